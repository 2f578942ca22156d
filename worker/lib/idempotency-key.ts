import type { Context } from "hono";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's Idempotency-Key when it is well formed; a retried submit carries the same one. */
export function idempotencyKey(c: Context): string | null {
  const key = c.req.header("Idempotency-Key");
  return key && IDEMPOTENCY_KEY.test(key) ? key : null;
}
