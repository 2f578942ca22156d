import { formOutcomes, type PostedFormKind } from "../content/form-outcomes";
import { PUBLIC_REFERENCE_PATTERN } from "../schemas/public-reference";

/**
 * Forms posted without JavaScript: every public form is a real <form method="post"> whose hidden
 * `form` field names it. The worker stores a good post and redirects to the thank-you page, or
 * renders the page again with this state: what the visitor typed and the messages at their fields.
 * The forms are those the thank-you page has words for (`PostedFormKind`, core/content/form-outcomes.ts).
 */
export const isPostedFormKind = (value: unknown): value is PostedFormKind => typeof value === "string" && Object.hasOwn(formOutcomes, value);

export interface PostedForm {
  form: PostedFormKind;
  /** The visitor's values, text fields and ticked options (never a file, never the honeypot). */
  values: Record<string, string | string[]>;
  fieldErrors: Record<string, string>;
  /** The summary: POSTED_FORM_SUMMARY over the field messages, or why nothing was stored (a limit). */
  error: string;
  status: number;
}

/** The heading of the error summary above a refused form, over a link to each field at fault. */
export const POSTED_FORM_SUMMARY = "Please correct the following:";

/** The id of a public form's field, e.g. "callback-phone": what the error summary links to. */
export const postedFieldId = (kind: PostedFormKind, field: string) => `${kind}-${field}`;

export const THANK_YOU_PATH = "/thank-you";

/** The thank-you page after a form posted without JavaScript: which form, and the reference it was stored under. */
export function thankYouHref(kind: PostedFormKind, reference: string | null): string {
  const query = new URLSearchParams({ form: kind });
  if (reference) query.set("reference", reference);
  return `${THANK_YOU_PATH}?${query}`;
}

/** The reference a thank-you URL names, when it has the shape of one (so the page never echoes other text). */
export function referenceParam(value: string | null): string | null {
  return value && PUBLIC_REFERENCE_PATTERN.test(value) ? value : null;
}
