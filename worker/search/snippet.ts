import { foldWithOffsets } from "#core/format/search-fold";
import { termPattern } from "./terms";

/** How long a result's snippet is at most, in characters, before the ellipses. */
const SNIPPET_LENGTH = 180;

/**
 * About SNIPPET_LENGTH characters of `text` around the first of `terms` it holds (its start when it
 * holds none), cut at word boundaries, with an ellipsis where text was left out. The terms are
 * folded (core/format/search-fold.ts), so they are looked for in the folded text and the match
 * placed back in the text as written. Plain text: the page renders it as text, never as HTML.
 */
export function snippetOf(text: string, terms: string[]): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= SNIPPET_LENGTH) return flat;
  const { folded, from } = foldWithOffsets(flat);
  const hits = terms.map((term) => folded.search(termPattern(term))).filter((at) => at >= 0);
  const first = hits.length > 0 ? from[Math.min(...hits)] : 0;
  // Some words before the match, so it reads as part of a sentence.
  let start = Math.max(0, first - 40);
  if (start > 0) start = flat.indexOf(" ", start) + 1 || start;
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  if (end < flat.length) end = flat.lastIndexOf(" ", end) > start ? flat.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "…" : ""}${flat.slice(start, end).replace(/[\s,;:.।]+$/, "")}${end < flat.length ? "…" : ""}`;
}
