import type { Context } from "hono";
import type { AppEnv } from "../env";
import { siteOrigin } from "../lib/site-origin";
import { UNSHARED_CACHE_CONTROL } from "./edge-policy";
import { hold, recall } from "./memory-tier";
import { CACHE_STATUS_HEADER, edgeCache, later, logNotFound, notFoundKey, PAGE_TTL_SECONDS, cachedContentVersion } from "./page-cache";

/*
 * Cheap misses. Bots probe all day for files we never had (/wp-login.php, /.env) and for pages we
 * never had (/wp-admin, stale links); each used to render the whole not-found page. That page is the
 * same for every address of a language (its head and body name no path: no canonical, no language
 * switch), and it changes only with the content (the site settings in its header and footer), so it
 * is rendered once per language and content version and kept: in this isolate's memory tier, and
 * for the other isolates of the data centre in the Cache API, under the versioned key of one fixed
 * address per language (./page-cache.ts `notFoundKey`). A page path no route knows is answered from
 * memory before the app runs (`answerFromPageCache`); a missing file, and a first miss, come here.
 *
 * The answer itself is never stored by a shared cache (Workers Cache included): the spec wants every
 * attempted path logged, and a hit in front of the Worker would log nothing. So the log comes first,
 * before any lookup, and the response says `no-store`.
 */

/** A kept not-found page as this request's answer: 404, for no shared cache, marked HIT or MISS. */
function asNotFound(kept: Response, status: "HIT" | "MISS"): Response {
  kept.headers.set(CACHE_STATUS_HEADER, status);
  return kept;
}

/** The page as the memory tier keeps it: a 404 for no shared cache, whatever status the copy had. */
function notFoundCopy(page: Response, body: BodyInit | null = page.body): Response {
  const copy = new Response(body, { status: 404, headers: page.headers });
  copy.headers.set("Cache-Control", UNSHARED_CACHE_CONTROL);
  copy.headers.delete(CACHE_STATUS_HEADER);
  return copy;
}

/**
 * The not-found page for an address with nothing behind it: a missing file, or a path no page of the
 * site matches. `render` renders it (for this path, the same page as for any other of its language)
 * when neither this isolate nor the data centre has it yet.
 */
export async function serveNotFound(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  logNotFound(c.req.path);
  const cache = edgeCache();
  const version = await cachedContentVersion(c.env, cache);
  const key = await notFoundKey(`${siteOrigin(c.env, c.req.url)}${c.req.path}`, c.env, cache, version);
  const kept = recall(key);
  if (kept) return asNotFound(kept, "HIT");

  const stored = await cache.match(key);
  if (stored) return asNotFound(await hold(key, version, notFoundCopy(stored)), "HIT");

  const res = await render();
  // Only the plain not-found page is kept; anything else (an error page) is answered as it is.
  if (res.status !== 404 || res.headers.has("Set-Cookie")) return res;
  const body = await res.arrayBuffer();
  // The Cache API keeps only a 200: the stored copy is one, and the answer says 404.
  const copy = new Response(body, { status: 200, headers: res.headers });
  copy.headers.set("Cache-Control", `public, max-age=${PAGE_TTL_SECONDS}`);
  const pending = later(c, cache.put(key, copy));
  if (pending) await pending;
  return asNotFound(await hold(key, version, notFoundCopy(res, body)), "MISS");
}
