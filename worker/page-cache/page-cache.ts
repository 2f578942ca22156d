import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { getPath } from "hono/utils/url";
import { parse as parseCookies } from "hono/utils/cookie";
import { indiaToday } from "#core/format/india-time";
import { PREFILL_MESSAGE_PARAM } from "#core/format/prefill";
import { localeOfPath, pathIn } from "#core/i18n/locale";
import { LOCAL_SESSION_COOKIE, SESSION_COOKIE } from "../access/session";
import { getDb } from "../db/client";
import { type AppEnv, type Env, retentionMonths } from "../env";
import { type EventHandlers, mergeHandlers } from "../events/handlers";
import type { DomainEventType } from "../events/types";
import { applySecurityHeaders } from "../http/security-headers";
import { keptInIsolate } from "../lib/isolate-memory";
import { log, loggablePath } from "../lib/log";
import { siteOrigin } from "../lib/site-origin";
import type { PurgesOn } from "./cache-tags";
import { bumpContentVersionOn, readContentVersion } from "./content-version";
import { publicCacheControl, UNSHARED_CACHE_CONTROL } from "./edge-policy";
import { forgetHeldPages, hold, recall } from "./memory-tier";
import { purgeTagsOn, workersCacheOf, workersCacheOfRequest } from "./purge";
import { type CarriesToken, carriesTokenOf } from "./token-pages";

/*
 * The edge cache of public pages (and the sitemap and feed). Where Workers Cache serves this Worker
 * (wrangler.toml `[cache]`, seen as `ctx.cache`), it sits in front: a hit never runs the Worker, a
 * cacheable answer carries its Cache-Control (./edge-policy.ts) and Cache-Tags (./cache-tags.ts),
 * and every public write purges its tags everywhere at once (./purge.ts). Everything below is the
 * path where it does not apply (locally, if wrangler does not emulate it), through the Cache API, with
 * the isolate's memory in front of it for its hottest pages (./memory-tier.ts). Keys
 * carry the content version (./content-version.ts), which every write that changes a public page
 * bumps (the events each feature declares as `publicContent`): after a publish the next request
 * misses and renders afresh, and no list of affected URLs has to be kept. The version itself is cached next to the pages for a few seconds
 * (and in the isolate's memory for one), so a hot page reads nothing from D1; a write forgets it in
 * its own isolate and data centre at once, other isolates there see the new version within
 * VERSION_MEMORY_MS, and other data centres within VERSION_TTL_SECONDS.
 *
 * The Cache API stores nothing on a workers.dev hostname, only on a custom domain (README).
 */

/** How long a data centre trusts its cached content version. */
const VERSION_TTL_SECONDS = 10;
/** How long a rendered page is kept: its key changes with the content, so this only bounds memory. */
export const PAGE_TTL_SECONDS = 24 * 60 * 60;
/** Tells tests and operators how a response was made: HIT, MISS or BYPASS. */
export const CACHE_STATUS_HEADER = "X-Cache";

/** Where a data centre keeps its content version in the Cache API (exported for the tests that plant one). */
export const VERSION_KEY = "https://page-cache.internal/content-version";

/** The data centre's default cache (typed loosely by the DOM lib the project also loads). */
export const edgeCache = () => (caches as unknown as { default: Cache }).default;

/**
 * How long this isolate trusts the version it last read, without asking the cache: a hot page then
 * costs one cache lookup instead of two. Short, because a write elsewhere in this data centre
 * (another isolate) reaches this one only through the cache.
 */
const VERSION_MEMORY_MS = 1000;
let remembered: { version: number; until: number } | null = null;
keptInIsolate(() => {
  remembered = null;
});

/** The content version as this data centre's cache holds it (read from D1 when the cache has none), trusted by the isolate for VERSION_MEMORY_MS. */
export async function cachedContentVersion(env: Env, cache: Cache): Promise<number> {
  if (remembered && Date.now() < remembered.until) return remembered.version;
  const cached = await cache.match(VERSION_KEY);
  let version: number;
  if (cached) {
    version = Number(await cached.text());
  } else {
    version = await readContentVersion(getDb(env.DB));
    await cache.put(VERSION_KEY, new Response(String(version), { headers: { "Cache-Control": `max-age=${VERSION_TTL_SECONDS}` } }));
  }
  remembered = { version, until: Date.now() + VERSION_MEMORY_MS };
  return version;
}

/** Before-response handler: this isolate and this data centre forget the version they read. */
async function forgetContentVersion() {
  remembered = null;
  forgetHeldPages();
  await edgeCache().delete(VERSION_KEY);
}

/**
 * The page cache's part in the features' public-content events (`publicContent`, each with the
 * tags it purges): the content version moves in the write's batch, and before the response Workers
 * Cache purges those tags, and this isolate and this data centre forget the version they read, so
 * the next request renders afresh.
 */
