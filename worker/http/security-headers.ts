import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { securityHeaderValues } from "./security-policy";

/**
 * Sends the security policy (./security-policy.ts) on every response the worker makes. A handler
 * that needs a looser style policy (a page whose libraries inject styles) sets its own
 * Content-Security-Policy from the same module, and that one is kept: it is also what a cached
 * copy of the page carries.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const own = c.res.headers.get("Content-Security-Policy");
  for (const [name, value] of Object.entries(securityHeaderValues())) {
    if (name === "Content-Security-Policy" && own) continue;
    c.res.headers.set(name, value);
  }
});
