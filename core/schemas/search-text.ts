/*
 * What every search that becomes a SQL LIKE pattern may hold, on both sides (the worker caps, the
 * public search page says so). D1 refuses a LIKE pattern of more than 50 bytes ("LIKE or GLOB pattern
 * too complex"), counting the two % around a term and every escape: so a term is cut to 48 UTF-8
 * bytes after escaping (a Devanagari letter is 3 bytes, an emoji 4), and a query to 100 characters,
 * before any SQL is built.
 */

/** The longest query a search reads, in characters (code points); the rest is ignored. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** The most UTF-8 bytes one escaped LIKE term may take: with its two % the pattern stays within D1's 50. */
export const LIKE_TERM_MAX_BYTES = 48;

const encoder = new TextEncoder();
const utf8Length = (text: string) => encoder.encode(text).length;

/** The text with LIKE's own `%`, `_` and `\` taken literally (for `ESCAPE '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * The longest start of `term` whose escaped form fits in LIKE_TERM_MAX_BYTES, cut between
 * characters (an unpaired surrogate is dropped, never half of a pair kept).
 */
export function likeTerm(term: string): string {
  let bytes = 0;
  let kept = "";
  for (const ch of term) {
    if (ch.length === 1 && ch >= "\uD800" && ch <= "\uDFFF") continue;
    const size = utf8Length(escapeLike(ch));
    if (bytes + size > LIKE_TERM_MAX_BYTES) break;
    bytes += size;
    kept += ch;
  }
  return kept;
}

/** `%term%`, escaped and within D1's limit: the one way a LIKE pattern is made from typed text. */
export function likePattern(term: string): string {
  return `%${escapeLike(likeTerm(term))}%`;
}

/** A typed query trimmed and cut to SEARCH_QUERY_MAX_LENGTH characters; `shortened` when something was cut. */
export function searchQueryOf(raw: string): { query: string; shortened: boolean } {
  const characters = [...raw.trim()];
  const query = characters.slice(0, SEARCH_QUERY_MAX_LENGTH).join("").trim();
  return { query, shortened: characters.length > SEARCH_QUERY_MAX_LENGTH };
}

/** The public search page's note when it searched less than was typed. */
export const shortenedSearchNote = (searched: string) => `Your search was shortened to “${searched}”.`;
