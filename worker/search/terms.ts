import { likeTerm } from "#core/schemas/search-text";

/** A query of many words finds pages holding all of them: past this many, the rest are ignored. */
const MAX_TERMS = 8;

/** Words that say nothing about what a visitor is looking for ("how to register for GST"). */
const STOP_WORDS = new Set([
  "a", "about", "an", "and", "are", "at", "be", "by", "can", "do", "does", "for", "from", "get", "help", "how", "i",
  "in", "is", "it", "me", "my", "need", "of", "on", "or", "our", "the", "to", "we", "what", "when", "which", "who",
  "why", "with", "you", "your",
]);

/**
 * The words of a visitor's query to look for, lower case: letters, digits and the joiners Devanagari
 * needs (U+200C, U+200D) only, so nothing typed is read as SQL LIKE syntax or markup, without filler
 * words, each at most once, each cut to what one LIKE pattern holds (`likeTerm`). A plural's "s" is
 * dropped ("loans" finds "loan"): a match is by substring, so this only widens it. `shortened` when a
 * word was cut or left out.
 */
export function searchTermsOf(query: string): { terms: string[]; shortened: boolean } {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}\u200C\u200D]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word) && !STOP_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
  const cut = words.map(likeTerm);
  const unique = [...new Set(cut)];
  return { terms: unique.slice(0, MAX_TERMS), shortened: cut.some((term, i) => term !== words[i]) || unique.length > MAX_TERMS };
}

export const searchTerms = (query: string): string[] => searchTermsOf(query).terms;

/**
 * Finds `term` at the start of a word ("loan" in "loans", not "valuation" in "evaluation"), in
 * lower-case text. A vowel sign (a mark) is inside a word: "एसटी" is not found in "जीएसटी".
 */
export function termPattern(term: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u");
}
