/** At most this many records of one source per search: the newest matches. */
export const RECORD_LIMIT = 20;

/** Titles holding a term come first; otherwise the newest first, as listed. */
export function titlesFirst<T extends { title: string }>(rows: T[], terms: string[]): T[] {
  const inTitle = (row: T) => terms.filter((term) => row.title.toLowerCase().includes(term)).length;
  return rows.map((row) => ({ row, hits: inTitle(row) })).sort((a, b) => b.hits - a.hits).map(({ row }) => row);
}
