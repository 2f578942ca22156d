import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** 1 when an English text is written and its Hindi twin is not, else 0. */
export const hindiGap = (english: SQLiteColumn, hindi: SQLiteColumn): SQL<number> =>
  sql<number>`(coalesce(trim(${english}), '') <> '' and coalesce(trim(${hindi}), '') = '')`;

/** The gaps summed over the rows read: how many texts a Hindi page shows in English. */
export const gapCount = (gaps: SQL<number>[]) => sql<number>`coalesce(sum(${sql.join(gaps, sql` + `)}), 0)`.mapWith(Number);
