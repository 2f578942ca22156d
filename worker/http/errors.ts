import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable, loggableMessage } from "../db/errors";
import { log, loggablePath } from "../lib/log";

/** The 503 of a write while D1 is down: the visitor keeps their input and tries again. */
export const DATABASE_UNAVAILABLE_WRITE =
  "We could not save this just now because our database is not responding. Nothing was stored. Please try again in a few minutes.";
/** The 503 of a read while D1 is down. */
export const DATABASE_UNAVAILABLE_READ =
  "We could not load this just now because our database is not responding. Please try again in a few minutes.";

const READS = new Set(["GET", "HEAD"]);

/**
 * One answer for every failure: JSON `{ error }`, never a stack trace. A database outage answers
 * 503 with Retry-After (repeating may succeed), anything else unexpected a generic 500; both are
 * logged once, without query parameters.
 */
// Typed for any env: it only reads the request, so sub-apps with their own variables can share it.
export const handleError: ErrorHandler = (err, c) => {
  if (err instanceof HTTPException) {
    return c.json({ error: err.message || "The request could not be processed." }, err.status);
  }
  const where = { method: c.req.method, path: loggablePath(c.req.path) };
  if (isDatabaseUnavailable(err)) {
    log("error", "database_unavailable", { ...where, message: loggableMessage(err) });
    c.header("Retry-After", "60");
    return c.json({ error: READS.has(c.req.method) ? DATABASE_UNAVAILABLE_READ : DATABASE_UNAVAILABLE_WRITE }, 503);
  }
  log("error", "unhandled_error", { ...where, name: err instanceof Error ? err.name : typeof err, message: loggableMessage(err) });
  return c.json({ error: "Something went wrong on our side. Please try again in a moment." }, 500);
};
