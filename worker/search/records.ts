import { searchFold } from "#core/format/search-fold";

/** At most this many records of one source per search: the newest matches. */
export const RECORD_LIMIT = 20;

/** Titles holding a term come first; otherwise the newest first, as listed. The terms are folded (core/format/search-fold.ts). */
export function titlesFirst<T extends { title: string }>(rows: T[], terms: string[]): T[] {
  const inTitle = (row: T) => {
    const title = searchFold(row.title);
    return terms.filter((term) => title.includes(term)).length;
  };
  return rows.map((row) => ({ row, hits: inTitle(row) })).sort((a, b) => b.hits - a.hits).map(({ row }) => row);
}
