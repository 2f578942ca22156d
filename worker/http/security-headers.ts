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
  const values = securityHeaderValues();
  const own = c.res.headers.get("Content-Security-Policy");
  if (own) values["Content-Security-Policy"] = own;
  const extra = c.get("cspDirectives");
  if (extra) values["Content-Security-Policy"] += `; ${extra}`;
  for (const [name, value] of Object.entries(values)) {
    c.res.headers.set(name, value);
  }
});
