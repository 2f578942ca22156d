import type { Context } from "hono";
import type { AdminEnv } from "../auth/require-admin";
import { getDb } from "../db/client";
import { deleteRecordedObject, recordObjectDeletion } from "../media/object-deletions";
import { deleteRow, findRow, type Row } from "./data";
import { commitPublishable } from "./events";
import type { Publishable, PublishableTable } from "./resource";

/**
 * Deletes a row and reports `<entity>.deleted`; undefined for an unknown id. An object the row
 * owns in R2 (its image, and any `ownedObjects`) is recorded for deletion in the same batch and then deleted: if R2 fails, the row is
 * gone all the same and the scheduled sweep deletes the object later.
 */
export async function deletePublishable<T extends PublishableTable>(
  c: Context<AdminEnv>,
  resource: Pick<Publishable<T, never, never>, "entity" | "table" | "displayField" | "ownedObject" | "ownedObjects">,
  id: number,
): Promise<Row<T> | undefined> {
  const db = getDb(c.env.DB);
  const existing = await findRow(db, resource.table, id);
  if (!existing) return undefined;
  const objectKey = resource.ownedObject?.(existing) ?? null;
  const keys = [...(objectKey ? [objectKey] : []), ...((await resource.ownedObjects?.(db, id)) ?? [])];
  const deleted = await commitPublishable(c, {
    entity: resource.entity,
    action: "deleted",
    id,
    write: (db) => deleteRow(db, resource.table, id),
    also: (db) => keys.map((key) => recordObjectDeletion(db, key)),
    // Gone once the batch has run: the activity log still names it.
    detail: { title: existing[resource.displayField] },
  });
  if (deleted) {
    for (const key of keys) await deleteRecordedObject(c.env.MEDIA, db, key);
  }
  return deleted;
}
