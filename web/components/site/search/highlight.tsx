import type { ReactNode } from "react";
import { foldWithOffsets } from "#core/format/search-fold";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `text` with each of the searched `terms` marked where a word starts with it (as the search
 * matches: worker/search/terms.ts), as React text: nothing in it is read as HTML. The terms are
 * folded (core/format/search-fold.ts: lower case, no nukta), so they are found in the folded text
 * and marked in the text as written ("फाइल" marks "फ़ाइल"). A match ends where a letter ends, never
 * before its vowel sign. The word's start is matched as a character before it, not a lookbehind,
 * which Safari before 16.4 cannot parse.
 */
export function Highlight({ text, terms }: { text: string; terms: string[] }) {
  if (terms.length === 0) return text;
  const pattern = new RegExp(`(^|[^\\p{L}\\p{M}\\p{N}])(${terms.map(escapeRegExp).join("|")})(?!\\p{M})`, "gu");
  const { folded, from } = foldWithOffsets(text);
  const parts: ReactNode[] = [];
  let shown = 0;
  for (const match of folded.matchAll(pattern)) {
    const start = from[match.index + match[1].length];
    const end = from[match.index + match[0].length];
    if (start < shown || end <= start) continue;
    parts.push(
      text.slice(shown, start),
      <mark key={start} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    shown = end;
  }
  parts.push(text.slice(shown));
  return parts;
}
