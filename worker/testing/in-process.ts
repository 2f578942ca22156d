import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { app } from "../app";
import { ORIGIN } from "./admin-helpers";

interface InProcessOptions {
  method?: string;
  json?: unknown;
  /** A body other than JSON (e.g. a multipart form). */
  body?: BodyInit;
  cookie?: string;
  /** Bindings to replace, e.g. a failing MEDIA bucket. */
  bindings?: Partial<typeof env>;
  /** Further request headers (e.g. Idempotency-Key), added to the defaults. */
  headers?: Record<string, string>;
}

/**
 * Calls the app in this isolate (unlike SELF), so a test can swap bindings and register event
 * handlers. Returns the response and a promise for the work handed to waitUntil.
 */
export async function callInProcess(path: string, { method = "GET", json, body, cookie, bindings = {}, headers: extra = {} }: InProcessOptions = {}) {
  const headers: Record<string, string> = { Origin: ORIGIN, "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250)}`, ...extra };
  if (json !== undefined) headers["Content-Type"] = "application/json";
  if (cookie) headers.Cookie = cookie;
  const ctx = createExecutionContext();
  const init = { method, headers, body: json !== undefined ? JSON.stringify(json) : body };
  const res = await app.request(`${ORIGIN}${path}`, init, { ...env, ...bindings }, ctx);
  return { res, settled: () => waitOnExecutionContext(ctx) };
}
