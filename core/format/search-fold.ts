/*
 * The one form in which the site search compares text, on both sides: what it indexes and what a
 * visitor types (worker/search), and where the results page marks the words found
 * (web/components/site/search/highlight.tsx). Lower case, NFC, and without the nukta (U+093C):
 * our content always writes "फ़ाइल" and "ज़रूरी" (docs/hindi.md §3), many visitors type "फाइल" and
 * "जरूरी", and a Hindi keyboard may give "फ़" as one precomposed letter (U+095E) or as फ + U+093C.
 * Decomposing (NFD) makes every nukta letter a base letter and U+093C, which is then dropped.
 */

const NUKTA = /\u093C/g;

/** `text` as the search compares it: "फ़ाइल", "फ़ाइल" (U+095E) and "फाइल" are all "फाइल". */
export function searchFold(text: string): string {
  return text.normalize("NFD").replace(NUKTA, "").normalize("NFC").toLowerCase();
}

/** A letter or digit with the marks that follow it (or marks alone): normalization never reaches past one. */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/gu;

/**
 * `text` folded as searchFold does, and where each folded character came from: `from[i]` is the
 * index in `text` of the cluster folded character `i` belongs to, `from[folded.length]` is
 * `text.length`. So a match found in the folded text can be marked in the text as written.
 */
export function foldWithOffsets(text: string): { folded: string; from: number[] } {
  let folded = "";
  const from: number[] = [];
  for (const cluster of text.matchAll(CLUSTER)) {
    const part = searchFold(cluster[0]);
    folded += part;
    for (let i = 0; i < part.length; i++) from.push(cluster.index);
  }
  from.push(text.length);
  return { folded, from };
}