export function pageCacheHandlers(publicContent: PurgesOn): Pick<EventHandlers, "inWrite" | "beforeResponse"> {
  const types = Object.keys(publicContent) as DomainEventType[];
  return {
    inWrite: bumpContentVersionOn(types),
    beforeResponse: mergeHandlers(purgeTagsOn(publicContent), Object.fromEntries(types.map((type) => [type, [forgetContentVersion]]))),
  };
}

/**
 * Whether a URL starts a form with the visitor's own text (`?message=`, a free tool's figures
 * carried into a quote form): a page only that visitor asks for, which no shared cache should keep.
 */
function carriesVisitorText(requestUrl: string): boolean {
  return [...new URL(requestUrl).searchParams.keys()].some((name) => name.toLowerCase() === PREFILL_MESSAGE_PARAM);
}

/** A request that may be answered from, and stored in, the shared cache. */
function cacheable(c: Context<AppEnv>): boolean {
  // An admin looking at the site gets it fresh and never seeds the cache for visitors (under
  // either name the session cookie has: the `__Host-` one, or the plain one on http://localhost).
  return (
    c.req.method === "GET" &&
    !carriesTokenOf(c)(c.req.url) &&
    !carriesVisitorText(c.req.url) &&
    getCookie(c, SESSION_COOKIE) === undefined &&
    getCookie(c, LOCAL_SESSION_COOKIE) === undefined
  );
}

/** The same test as `cacheable`, on a request no router has seen yet. */
function cacheableRequest(request: Request, carriesToken: CarriesToken): boolean {
  if (request.method !== "GET" || carriesToken(request.url) || carriesVisitorText(request.url)) return false;
  const cookies = parseCookies(request.headers.get("Cookie") ?? "");
  return cookies[SESSION_COOKIE] === undefined && cookies[LOCAL_SESSION_COOKIE] === undefined;
}

/**
 * Paths the page cache never holds, so asking it would only cost two lookups: the API, media, the
 * admin, and files (a dot in the last segment), the sitemap and the blog's feed (.xml) and the
 * compliance calendar's (.ics) aside.
 */
const UNCACHED_PATH = /^\/(api|media|admin)(\/|$)|\.(?!xml$|ics$)[^/]*$/;

/**
 * The settings a public page renders besides the content (the privacy policy states the retention
 * period), so a deploy that changes one is not answered with pages rendered under the old value.
 */
const renderedSettings = (env: Env) => `r${retentionMonths(env)}`;

/**
 * The deployed version of the Worker and its assets: a page names the build's hashed stylesheet and
 * script, which the next deploy replaces, and is drawn by this version's code.
 */
const deployed = (env: Env) => env.CF_VERSION_METADATA.id;

/**
 * The cache key of a page: its URL under the deployed version, the current content version, rendered
 * settings and India's date. A job listing closes by itself once its closing date has passed in
 * India, with no write to bump the version: the day in the key renders /careers, the role's page and
 * the sitemap afresh.
 */
export async function pageKey(requestUrl: string, env: Env, cache: Cache, version?: number): Promise<string> {
  const url = new URL(requestUrl);
  return `${siteOrigin(env, requestUrl)}/__page-cache/${deployed(env)}/v${version ?? (await cachedContentVersion(env, cache))}-${renderedSettings(env)}-d${indiaToday()}${url.pathname}${url.search}`;
}

/** The address each language's not-found page is kept under: no page has it (a dot ends no page's path). */
const NOT_FOUND_ADDRESS = "/__not-found.html";

/**
 * The key of the not-found page of `requestUrl`'s language (./not-found.ts): one page for every
 * address of the language with nothing behind it, as it names none of them.
 */
export function notFoundKey(requestUrl: string, env: Env, cache: Cache, version: number): Promise<string> {
  const url = new URL(requestUrl);
  return pageKey(`${url.origin}${pathIn(localeOfPath(url.pathname), NOT_FOUND_ADDRESS)}`, env, cache, version);
}

/** The spec logs every path a visitor tried that has no page, before any cache is asked. */
export const logNotFound = (path: string) => log("warn", "page_not_found", { path: loggablePath(path) });

function hitResponse(hit: Response): Response {
  const res = new Response(hit.body, hit);
  markHit(res.headers);
  return res;
}

function markHit(headers: Headers): void {
  headers.set("Cache-Control", publicCacheControl());
  headers.set(CACHE_STATUS_HEADER, "HIT");
}

