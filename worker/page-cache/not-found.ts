import type { Context } from "hono";
import { localeOfPath, pathIn } from "#core/i18n/locale";
import type { AppEnv } from "../env";
import { keptInIsolate } from "../lib/isolate-memory";
import { log, loggablePath } from "../lib/log";
import { siteOrigin } from "../lib/site-origin";
import { UNSHARED_CACHE_CONTROL } from "./edge-policy";
import { CACHE_STATUS_HEADER, later, PAGE_TTL_SECONDS, pageKey } from "./page-cache";

/*
 * Cheap misses. Bots probe all day for files we never had (/wp-login.php, /.env) and for pages we
 * never had (/wp-admin, stale links); each used to render the whole not-found page. That page is the
 * same for every address of a language (its head and body name no path: no canonical, no language
 * switch), and it changes only with the content (the site settings in its header and footer), so it
 * is rendered once per language and content version and kept: in this isolate's memory, and for the
 * other isolates of the data centre in the Cache API under the versioned page key of one fixed
 * address per language. A miss then costs the content version (in memory for a second, else one
 * cache lookup) and nothing else.
 *
 * The answer itself is never stored by a shared cache (Workers Cache included): the spec wants every
 * attempted path logged, and a hit in front of the Worker would log nothing. So the log comes first,
 * before any lookup, and the response says `no-store`.
 */

/** The address each language's not-found page is kept under: no page has it (a dot ends no page's path). */
const NOT_FOUND_ADDRESS = "/__not-found.html";

const remembered = new Map<string, { key: string; body: string; headers: [string, string][] }>();
keptInIsolate(() => remembered.clear());

function answer(body: string, headers: HeadersInit, status: string): Response {
  const res = new Response(body, { status: 404, headers });
  res.headers.set("Cache-Control", UNSHARED_CACHE_CONTROL);
  res.headers.set(CACHE_STATUS_HEADER, status);
  return res;
}

/**
 * The not-found page for an address with nothing behind it: a missing file, or a path no page of the
 * site matches. `render` renders it (for this path, the same page as for any other of its language)
 * when neither this isolate nor the data centre has it yet.
 */
export async function serveNotFound(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  log("warn", "page_not_found", { path: loggablePath(c.req.path) });
  const address = pathIn(localeOfPath(c.req.path), NOT_FOUND_ADDRESS);
  const cache = (caches as unknown as { default: Cache }).default;
  const key = await pageKey(`${siteOrigin(c.env, c.req.url)}${address}`, c.env, cache);
  const kept = remembered.get(address);
  if (kept?.key === key) return answer(kept.body, kept.headers, "HIT");

  const stored = await cache.match(key);
  if (stored) {
    const page = { key, body: await stored.text(), headers: [...stored.headers] };
    remembered.set(address, page);
    return answer(page.body, page.headers, "HIT");
  }

  const res = await render();
  // Only the plain not-found page is kept; anything else (an error page) is answered as it is.
  if (res.status !== 404 || res.headers.has("Set-Cookie")) return res;
  const body = await res.text();
  const headers = [...res.headers].filter(([name]) => name.toLowerCase() !== "cache-control");
  remembered.set(address, { key, body, headers });
  const copy = new Response(body, { status: 200, headers });
  // The Cache API keeps only a 200: the stored copy is one, and the answer says 404.
  copy.headers.set("Cache-Control", `public, max-age=${PAGE_TTL_SECONDS}`);
  const pending = later(c, cache.put(key, copy));
  if (pending) await pending;
  return answer(body, headers, "MISS");
}
