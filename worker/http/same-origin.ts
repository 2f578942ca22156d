import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { log } from "../lib/log";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The body types an HTML form or a no-cors fetch can send from any site without a CORS preflight. */
const CROSS_SITE_SENDABLE = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

const isCrossSiteSendable = (contentType: string | undefined) =>
  CROSS_SITE_SENDABLE.includes((contentType ?? "").split(";")[0].trim().toLowerCase());

/**
 * Refuses state-changing requests that a browser marks as coming from another site, `Origin: null`
 * (sandboxed frames, data: URLs) among them. Without an Origin, a body a cross-site form could have
 * sent is refused too: every current browser names the Origin of such a post, so its absence there
 * means an old browser or a stripping proxy, not our pages. Other requests without an Origin
 * (server-to-server, CLI) pass: a JSON body cannot come from another site without a preflight,
 * and JSON endpoints demand `Content-Type: application/json`.
 *
 * One `Origin: null` is ours: a page whose address carries a token is sent with
 * `Referrer-Policy: no-referrer` (../ssr/pages.ts), and under that policy a browser names its own
 * form posts' Origin "null" (Fetch, "serializing a request origin"). The browser still marks them
 * `Sec-Fetch-Site: same-origin`, a header no page can set (a forbidden request header), while a
 * sandboxed frame or a data: URL is marked cross-site; so null passes only with that mark.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const sentOrigin = c.req.header("Origin");
  const origin = sentOrigin === "null" && fetchSite === "same-origin" ? undefined : sentOrigin;
  const ownOrigin = new URL(c.req.url).origin;
  const foreign = origin !== undefined ? origin !== ownOrigin : fetchSite !== "same-origin" && isCrossSiteSendable(c.req.header("Content-Type"));
  if (foreign || fetchSite === "cross-site") {
    log("warn", "csrf_refused", { path: c.req.path, origin: origin ?? null, fetchSite: fetchSite ?? null });
    return c.json({ error: "Cross-site requests are not allowed." }, 403);
  }
  return next();
});
