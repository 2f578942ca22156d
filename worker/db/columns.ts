import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, text } from "drizzle-orm/sqlite-core";

/**
 * CHECK (column IN (…)) over a taxonomy, so D1 refuses a value outside it as the types do. The values
 * are written into the constraint as literals (a CHECK cannot take bound parameters), and the column
 * unqualified, so the constraint survives drizzle-kit's rebuild under a temporary table name.
 */
export const oneOf = (name: string, column: AnySQLiteColumn, values: readonly string[]) =>
  check(name, sql`${sql.identifier(column.name)} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "))})`);

/** ISO-8601 UTC timestamps as text: readable in the console, sortable, and what the API returns. */
export const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
export const updatedAt = () =>
  text("updated_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
