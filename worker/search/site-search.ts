import type { Locale } from "#core/i18n/locale";
import { searchKinds } from "#core/taxonomies/search";
import type { Database } from "../db/client";
import { searchContent } from "./content";
import { correctedTerms, siteVocabulary } from "./suggest";
import { searchTermsOf, spellingsOf, termPattern } from "./terms";
import type { SearchAnswer, SearchGroup, SearchResult, SearchSource } from "./types";

/**
 * The records the sources found, in the search's language: staff write posts and openings in
 * English, so on the Hindi search a record that names no language of its own is marked English.
 */
const inLanguage = (results: SearchResult[], locale: Locale): SearchResult[] =>
  locale === "en" ? results : results.map((result) => (result.lang ? result : { ...result, lang: "en" }));

/** The results for the terms, by kind: only kinds with results, in the order of searchKinds. */
async function findGroups(db: Database, terms: string[], sources: readonly SearchSource[], locale: Locale): Promise<SearchGroup[]> {
  const records = await Promise.all(sources.map(async (source) => [source.kind, inLanguage(await source.find(db, terms, locale), locale)] as const));
  const found: Partial<Record<SearchGroup["kind"], SearchResult[]>> = { ...searchContent(terms, locale), ...Object.fromEntries(records) };
  return searchKinds.flatMap((kind) => {
    const results = found[kind] ?? [];
    return results.length > 0 ? [{ kind, results }] : [];
  });
}

/**
 * "Did you mean": the query with each term that finds nothing replaced by the nearest word of the
 * site's titles (in the titles' spelling), when that corrected query finds something; null
 * otherwise. Read on the capped terms; the words kept are spelt as the visitor typed them.
 */
async function suggestionFor(db: Database, query: string, terms: string[], sources: readonly SearchSource[], locale: Locale): Promise<string | null> {
  const vocabulary = await siteVocabulary(db, sources, locale);
  const words = [...vocabulary.counts.keys()];
  const hasHits = (term: string) => {
    const pattern = termPattern(term);
    return words.some((word) => pattern.test(word)) || Object.values(searchContent([term], locale)).some((r) => r.length > 0);
  };
  const corrected = correctedTerms(terms, vocabulary.counts, hasHits);
  if (!corrected) return null;
  if ((await findGroups(db, corrected, sources, locale)).length === 0) return null;
  const typed = spellingsOf(query);
  return corrected.map((term) => (terms.includes(term) ? typed.get(term) : vocabulary.spellings.get(term)) ?? term).join(" ");
}

/**
 * Searches the services, sub-services, tools and guides (typed content, in the page's language) and
 * the records the features offer (`sources`: posts, openings).
 */
export async function siteSearch(db: Database, sources: readonly SearchSource[], query: string, queryShortened = false, locale: Locale = "en"): Promise<SearchAnswer> {
  const { terms, shortened: termsShortened } = searchTermsOf(query);
  const shortened = queryShortened || termsShortened;
  if (terms.length === 0) return { query, terms, groups: [], shortened, suggestion: null };
  const groups = await findGroups(db, terms, sources, locale);
  const suggestion = groups.length === 0 ? await suggestionFor(db, query, terms, sources, locale) : null;
  return { query, terms, groups, shortened, suggestion };
}
