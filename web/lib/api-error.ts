import { DetailedError } from "hono/client";

/** Messages keyed by field name, as the API sends them in `fieldErrors` and forms show them. */
export type FieldErrors = Record<string, string>;

export interface ApiError {
  /** The HTTP status, or undefined when the request never got an answer. */
  status: number | undefined;
  /** The server's message for a person, when it sent one. */
  message: string | undefined;
  fieldErrors: FieldErrors;
}

/**
 * What a failed API call said. Every call goes through `parseResponse`, which throws a
 * `DetailedError` carrying the `{ error, fieldErrors }` body; anything else never got an answer.
 */
export function apiError(err: unknown): ApiError {
  // A wrapping error (e.g. a failed image upload after a save) carries the API's answer as its cause.
  if (err instanceof Error && !(err instanceof DetailedError) && err.cause instanceof DetailedError) return apiError(err.cause);
  if (!(err instanceof DetailedError)) return { status: undefined, message: undefined, fieldErrors: {} };
  const data = (err.detail as { data?: unknown } | undefined)?.data;
  const body = (typeof data === "object" && data !== null ? data : {}) as { error?: unknown; fieldErrors?: unknown };
  return {
    status: typeof err.statusCode === "number" ? err.statusCode : undefined,
    message: typeof body.error === "string" ? body.error : undefined,
    fieldErrors: typeof body.fieldErrors === "object" && body.fieldErrors !== null ? (body.fieldErrors as FieldErrors) : {},
  };
}

/**
 * The text a visitor sees for a failure: the server's own words for what they can act on (a
 * field, a size, a wait), the caller's fallback for outages and lost connections.
 */
export function failureText(failure: ApiError, fallback: string): string {
  const explainable = failure.status !== undefined && failure.status < 500;
  return explainable && failure.message ? failure.message : fallback;
}
