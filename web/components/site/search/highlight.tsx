import type { ReactNode } from "react";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `text` with each of the searched `terms` marked where a word starts with it (as the search
 * matches), as React text: nothing in it is read as HTML. The word's start is matched as a
 * character before it, not a lookbehind, which Safari before 16.4 cannot parse.
 */
export function Highlight({ text, terms }: { text: string; terms: string[] }) {
  if (terms.length === 0) return text;
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])(${terms.map(escapeRegExp).join("|")})`, "giu");
  const parts: ReactNode[] = [];
  let shown = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index + match[1].length;
    parts.push(
      text.slice(shown, start),
      <mark key={start} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {match[2]}
      </mark>,
    );
    shown = start + match[2].length;
  }
  parts.push(text.slice(shown));
  return parts;
}
