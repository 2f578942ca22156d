import { likeTerm } from "#core/schemas/search-text";
import { searchFold } from "#core/format/search-fold";

/** A query of many words finds pages holding all of them: past this many, the rest are ignored. */
const MAX_TERMS = 8;

/** Words that say nothing about what a visitor is looking for ("how to register for GST", "जीएसटी पंजीकरण कैसे करें"). */
const STOP_WORDS = new Set([
  "a", "about", "an", "and", "are", "at", "be", "by", "can", "do", "does", "for", "from", "get", "help", "how", "i",
  "in", "is", "it", "me", "my", "need", "of", "on", "or", "our", "the", "to", "we", "what", "when", "which", "who",
  "why", "with", "you", "your",
  "का", "की", "के", "को", "में", "से", "पर", "तक", "है", "हैं", "था", "और", "या", "कैसे", "क्या", "कब", "कौन", "कहाँ",
  "लिए", "करें", "करना", "चाहिए", "मुझे", "मेरा", "मेरी", "मेरे", "हम", "आप", "अपना", "अपनी", "अपने", "तो", "भी", "ही",
  "कि", "यह", "वह", "ये", "वे",
].map((word) => searchFold(word)));

/** The words of `text` a search looks for, as written (lower case, NFC): no filler, a plural's "s" dropped. */
function wordsOf(text: string): string[] {
  return text
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}\u200C\u200D]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word) && !STOP_WORDS.has(searchFold(word)))
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
}

/**
 * The words of a visitor's query to look for, folded as the search compares text (lower case, no
 * nukta: core/format/search-fold.ts): letters, their marks, digits and the joiners Devanagari needs
 * (U+200C, U+200D) only, so nothing typed is read as SQL LIKE syntax or markup, without filler words,
 * each at most once, each cut to what one LIKE pattern holds (`likeTerm`). A plural's "s" is dropped
 * ("loans" finds "loan"): a match is by a word's start, so this only widens it. `shortened` when a
 * word was cut or left out.
 */
export function searchTermsOf(query: string): { terms: string[]; shortened: boolean } {
  const words = wordsOf(query).map(searchFold);
  const cut = words.map(likeTerm);
  const unique = [...new Set(cut)];
  return { terms: unique.slice(0, MAX_TERMS), shortened: cut.some((term, i) => term !== words[i]) || unique.length > MAX_TERMS };
}

/**
 * Each search term of `text` and the word as `text` spells it ("फाइल" → "फ़ाइल"): a suggestion
 * built from folded terms is shown in the site's or the visitor's own spelling.
 */
export function spellingsOf(text: string): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const word of wordsOf(text)) {
    const term = likeTerm(searchFold(word));
    if (!spellings.has(term)) spellings.set(term, word);
  }
  return spellings;
}

export const searchTerms = (query: string): string[] => searchTermsOf(query).terms;

/**
 * Finds `term` at the start of a word ("loan" in "loans", not "valuation" in "evaluation"), in
 * folded text (searchFold), ending where a letter ends: never before a mark of the same letter. A
 * Devanagari vowel sign or virama (a mark) belongs to its letter, so "एसटी" is not found in
 * "जीएसटी" (a mark before it), nor "पंज" in "पंजीकरण" (ज there carries ी, not its own vowel):
 * a fragment of a syllable is no word. "सेवा" still finds "सेवाएँ", as "loan" finds "loans".
 */
export function termPattern(term: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{M})`, "u");
}
