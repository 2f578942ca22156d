import { getTableName } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import type { AdminEnv } from "../auth/require-admin";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { commit } from "../events/commit";
import { insertRow, type Row, updateRow } from "./data";
import { adminIdOf, publishableEvent, publishableIntent } from "./events";
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
export async function createPublishable<T extends PublishableTable, S extends v.GenericSchema<unknown, T["$inferInsert"]>>(
  c: Context<AdminEnv>,
  resource: Resource<T, S>,
  input: v.InferOutput<S>,
): Promise<Row<T> | "slug_taken"> {
  const db = getDb(c.env.DB);
  const adminId = adminIdOf(c);
  return unlessSlugTaken(resource.table, async () => {
    const [row] = await commit(c, db, {
      write: insertRow(db, resource.table, stored(resource, input)),
      intent: publishableIntent(resource.entity, "created", adminId),
      event: publishableEvent(resource.entity, "created", adminId),
    });
    return row!;
  });
}

/** Replaces a row's fields (not its image) and reports `<entity>.updated`; undefined for an unknown id. */
export async function updatePublishable<T extends PublishableTable, S extends v.GenericSchema<unknown, T["$inferInsert"]>>(
  c: Context<AdminEnv>,
  resource: Resource<T, S>,
  id: number,
  input: v.InferOutput<S>,
): Promise<Row<T> | undefined | "slug_taken"> {
  const db = getDb(c.env.DB);
  const adminId = adminIdOf(c);
  return unlessSlugTaken(resource.table, async () => {
    const [row] = await commit(c, db, {
      write: updateRow(db, resource.table, id, stored(resource, input)),
      intent: publishableIntent(resource.entity, "updated", adminId, id),
      event: publishableEvent(resource.entity, "updated", adminId),
    });
    return row;
  });
}

/** Publishes or unpublishes and reports `<entity>.published` / `.unpublished`; undefined for an unknown id. */
export async function setPublished<T extends PublishableTable, S extends v.GenericSchema<unknown, T["$inferInsert"]>>(
  c: Context<AdminEnv>,
  resource: Resource<T, S>,
  id: number,
  published: boolean,
): Promise<Row<T> | undefined> {
  const db = getDb(c.env.DB);
  const adminId = adminIdOf(c);
  const action = published ? "published" : "unpublished";
  const [row] = await commit(c, db, {
    write: updateRow(db, resource.table, id, { published } as Partial<T["$inferInsert"]>),
    intent: publishableIntent(resource.entity, action, adminId, id),
    event: publishableEvent(resource.entity, action, adminId),
  });
  return row;
}
