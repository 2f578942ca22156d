/** Control characters (CR, LF, tab, NUL, DEL, C1) and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * A value fit for one line of a mail header (a subject, a display name): every control character,
 * CR and LF first, becomes a space, runs of spaces one, and the result is cut to `max` characters.
 * Nothing a visitor types can then end the header and start another.
 */
export function headerText(value: string, max = 200): string {
  const flat = value.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : flat;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text placed into a mail's HTML part: it stays text, never markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}
