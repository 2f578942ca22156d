import { getTableName } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import type { AdminEnv } from "../auth/require-admin";
import { isUniqueViolation } from "../db/errors";
import { insertRow, type Row, updateRow } from "./data";
import { commitPublishable } from "./events";
import type { Publishable, PublishableTable } from "./resource";

type Resource<T extends PublishableTable, S extends v.GenericSchema<unknown, T["$inferInsert"]>> = Publishable<T, S, keyof T["$inferSelect"]>;

/** The input as stored: prepared (e.g. sanitised) when the resource asks for it. */
const stored = <T extends PublishableTable, S extends v.GenericSchema<unknown, T["$inferInsert"]>>(
  resource: Resource<T, S>,
  input: v.InferOutput<S>,
) => (resource.prepare ? resource.prepare(input) : input) as T["$inferInsert"];

/** A unique slug is the one rule a valid form can still break; it answers 409, not 500. */
async function unlessSlugTaken<R>(table: PublishableTable, write: () => Promise<R>): Promise<R | "slug_taken"> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, `${getTableName(table)}.slug`)) return "slug_taken";
    throw err;
  }
}

/** Stores a new row and reports `<entity>.created`. */
export function createPublishable<T extends PublishableTable, S extends v.GenericSchema<unknown, T["$inferInsert"]>>(
  c: Context<AdminEnv>,
  resource: Resource<T, S>,
  input: v.InferOutput<S>,
): Promise<Row<T> | "slug_taken"> {
  return unlessSlugTaken(
    resource.table,
    // An insert without ON CONFLICT returns its row or fails.
    () =>
      commitPublishable(c, {
        entity: resource.entity,
        action: "created",
        write: (db) => insertRow(db, resource.table, stored(resource, input)),
      }) as Promise<Row<T>>,
  );
}

/** Replaces a row's fields (not its image) and reports `<entity>.updated`; undefined for an unknown id. */
export function updatePublishable<T extends PublishableTable, S extends v.GenericSchema<unknown, T["$inferInsert"]>>(
  c: Context<AdminEnv>,
  resource: Resource<T, S>,
  id: number,
  input: v.InferOutput<S>,
): Promise<Row<T> | undefined | "slug_taken"> {
  return unlessSlugTaken(resource.table, () =>
    commitPublishable(c, {
      entity: resource.entity,
      action: "updated",
      id,
      write: (db) => updateRow(db, resource.table, id, stored(resource, input)),
    }),
  );
}

/** Publishes or unpublishes and reports `<entity>.published` / `.unpublished`; undefined for an unknown id. */
export function setPublished<T extends PublishableTable, S extends v.GenericSchema<unknown, T["$inferInsert"]>>(
  c: Context<AdminEnv>,
  resource: Resource<T, S>,
  id: number,
  published: boolean,
): Promise<Row<T> | undefined> {
  return commitPublishable(c, {
    entity: resource.entity,
    action: published ? "published" : "unpublished",
    id,
    write: (db) => updateRow(db, resource.table, id, { published } as Partial<T["$inferInsert"]>),
  });
}
