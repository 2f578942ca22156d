import { and, count, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ListPage } from "#core/schemas/list-query";
import type { RunnableQuery } from "drizzle-orm/runnable-query";
import type { Database } from "../db/client";
import { anyContaining, dateRange, offsetOf, orderOf } from "../lib/list-page";
import type { ListColumnValues, ListColumns, PublishableListQuery, PublishableTable } from "./resource";

// Drizzle cannot resolve query types over a generic table, so the queries are typed here once,
// by the table's own row type; the statements themselves are the same for every table.
export type Row<T extends PublishableTable> = T["$inferSelect"] & { id: number; slug: string; published: boolean };
export type Rows<T extends PublishableTable> = RunnableQuery<Row<T>[], "sqlite"> & Promise<Row<T>[]>;

const now = () => new Date().toISOString();

/**
 * One page of the admin list without the hidden (long) columns, and how many rows match: the
 * search (a "contains" over the resource's search columns), published/draft, dates and the
 * resource's own filters; sorted by date or by the display field.
 */
export async function listRows<T extends PublishableTable, H extends keyof Row<T>, Q extends PublishableListQuery, X extends ListColumns>(
  db: Database,
  resource: { table: T; displayField: string; hiddenInList: readonly H[]; list: { search: SQLiteColumn[]; filters(query: Q): (SQL | undefined)[]; columns?: X } },
  query: Q,
): Promise<ListPage<Omit<Row<T>, H> & ListColumnValues<X>>> {
  const { table, displayField, hiddenInList, list } = resource;
  const tableColumns: Record<string, SQLiteColumn> = getTableColumns(table);
  const columns = {
    ...Object.fromEntries(Object.entries(tableColumns).filter(([name]) => !(hiddenInList as readonly string[]).includes(name))),
    ...list.columns,
  };
  const where = and(
    anyContaining(list.search, query.q),
    query.status ? eq(table.published, query.status === "published") : undefined,
    dateRange(table.createdAt, query.from, query.to),
    ...list.filters(query),
  );
  // `title` is the API's word for the display field, in `sort` as in the JSON.
  const order = orderOf(query.sort, { date: table.createdAt, title: tableColumns[displayField] }, table.id);
  const [[counted], rows] = await db.batch([
    db.select({ total: count() }).from(table).where(where),
    db.select(columns).from(table).where(where).orderBy(...order).limit(query.size).offset(offsetOf(query)),
  ]);
  return { rows: rows as unknown as (Omit<Row<T>, H> & ListColumnValues<X>)[], total: (counted as { total: number } | undefined)?.total ?? 0, page: query.page, size: query.size };
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

/** Slug and last change of every published row (that also meets `filter`), newest first: a resource's entries in the sitemap. */
export function publishedStamps(db: Database, table: PublishableTable, filter?: SQL) {
  return db
    .select({ slug: table.slug, updatedAt: table.updatedAt })
    .from(table)
    .where(and(eq(table.published, true), filter))
    .orderBy(desc(table.createdAt))
    .all() as Promise<{ slug: string; updatedAt: string }[]>;
}
