import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { sessionDatabase } from "../db/client";
import type { AppEnv } from "../env";
import { log } from "../lib/log";
import { plainLocalCookies } from "../lib/local-url";

/**
 * Reads near the visitor: every request of the app runs its D1 queries through one D1 session
 * (read replication's Sessions API), opened here with the constraint the request needs.
 *
 * How code reaches it: this middleware replaces `c.env` for the request with a copy whose `DB` is
 * the session in the binding's shape (`sessionDatabase`, db/client.ts). So the one way the code
 * gets a database stays `getDb(c.env.DB)`, in every route and in the work a request hands on
 * (`commit`'s handlers, waitUntil mail, the server render's in-process API calls, which are given
 * `c.env`), and no route can forget the session. The binding object itself is never mutated: it is
 * shared by every request of the isolate. Work outside a request (the cron, `index.ts`'s page-cache
 * answer before the app) uses the binding as it is, which without a session always reads the primary.
 *
 * The constraints (issue 25):
 * - an admin request (`/api/admin/*`) starts from the bookmark of its browser's last request, kept
 *   in a cookie, so an editor always reads at least what they just wrote; without one, the primary.
 *   A signed-in admin's answer hands back the session's newest bookmark in that cookie
 *   (`handBackBookmark`);
 * - any other write (public form posts, JSON or not; newsletter links) and the pages that follow a
 *   post (`/thank-you`, `/newsletter/*`, `/unsubscribe`) read the primary: a visitor never sees a
 *   page that misses what they just sent; so do preview links (`/preview/*`, `/api/previews/*`),
 *   which must open as soon as they are shared and stop as soon as they are revoked;
 * - every other public read may go to the nearest replica ("first-unconstrained"). Public responses
 *   set no cookie, so the edge cache can keep them.
 */
export const dbSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.env.DB.withSession(isAdminPath(c.req.path) ? adminStart(c) : publicConstraint(c.req.method, c.req.path));
  c.env = { ...c.env, DB: sessionDatabase(session) };
  c.set("d1Session", session);
  await next();
};

/**
 * Hands the session's newest bookmark back in the cookie, after a signed-in admin's request
 * (`requireAdmin` calls it once the route has answered). Only a signed-in admin's: before sign-in
 * there is no cookie and the primary is read, so the sign-in steps, which must look alike whether
 * or not an account exists, set no cookie of ours. Only an answer that did not refuse: a refused
 * request changed nothing the admin reads next.
 */
export function handBackBookmark<E extends AppEnv>(c: Context<E>): void {
  const bookmark = c.var.d1Session?.getBookmark();
  if (bookmark && c.res.status < 400) setCookie(c, ...bookmarkCookie(c.req.url, bookmark));
}

/** Over https the `__Secure-` prefix binds the cookie to Secure; plain http on localhost uses the bare name. */
const BOOKMARK_COOKIE = "__Secure-d1_bookmark";
const LOCAL_BOOKMARK_COOKIE = "d1_bookmark";
/**
 * Replicas trail the primary by seconds; an hour covers any admin's next request (sessions idle
 * out sooner), and no stale bookmark from days ago is ever presented.
 */
const BOOKMARK_MAX_AGE_SECONDS = 60 * 60;
/**
 * D1's bookmarks are hyphen-separated hex groups (local D1 hands out its Durable Object storage's
 * bookmarks, `getCurrentBookmark()`, of that shape; Cloudflare's docs show the same; a deployed
 * database's not seen here): anything else is not one, and is never handed to withSession.
 */
const BOOKMARK_SHAPE = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,7}$/i;

const isAdminPath = (path: string) => path === "/api/admin" || path.startsWith("/api/admin/");

/** The page a visitor lands on after a post, and the newsletter's link pages (each one a write or its outcome). */
const FOLLOWS_A_POST = /^\/(?:thank-you|unsubscribe|newsletter)(?:\/|$)/;

/**
 * A preview link (its page and its API): it opens the moment it is shared and dies the moment it
 * is revoked, which a replica a few seconds behind would not see.
 */
const PREVIEW_LINK = /^\/(?:api\/previews|preview)\//i;

/** The constraint of a request that is not an admin's. */
export function publicConstraint(method: string, path: string): D1SessionConstraint {
  const reads = method === "GET" || method === "HEAD";
  return reads && !FOLLOWS_A_POST.test(path) && !PREVIEW_LINK.test(path) ? "first-unconstrained" : "first-primary";
}

function bookmarkCookie(requestUrl: string, bookmark: string) {
  const local = plainLocalCookies(requestUrl);
  const name = local ? LOCAL_BOOKMARK_COOKIE : BOOKMARK_COOKIE;
  // Only the admin API reads it; Strict, as the session cookie is.
  const options = { httpOnly: true, secure: !local, sameSite: "Strict" as const, path: "/api/admin", maxAge: BOOKMARK_MAX_AGE_SECONDS };
  return [name, bookmark, options] as const;
}

/** The admin's last bookmark, or the primary. A malformed cookie is ignored (and logged), never passed to D1. */
function adminStart(c: Context<AppEnv>): string {
  const name = plainLocalCookies(c.req.url) ? LOCAL_BOOKMARK_COOKIE : BOOKMARK_COOKIE;
  const bookmark = getCookie(c, name);
  if (bookmark === undefined) return "first-primary";
  if (BOOKMARK_SHAPE.test(bookmark)) return bookmark;
  log("warn", "d1_bookmark_malformed", { length: bookmark.length });
  return "first-primary";
}
