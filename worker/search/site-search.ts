import { searchKinds } from "#core/taxonomies/search";
import type { Database } from "../db/client";
import { searchContent } from "./content";
import { correctedTerms, siteVocabulary } from "./suggest";
import { searchTermsOf } from "./terms";
import type { SearchAnswer, SearchGroup, SearchResult, SearchSource } from "./types";

/** The results for the terms, by kind: only kinds with results, in the order of searchKinds. */
async function findGroups(db: Database, terms: string[], sources: readonly SearchSource[]): Promise<SearchGroup[]> {
  const records = await Promise.all(sources.map(async (source) => [source.kind, await source.find(db, terms)] as const));
  const found: Partial<Record<SearchGroup["kind"], SearchResult[]>> = { ...searchContent(terms), ...Object.fromEntries(records) };
  return searchKinds.flatMap((kind) => {
    const results = found[kind] ?? [];
    return results.length > 0 ? [{ kind, results }] : [];
  });
}

/**
 * "Did you mean": the query with each term that finds nothing replaced by the nearest word of the
 * site's titles, when that corrected query finds something; null otherwise. Read on the capped terms.
 */
async function suggestionFor(db: Database, terms: string[], sources: readonly SearchSource[]): Promise<string | null> {
  const vocabulary = await siteVocabulary(db, sources);
  const words = [...vocabulary.keys()];
  const hasHits = (term: string) => words.some((word) => word.startsWith(term)) || Object.values(searchContent([term])).some((r) => r.length > 0);
  const corrected = correctedTerms(terms, vocabulary, hasHits);
  if (!corrected) return null;
  return (await findGroups(db, corrected, sources)).length > 0 ? corrected.join(" ") : null;
}

/** Searches the services, sub-services and guides (typed content) and the records the features offer (`sources`: posts, openings). */
export async function siteSearch(db: Database, sources: readonly SearchSource[], query: string, queryShortened = false): Promise<SearchAnswer> {
  const { terms, shortened: termsShortened } = searchTermsOf(query);
  const shortened = queryShortened || termsShortened;
  if (terms.length === 0) return { query, terms, groups: [], shortened, suggestion: null };
  const groups = await findGroups(db, terms, sources);
  const suggestion = groups.length === 0 ? await suggestionFor(db, terms, sources) : null;
  return { query, terms, groups, shortened, suggestion };
}
