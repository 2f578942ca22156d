/**
 * Text a link starts a form's field with (`/services/…/gst-registration?message=…`, from a free
 * tool's result): only ever shown as the field's starting value, and the visitor sends it or not.
 * Whoever writes the link chooses the text, so it is kept short and plain: no control, bidi or
 * angle-bracket characters (which the message field would refuse), whitespace folded to single
 * spaces, and at most `max` characters.
 */

/** The query parameter a page's quote form takes its message from. */
export const PREFILL_MESSAGE_PARAM = "message";

/** The longest prefilled message: a sentence or two of figures, not a letter. */
export const PREFILL_MAX = 300;

// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const UNWANTED = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069<>]/gu;

/** The text as a form may start with it; empty for none. */
export function prefillText(raw: string | null | undefined, max = PREFILL_MAX): string {
  if (!raw) return "";
  const folded = raw.replace(UNWANTED, " ").replace(/\s+/g, " ").trim();
  // By code points, so a character beyond the basic plane (an emoji) is never cut in half.
  return Array.from(folded).slice(0, max).join("").trim();
}
