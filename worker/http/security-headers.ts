import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { securityHeaderValues } from "./security-policy";

function randomNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Sends the security policy (./security-policy.ts) on every response the worker makes. A page's
 * CSP also admits its own nonce, which server rendering puts on the hydration-data script; every
 * other response carries exactly the policy of the static files.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = randomNonce();
  c.set("cspNonce", nonce);
  await next();
  const isPage = c.res.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  const values = securityHeaderValues(isPage ? nonce : undefined);
  const extra = c.get("cspDirectives");
  if (extra) values["Content-Security-Policy"] += `; ${extra}`;
  for (const [name, value] of Object.entries(values)) {
    c.res.headers.set(name, value);
  }
});
