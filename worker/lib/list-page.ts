import { and, asc, desc, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { INDIA_UTC_OFFSET } from "#core/format/india-time";
import { likePattern } from "#core/schemas/search-text";

/** Rows to skip before a 1-based page. */
export const offsetOf = ({ page, size }: { page: number; size: number }) => (page - 1) * size;

/**
 * The created-at bounds of `from`/`to` (YYYY-MM-DD, both days included), on the firm's clock: a
 * day in the admin is a day in India, while timestamps are stored in UTC.
 */
export function dateRange(column: SQLiteColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  const start = (day: string) => new Date(`${day}T00:00:00${INDIA_UTC_OFFSET}`).toISOString();
  const nextDay = (day: string) => new Date(Date.parse(start(day)) + 86_400_000).toISOString();
  return and(from ? gte(column, start(from)) : undefined, to ? lt(column, nextDay(to)) : undefined);
}

/**
 * `sort=-date` as ORDER BY terms: the named column, then the id the same way, so rows with equal
 * values keep one order across pages.
 */
export function orderOf(sort: string, columns: Record<string, SQLiteColumn>, id: SQLiteColumn): SQL[] {
  const descending = sort.startsWith("-");
  const column = columns[sort.replace(/^-/, "")] ?? columns.date;
  const by = descending ? desc : asc;
  return [by(column), by(id)];
}

/**
 * `%text%` for LIKE with the user's own `%`, `_` and `\` taken literally (ESCAPE '\'), the text cut
 * so the pattern fits D1's 50 bytes (`likePattern`, core/schemas/search-text.ts).
 */
function containing(column: SQLiteColumn, text: string): SQL {
  return sql`${column} like ${likePattern(text)} escape '\\'`;
}

/** A case-insensitive "contains" over several columns (LIKE is case-insensitive for ASCII in SQLite). */
export function anyContaining(columns: SQLiteColumn[], text: string): SQL | undefined {
  return text ? or(...columns.map((column) => containing(column, text))) : undefined;
}
