import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { log } from "../lib/log";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser marks as coming from another site. Requests
 * without an Origin (server-to-server, CLI) pass: they carry no ambient cookie authority from
 * a victim's browser, and JSON endpoints additionally demand `Content-Type: application/json`.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const ownOrigin = new URL(c.req.url).origin;
  if ((origin && origin !== ownOrigin) || fetchSite === "cross-site") {
    log("warn", "csrf_refused", { path: c.req.path, origin: origin ?? null, fetchSite: fetchSite ?? null });
    return c.json({ error: "Cross-site requests are not allowed." }, 403);
  }
  return next();
});
