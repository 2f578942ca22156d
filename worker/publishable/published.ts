import { and, desc, eq, type SQL } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import type { PublishableTable } from "./resource";

// As in data.ts: drizzle cannot type a select over a generic table, so the result is typed here by
// the columns asked for.
type Columns = Record<string, SQLiteColumn>;

/** The public reads of a publishable resource: only published rows, newest first (all of them by default). */
export function listPublished<C extends Columns>(db: Database, table: PublishableTable, columns: C, filter?: SQL, limit = -1) {
  return db
    .select(columns as Columns)
    .from(table)
    .where(and(eq(table.published, true), filter))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit)
    .all() as unknown as Promise<SelectResultFields<C>[]>;
}

/** One published row by its slug (and `filter`); undefined when it does not exist or is a draft. */
export function findPublished<C extends Columns>(db: Database, table: PublishableTable, columns: C, slug: string, filter?: SQL) {
  return db
    .select(columns as Columns)
    .from(table)
    .where(and(eq(table.slug, slug), eq(table.published, true), filter))
    .get() as unknown as Promise<SelectResultFields<C> | undefined>;
}
