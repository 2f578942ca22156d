import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { log } from "../lib/log";

/** One answer for every failure: JSON `{ error }`, never a stack trace; unexpected ones are logged once. */
// Typed for any env: it only reads the request, so sub-apps with their own variables can share it.
export const handleError: ErrorHandler = (err, c) => {
  if (err instanceof HTTPException) {
    return c.json({ error: err.message || "The request could not be processed." }, err.status);
  }
  log("error", "unhandled_error", {
    method: c.req.method,
    path: c.req.path,
    name: err instanceof Error ? err.name : typeof err,
    message: err instanceof Error ? err.message : String(err),
  });
  return c.json({ error: "Something went wrong on our side. Please try again in a moment." }, 500);
};
