import { searchKinds } from "#core/taxonomies/search";
import type { Database } from "../db/client";
import { searchContent } from "./content";
import { searchOpenings, searchPosts } from "./records";
import { correctedTerms, siteVocabulary } from "./suggest";
import { searchTermsOf } from "./terms";
import type { SearchAnswer, SearchGroup } from "./types";

/** The results for the terms, by kind: only kinds with results, in the order of searchKinds. */
async function findGroups(db: Database, terms: string[]): Promise<SearchGroup[]> {
  const [post, job] = await Promise.all([searchPosts(db, terms), searchOpenings(db, terms)]);
  const found = { ...searchContent(terms), post, job };
  return searchKinds.map((kind) => ({ kind, results: found[kind] })).filter((group) => group.results.length > 0);
}

/**
 * "Did you mean": the query with each term that finds nothing replaced by the nearest word of the
 * site's titles, when that corrected query finds something; null otherwise. Read on the capped terms.
 */
async function suggestionFor(db: Database, terms: string[]): Promise<string | null> {
  const vocabulary = await siteVocabulary(db);
  const words = [...vocabulary.keys()];
  const hasHits = (term: string) => words.some((word) => word.startsWith(term)) || Object.values(searchContent([term])).some((r) => r.length > 0);
  const corrected = correctedTerms(terms, vocabulary, hasHits);
  if (!corrected) return null;
  return (await findGroups(db, corrected)).length > 0 ? corrected.join(" ") : null;
}

/** Searches the services, sub-services and guides (typed content) and the published posts and openings (D1). */
export async function siteSearch(db: Database, query: string, queryShortened = false): Promise<SearchAnswer> {
  const { terms, shortened: termsShortened } = searchTermsOf(query);
  const shortened = queryShortened || termsShortened;
  if (terms.length === 0) return { query, terms, groups: [], shortened, suggestion: null };
  const groups = await findGroups(db, terms);
  const suggestion = groups.length === 0 ? await suggestionFor(db, terms) : null;
  return { query, terms, groups, shortened, suggestion };
}
