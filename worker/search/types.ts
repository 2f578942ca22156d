import type { Locale } from "#core/i18n/locale";
import type { SearchKind } from "#core/taxonomies/search";
import type { Database } from "../db/client";

/** One page the search found: plain text throughout (the page renders it as text, never as HTML). */
export interface SearchResult {
  title: string;
  /** A site path. */
  href: string;
  /** Where the page belongs: a sub-service's service line, a post's category, an opening's type and place. */
  context: string | null;
  snippet: string;
  /**
   * The language of the result's own text when it is not the search's: on the Hindi search, a
   * record staff wrote in English (a post, an opening) is "en", for the page to mark it so.
   */
  lang?: Locale;
}

export interface SearchGroup {
  kind: SearchKind;
  results: SearchResult[];
}

/** What GET /api/search answers. */
export interface SearchAnswer {
  /** The query as read (trimmed, at most SEARCH_QUERY_MAX_LENGTH characters, core/schemas/search-text.ts). */
  query: string;
  /** The words looked for, for the page to highlight. */
  terms: string[];
  /** Only kinds with results, in the order of searchKinds. */
  groups: SearchGroup[];
  /** Whether less was searched than was typed: a query over 100 characters, a word over a LIKE pattern's bytes, or too many words. */
  shortened: boolean;
  /** When nothing matched: the query with misspelt words corrected to the site's own words ("gst registration"), only when it finds something; else null. */
  suggestion: string | null;
}

/**
 * Records a feature offers to the site search (published posts, open roles), as it declares them:
 * the typed content (services, sub-services, guides) is the kit's own.
 */
export interface SearchSource {
  kind: SearchKind;
  /** The cache tag of its records' listings (worker/page-cache/cache-tags.ts): search answers carry it. */
  cacheTag: string;
  /**
   * The records holding every term (folded: core/format/search-fold.ts), best first, for the search
   * in `locale`. A record not in that language says so (`lang`); one that does not is taken as English.
   */
  find: (db: Database, terms: string[], locale: Locale) => Promise<SearchResult[]>;
  /** Titles whose words "Did you mean" may offer, when the feature's records lend them. */
  titles?: (db: Database) => Promise<string[]>;
}
