import { type Change, diffWords } from "diff";
import type { HistoryField } from "../data/revisions";
import { trimUnchanged } from "./trim-unchanged";

/** One field a save changed, as words kept, added and removed. */
export interface FieldChange {
  label: string;
  parts: Change[];
}

/** Block elements end a line of the text a reader sees; nothing else of the markup is compared. */
const BLOCK = /<\/(p|h[1-6]|li|blockquote|pre|figure|figcaption|tr)>|<br\s*\/?>/gi;

/** The text an HTML body shows, one line per block, as the history compares it. */
export function textOfHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(BLOCK, "$&\n"), "text/html");
  return (doc.body.textContent ?? "").replace(/\n{3,}/g, "\n\n").trim();
}

function textOf(value: unknown, html: boolean | undefined): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  const text = String(value);
  return html ? textOfHtml(text) : text;
}

/**
 * What differs from `before` to `after` in the fields the history compares, long unchanged text
 * cut down to the words around each difference; a field a revision does not hold (a restore keeps
 * no slug) is left out. Everything, as added, when there is no `before`.
 */
export function fieldChanges(fields: readonly HistoryField[], after: Record<string, unknown>, before?: Record<string, unknown>): FieldChange[] {
  return fields.flatMap((field) => {
    if (!(field.key in after) || (before && !(field.key in before))) return [];
    const was = before ? textOf(before[field.key], field.html) : "";
    const now = textOf(after[field.key], field.html);
    if (was === now) return [];
    return [{ label: field.label, parts: before ? trimUnchanged(diffWords(was, now)) : diffWords(was, now) }];
  });
}
