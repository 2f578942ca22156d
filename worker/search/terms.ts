/** The longest query the search reads; anything after it is ignored rather than refused. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** A query of many words finds pages holding all of them: past this many, the rest are ignored. */
const MAX_TERMS = 8;

/** Words that say nothing about what a visitor is looking for ("how to register for GST"). */
const STOP_WORDS = new Set([
  "a", "about", "an", "and", "are", "at", "be", "by", "can", "do", "does", "for", "from", "get", "help", "how", "i",
  "in", "is", "it", "me", "my", "need", "of", "on", "or", "our", "the", "to", "we", "what", "when", "which", "who",
  "why", "with", "you", "your",
]);

/**
 * The words of a visitor's query to look for, lower case: letters and digits only (so nothing typed
 * is read as SQL LIKE syntax or markup), without filler words, each at most once. A plural's "s" is
 * dropped ("loans" finds "loan"): a match is by substring, so this only widens it.
 */
export function searchTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Finds `term` at the start of a word ("loan" in "loans", not "valuation" in "evaluation"), in lower-case text. */
export function termPattern(term: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u");
}