/**
 * The worker's first step (worker/index.ts): a visitor's GET of a page that is in the cache is
 * answered here, before Hono routes it or runs any middleware, with the headers the app would have
 * sent (the security policy, the page's own stored CSP, Cache-Control, X-Cache). Anything else, a
 * miss or a failed lookup, returns undefined and goes to the app, which renders and stores it. A
 * URL that carries a token (`carriesToken`, over the features' token pages: ./token-pages.ts) is
 * never looked up, so no cache key ever holds one and a revoked preview link is never answered
 * from a copy.
 *
 * A page path no route answers (`unknownPage`, which the app decides: worker/app.ts) is answered
 * with its language's not-found page when this isolate keeps it (./not-found.ts), logged first: a
 * bot's probe then costs what a warm page does. Behind Workers Cache, which never holds a 404, this
 * is the one answer this step gives.
 */
export async function answerFromPageCache(
  request: Request,
  env: Env,
  ctx: ExecutionContext | undefined,
  unknownPage: (path: string) => boolean,
  carriesToken: CarriesToken,
): Promise<Response | undefined> {
  if (!cacheableRequest(request, carriesToken) || UNCACHED_PATH.test(new URL(request.url).pathname)) return undefined;
  try {
    // As the app reads the path: decoded, so the log and the language are the same either way.
    const path = getPath(request);
    const unknown = unknownPage(path);
    // Behind Workers Cache a page that reaches the Worker is already a miss there: only the
    // not-found page, which it never holds, is answered here, and a page reads no content version.
    if (workersCacheOf(ctx) && !unknown) return undefined;
    const cache = edgeCache();
    const version = await cachedContentVersion(env, cache);
    if (unknown) return await keptNotFound(request, path, env, cache, version);
    const key = await pageKey(request.url, env, cache, version);
    let res = recall(key);
    if (!res) {
      const hit = await cache.match(key);
      if (!hit) return undefined;
      const answer = new Response(hit.body, hit);
      applySecurityHeaders(answer.headers);
      res = await hold(key, version, answer);
    }
    markHit(res.headers);
    return res;
  } catch {
    // The app answers it instead, with its own error handling if the cause persists.
    return undefined;
  }
}

/** The language's not-found page for a path no route answers, if this isolate keeps it, logged first. */
async function keptNotFound(request: Request, path: string, env: Env, cache: Cache, version: number): Promise<Response | undefined> {
  const kept = recall(await notFoundKey(`${new URL(request.url).origin}${path}`, env, cache, version));
  if (!kept) return undefined;
  logNotFound(path);
  applySecurityHeaders(kept.headers);
  kept.headers.set(CACHE_STATUS_HEADER, "HIT");
  return kept;
}

export function later(c: Context<AppEnv>, work: Promise<unknown>): Promise<unknown> | undefined {
  try {
    c.executionCtx.waitUntil(work);
    return undefined;
  } catch {
    // No execution context (app.request in tests): finish before answering.
    return work;
  }
}

/** An answer no shared cache keeps (a session, a token, a redirect, a 404), marked so. */
function bypass(res: Response): Response {
  res.headers.set("Cache-Control", UNSHARED_CACHE_CONTROL);
  res.headers.set(CACHE_STATUS_HEADER, "BYPASS");
  return res;
}

const storable = (res: Response) => res.status === 200 && !res.headers.has("Set-Cookie");

/**
 * Answers a public GET from the edge cache, or renders it with `render` and stores it when it is a
 * plain 200 without cookies. Everything else (a HEAD, a session, a redirect, a 404) passes through,
 * marked for no shared cache to keep.
 */
export async function servePublicCached(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  if (!cacheable(c)) return bypass(await render());
  if (workersCacheOfRequest(c)) {
    // Workers Cache already missed: render, and let it store what may be shared.
    const res = await render();
    if (!storable(res)) return bypass(res);
    res.headers.set("Cache-Control", publicCacheControl());
    return res;
  }
  const cache = edgeCache();
  const hit = await cache.match(await pageKey(c.req.url, c.env, cache));
  if (hit) return hitResponse(hit);

  // The render may read a replica that trails the version the key names (worker/http/db-session.ts).
  // Reads in one session are sequentially consistent, so the render shows at least the version its
  // own session reads first: the page is stored under that one, and a render at a lagging replica
  // lands under an older key, which no request asks for once the newer version is known.
  const seen = await readContentVersion(getDb(c.env.DB));
  const res = await render();
  if (!storable(res)) return bypass(res);
  const body = await res.arrayBuffer();
  const stored = new Response(body, res);
  stored.headers.set("Cache-Control", `public, max-age=${PAGE_TTL_SECONDS}`);
  const key = await pageKey(c.req.url, c.env, cache, seen);
  const pending = later(c, cache.put(key, stored));
  if (pending) await pending;

  const answer = new Response(body, res);
  answer.headers.set("Cache-Control", publicCacheControl());
  answer.headers.set(CACHE_STATUS_HEADER, "MISS");
  return answer;
}
