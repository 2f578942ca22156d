import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type * as v from "valibot";
import type { Database } from "../db/client";
import type { PublishedState } from "#core/schemas/list-query";
import type { PublishableEntity } from "./entities";
import type { Sent } from "./sent";

/** A table the kit can serve: numeric id, unique slug, a published flag, its schedule and timestamps. */
export type PublishableTable = SQLiteTable & {
  id: SQLiteColumn;
  slug: SQLiteColumn;
  published: SQLiteColumn;
  publishAt: SQLiteColumn;
  scheduledBy: SQLiteColumn;
  createdAt: SQLiteColumn;
  updatedAt: SQLiteColumn;
};

/** A column a resource may name its records by: one that is both read and written. */
export type DisplayField<T extends PublishableTable> = keyof T["$inferSelect"] & keyof T["$inferInsert"] & string;

/** What every publishable list query holds (core/schemas/list-query); each resource adds its own filters. */
export interface PublishableListQuery {
  page: number;
  size: number;
  sort: string;
  q: string;
  from?: string;
  to?: string;
  status?: PublishedState;
}

/** Computed columns an admin list adds to each row (a job's application count), by name. */
export type ListColumns = Record<string, SQL>;

/** The row fields those columns give: each SQL's own type. */
export type ListColumnValues<X extends ListColumns> = { [K in keyof X]: X[K] extends SQL<infer U> ? U : never };

/** A save another record stands in the way of: the form's field to mark, and why. */
export interface Conflict {
  field: string;
  message: string;
}

/** Input made ready to store, and how many images preparing it removed (the admin is told). */
interface Prepared<T> {
  value: T;
  removedImages: number;
}

/** What one publishable resource (blog posts, job listings, the team) supplies to the kit. */
export interface Publishable<
  T extends PublishableTable,
  S extends v.GenericSchema<unknown, Sent<T["$inferInsert"], D>>,
  Hidden extends keyof T["$inferSelect"],
  E extends PublishableEntity = PublishableEntity,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query input; the output is what the kit reads
  Q extends v.GenericSchema<any, PublishableListQuery> = v.GenericSchema<any, PublishableListQuery>,
  X extends ListColumns = ListColumns,
  D extends DisplayField<T> = DisplayField<T>,
> {
  /** Names its events: `post.created`, `job.deleted`, … */
  entity: E;
  table: T;
  /**
   * The column a record is named by: the admin list sorts by it, the activity log names a deleted
   * record by it, and the API sends it as `title` (sent.ts).
   */
  displayField: D;
  /** The admin form's schema; its output is what gets stored (its `title` under `displayField`). */
  schema: S;
  /** The long columns the admin list leaves out. */
  hiddenInList: readonly Hidden[];
  /**
   * The admin list's query (one of core/schemas/list-query: page, size, sort, search, dates,
   * `status` published/draft, plus the resource's own filters), what the search looks in, and
   * the conditions of the resource's own filters.
   */
  list: {
    query: Q;
    search: SQLiteColumn[];
    /** A method, so each resource may take its own query type. */
    filters(query: v.InferOutput<Q>): (SQL | undefined)[];
    /** Computed columns each listed row also carries (e.g. a count from another table). */
    columns?: X;
  };
  messages: {
    notFound: string;
    /** The 409 message, also shown under the slug field. */
    slugTaken: string;
  };
  /**
   * Rules between records that the form's schema cannot see (a Hindi post's original must be an
   * English post without another translation), checked before each save; `id` is the record's own
   * when it is updated. A broken rule is answered as a taken slug is: 409, under its field.
   */
  verify?: (db: Database, input: T["$inferInsert"], id?: number) => Promise<Conflict | undefined>;
  /**
   * Unique columns besides the slug (by their SQL name), with the field and message their clash is
   * answered with: two saves racing past `verify` meet the index, and the second is told why.
   */
  uniqueAlso?: readonly (Conflict & { column: string })[];
  /** Turns valid input into what is stored (e.g. sanitising rich content). */
  prepare?: (input: T["$inferInsert"]) => Prepared<T["$inferInsert"]>;
  /** The R2 object a row owns (e.g. its uploaded image), deleted with the row or when replaced. */
  ownedObject?: (row: T["$inferSelect"]) => string | null;
  /** Further R2 objects a row owns, kept in their own table (a post's body images), deleted with the row. */
  ownedObjects?: (db: Database, id: number) => Promise<string[]>;
  /**
   * The fields a restore of an earlier revision leaves as they are, beside the slug (kept so a link
   * shared since keeps working): those that say where a record stands rather than what it says
   * (a job's hiring status and closing date, a person's place in the list).
   */
  restoreKeeps?: readonly (keyof T["$inferInsert"] & string)[];
  /**
   * Statements joining a new record's batch, given how to find it (its id is not known until the
   * batch runs) and what is stored: a post adopting the images staged for its body.
   */
  onCreate?: (db: Database, created: { where: SQL; value: T["$inferInsert"]; adminId: number }) => BatchItem<"sqlite">[];
}

/** Declares a publishable resource; the identity function exists so TypeScript infers the generics. */
export function definePublishable<
  T extends PublishableTable,
  D extends DisplayField<T>,
  S extends v.GenericSchema<unknown, Sent<T["$inferInsert"], D>>,
  Hidden extends keyof T["$inferSelect"],
  E extends PublishableEntity,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in Publishable
  Q extends v.GenericSchema<any, PublishableListQuery>,
  X extends ListColumns = Record<never, SQL>,
>(resource: Publishable<T, S, Hidden, E, Q, X, D>): Publishable<T, S, Hidden, E, Q, X, D> {
  return resource;
}
