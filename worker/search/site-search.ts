import { searchKinds } from "#core/taxonomies/search";
import type { Database } from "../db/client";
import { searchContent } from "./content";
import { searchOpenings, searchPosts } from "./records";
import { searchTermsOf } from "./terms";
import type { SearchAnswer } from "./types";

/** Searches the services, sub-services and guides (typed content) and the published posts and openings (D1). */
export async function siteSearch(db: Database, query: string, queryShortened = false): Promise<SearchAnswer> {
  const { terms, shortened: termsShortened } = searchTermsOf(query);
  const shortened = queryShortened || termsShortened;
  if (terms.length === 0) return { query, terms, groups: [], shortened };
  const [post, job] = await Promise.all([searchPosts(db, terms), searchOpenings(db, terms)]);
  const found = { ...searchContent(terms), post, job };
  const groups = searchKinds.map((kind) => ({ kind, results: found[kind] })).filter((group) => group.results.length > 0);
  return { query, terms, groups, shortened };
}
