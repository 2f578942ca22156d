import type { Locale } from "#core/i18n/locale";
import type { Database } from "../db/client";
import { contentTitles } from "./content";
import { editDistance } from "./edit-distance";
import { searchTerms, spellingsOf } from "./terms";
import type { SearchSource } from "./types";

/** A typed word longer than this many characters is never corrected: no title word is that long. */
const MAX_CORRECTED_LENGTH = 30;

/** How far a word may be from a site word to be read as a misspelling of it: 1 for ≤ 4 letters, else 2. */
export const allowedDistance = (word: string) => ([...word].length <= 4 ? 1 : 2);

/** Each word of the titles (as search terms: lower case, no filler, no plural s) and how often it occurs. */
function wordCounts(titles: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const title of titles) for (const word of searchTerms(title)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** Each title word as the titles spell it (search terms are folded: "फाइल" is shown "फ़ाइल"). */
function titleSpellings(titles: readonly string[], into = new Map<string, string>()): Map<string, string> {
  for (const title of titles) for (const [term, word] of spellingsOf(title)) if (!into.has(term)) into.set(term, word);
  return into;
}

/** The site's words: how often each occurs in the titles, and how they spell it. */
interface Vocabulary {
  counts: Map<string, number>;
  spellings: Map<string, string>;
}

/** The content's words in each language: the modules are fixed in a deployment, so once per isolate and language. */
const contentWords: Partial<Record<Locale, Vocabulary>> = {};
function contentVocabulary(locale: Locale = "en"): Vocabulary {
  if (!contentWords[locale]) {
    const titles = contentTitles(locale);
    contentWords[locale] = { counts: wordCounts(titles), spellings: titleSpellings(titles) };
  }
  return contentWords[locale];
}

/** The site's words in `locale`: the content's titles and the titles the sources lend (the published posts'). */
export async function siteVocabulary(db: Database, sources: readonly SearchSource[], locale: Locale = "en"): Promise<Vocabulary> {
  const titles = (await Promise.all(sources.map((source) => source.titles?.(db) ?? []))).flat();
  const content = contentVocabulary(locale);
  const counts = new Map(content.counts);
  for (const [word, count] of wordCounts(titles)) counts.set(word, (counts.get(word) ?? 0) + count);
  return { counts, spellings: titleSpellings(titles, new Map(content.spellings)) };
}

/**
 * The site word nearest `term` within its allowed distance (the most frequent, then the first in
 * order, of the nearest), or null when none is near or the term is too long to correct.
 */
export function nearestWord(term: string, vocabulary: Map<string, number>): string | null {
  if ([...term].length > MAX_CORRECTED_LENGTH) return null;
  const max = allowedDistance(term);
  let best: { word: string; distance: number; count: number } | null = null;
  for (const [word, count] of vocabulary) {
    if (word === term) return null;
    const distance = editDistance(term, word, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && (count > best.count || (count === best.count && word < best.word)))) {
      best = { word, distance, count };
    }
  }
  return best?.word ?? null;
}

/**
 * The terms with each one that `hasHits` refuses replaced by its nearest site word, or null when
 * nothing could be corrected. The caller checks that the corrected terms find something.
 */
export function correctedTerms(terms: string[], vocabulary: Map<string, number>, hasHits: (term: string) => boolean): string[] | null {
  let changed = false;
  const corrected = terms.map((term) => {
    if (hasHits(term)) return term;
    const near = nearestWord(term, vocabulary);
    if (near === null) return term;
    changed = true;
    return near;
  });
  return changed ? [...new Set(corrected)] : null;
}
