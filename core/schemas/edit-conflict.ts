import * as v from "valibot";

/**
 * The header an editor's save carries: the revision its copy was opened at (0 for a record that
 * had none yet). A save without it (an API client, a script) is not checked.
 */
export const BASE_REVISION_HEADER = "X-Base-Revision";

export const baseRevisionHeaderSchema = v.object({
  "x-base-revision": v.optional(v.pipe(v.string(), v.regex(/^(0|[1-9]\d{0,15})$/, "Not a valid revision."), v.transform(Number))),
});

/** The 409's `code` for a save made on a copy a colleague has saved over since it was opened. */
export const EDIT_CONFLICT = "edit_conflict";

/** Who saved the version a stale copy would overwrite, and when: what the editor's dialog says. */
export interface StaleCopy {
  /** The newest saved version: the one to save over on purpose. */
  revision: number;
  /** Their name (or address); null once their account is removed. */
  savedBy: string | null;
  savedAt: string;
  /** The same account saved it, from another tab or window. */
  byYou: boolean;
}
