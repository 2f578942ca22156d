import { DetailedError } from "hono/client";
import { EDIT_CONFLICT, type StaleCopy } from "#core/schemas/edit-conflict";

/** Who saved over the editor's copy, and when, if `err` is the API's refusal of a stale copy (409 `edit_conflict`). */
export function staleCopyOf(err: unknown): (StaleCopy & { message: string }) | undefined {
  if (!(err instanceof DetailedError) || err.statusCode !== 409) return undefined;
  const body = (err.detail as { data?: { code?: unknown; error?: unknown; stale?: StaleCopy } } | undefined)?.data;
  if (body?.code !== EDIT_CONFLICT || !body.stale || typeof body.error !== "string") return undefined;
  return { ...body.stale, message: body.error };
}
