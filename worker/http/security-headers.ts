import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { securityHeaderValues } from "./security-policy";

/**
 * Sends the security policy (./security-policy.ts) on every response the worker makes. A handler
 * that needs a looser style policy (a page whose libraries inject styles) sets its own
 * Content-Security-Policy from the same module, and that one is kept: it is also what a cached
 * copy of the page carries. A route's `cspDirectives` (a résumé download: `sandbox`) are appended
 * to whichever policy is sent.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  applySecurityHeaders(c.res.headers, c.get("cspDirectives"));
});

/**
 * Sets every security header on a response's headers, keeping a Content-Security-Policy the
 * response already has (appending `extraDirectives` to it) and a stricter `no-referrer`. The middleware above uses it, and so
 * does the page cache's answer before routing (worker/page-cache/page-cache.ts), so both send the same.
 */
export function applySecurityHeaders(headers: Headers, extraDirectives?: string): void {
  const values = securityHeaderValues();
  const own = headers.get("Content-Security-Policy");
  if (own) values["Content-Security-Policy"] = own;
  if (extraDirectives) values["Content-Security-Policy"] += `; ${extraDirectives}`;
  // A page whose address holds a token (a preview link) sends no Referer at all, not even to this site.
  if (headers.get("Referrer-Policy") === "no-referrer") values["Referrer-Policy"] = "no-referrer";
  for (const [name, value] of Object.entries(values)) {
    headers.set(name, value);
  }
}
