import { DetailedError } from "hono/client";
import type { FieldErrors } from "@/lib/form";

export interface ApiFailure {
  /** The HTTP status, or undefined when the request never got an answer. */
  status: number | undefined;
  /** The server's message for a person, when it sent one. */
  message: string | undefined;
  fieldErrors: FieldErrors;
}

/** What a failed `parseResponse` call carried: status, message and per-field messages. */
export function apiFailure(err: unknown): ApiFailure {
  // A wrapping error (e.g. a failed image upload after a save) carries the API's answer as its cause.
  if (err instanceof Error && !(err instanceof DetailedError) && err.cause instanceof DetailedError) return apiFailure(err.cause);
  if (!(err instanceof DetailedError)) return { status: undefined, message: undefined, fieldErrors: {} };
  const data = (err.detail as { data?: unknown } | undefined)?.data as { error?: string; fieldErrors?: FieldErrors } | undefined;
  const body = typeof data === "object" && data !== null ? data : {};
  return { status: err.statusCode as number | undefined, message: body.error, fieldErrors: body.fieldErrors ?? {} };
}
