import { sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { FileOwners } from "./declaration";

/** Where the public fetches a stored file: its key under /media/ (worker/media/routes.ts). */
const MEDIA_URL_PREFIX = "/media/";

/**
 * The owners of the files a column names, by their key ("resumes/….pdf") or their public URL
 * ("/media/blog-images/….webp"): "<label> <id>" for each row naming one, e.g. "Blog post 12".
 * The keys asked about travel as one JSON parameter (D1 binds at most 100 values a query).
 */
export function filesNamedBy(column: SQLiteColumn, id: SQLiteColumn, label: string): FileOwners {
  return async (db, keys) => {
    const named = JSON.stringify(keys.flatMap((key) => [key, MEDIA_URL_PREFIX + key]));
    const rows = await db
      .select({ value: sql<string>`${column}`, id: sql<number | string>`${id}` })
      .from(column.table)
      .where(sql`${column} in (select value from json_each(${named}))`);
    const owners = new Map<string, string>();
    for (const row of rows) {
      const key = row.value.startsWith(MEDIA_URL_PREFIX) ? row.value.slice(MEDIA_URL_PREFIX.length) : row.value;
      owners.set(key, [owners.get(key), `${label} ${row.id}`].filter(Boolean).join("; "));
    }
    return owners;
  };
}
