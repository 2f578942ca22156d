import type { Context } from "hono";
import type { AdminEnv } from "../access/require-admin";
import { deleteAutosavesOf } from "./autosave";
import { getDb } from "../db/client";
import { deleteWithOwner } from "../media/lifecycle";
import { deleteRow, findRow, type Row } from "./data";
import { deleteRevisions } from "./revisions";
import { commitPublishable } from "./events";
import type { Publishable, PublishableTable } from "./resource";

/**
 * Deletes a row and reports `<entity>.deleted`; undefined for an unknown id. The objects the row
 * owns in R2 (its image, and any `ownedObjects`) go with it through the media lifecycle: recorded
 * in the same batch, then deleted, or swept later if R2 fails. Its revisions and every colleague's
 * autosave of it go in the same batch.
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
  return deleteWithOwner({ bucket: c.env.MEDIA, db }, keys, (records) =>
    commitPublishable(c, {
      entity: resource.entity,
      action: "deleted",
      id,
      write: (db) => deleteRow(db, resource.table, id),
      also: (db) => [...records, deleteRevisions(db, { entity: resource.entity, key: String(id) }), deleteAutosavesOf(db, resource.entity, String(id))],
      // Gone once the batch has run: the activity log still names it.
      detail: { title: existing[resource.displayField] },
    }),
  );
}
