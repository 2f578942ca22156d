import { desc, eq, getTableColumns } from "drizzle-orm";
import type { RunnableQuery } from "drizzle-orm/runnable-query";
import type { Database } from "../db/client";
import type { PublishableTable } from "./resource";

// Drizzle cannot resolve query types over a generic table, so the queries are typed here once,
// by the table's own row type; the statements themselves are the same for every table.
export type Row<T extends PublishableTable> = T["$inferSelect"] & { id: number; slug: string; published: boolean };
export type Rows<T extends PublishableTable> = RunnableQuery<Row<T>[], "sqlite"> & Promise<Row<T>[]>;

const now = () => new Date().toISOString();

/** The admin list: every row without the hidden (long) columns, newest first. */
export function listRows<T extends PublishableTable, H extends keyof Row<T>>(db: Database, table: T, hidden: readonly H[]) {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([name]) => !(hidden as readonly string[]).includes(name)),
  );
  return db.select(columns).from(table).orderBy(desc(table.createdAt), desc(table.id)).all() as unknown as Promise<Omit<Row<T>, H>[]>;
}

export function findRow<T extends PublishableTable>(db: Database, table: T, id: number) {
  return db.select().from(table).where(eq(table.id, id)).get() as Promise<Row<T> | undefined>;
}

/** The insert, returning the stored row; for a batch. */
export function insertRow<T extends PublishableTable>(db: Database, table: T, values: T["$inferInsert"]) {
  return db.insert(table).values(values).returning() as unknown as Rows<T>;
}

/** The update of some columns (and `updatedAt`), returning the row (none for an unknown id); for a batch. */
export function updateRow<T extends PublishableTable>(db: Database, table: T, id: number, values: Partial<T["$inferInsert"]>) {
  return db
    .update(table)
    .set({ ...values, updatedAt: now() } as T["$inferInsert"])
    .where(eq(table.id, id))
    .returning() as unknown as Rows<T>;
}

/** The delete, returning the deleted row (none for an unknown id); for a batch. */
export function deleteRow<T extends PublishableTable>(db: Database, table: T, id: number) {
  return db.delete(table).where(eq(table.id, id)).returning() as unknown as Rows<T>;
}

/** Slug and last change of every published row, newest first: a resource's entries in the sitemap. */
export function publishedStamps(db: Database, table: PublishableTable) {
  return db
    .select({ slug: table.slug, updatedAt: table.updatedAt })
    .from(table)
    .where(eq(table.published, true))
    .orderBy(desc(table.createdAt))
    .all() as Promise<{ slug: string; updatedAt: string }[]>;
}
