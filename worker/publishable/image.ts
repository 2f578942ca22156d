import type { Context } from "hono";
import type { AdminEnv } from "../auth/require-admin";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { deleteRecordedObject, recordObjectDeletion } from "../media/object-deletions";
import { putObject } from "../media/put-object";
import { findRow, updateRow } from "./data";
import { adminIdOf } from "./events";
import type { Publishable, PublishableTable } from "./resource";

export interface NewImage {
  /** Where the object goes in R2. */
  key: string;
  /** The public URL the row will point at. */
  url: string;
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Stores a row's new image and reports `<entity>.image_changed`; false for an unknown id. R2 keeps no
 * orphans: the new object goes again if the row cannot point at it, and the old one is recorded
 * for deletion in the same batch that replaces it, then deleted (or swept later).
 */
export async function replaceImage<T extends PublishableTable>(
  c: Context<AdminEnv>,
  resource: Pick<Publishable<T, never, never, "post" | "person">, "entity" | "table" | "ownedObject">,
  /** The column holding the image's public URL. */
  imageField: keyof T["$inferInsert"] & keyof T["$inferSelect"] & string,
  id: number,
  image: NewImage,
): Promise<boolean> {
  const db = getDb(c.env.DB);
  const adminId = adminIdOf(c);
  const type = `${resource.entity}.image_changed` as const;
  const before = await findRow(db, resource.table, id);
  if (!before) return false;
  const previousUrl = (before[imageField] as string | null) ?? null;
  const previousKey = resource.ownedObject?.(before) ?? null;

  await putObject(c.env.MEDIA, image.key, image.bytes, image.contentType);
  const [updated] = await commit(c, db, {
    write: updateRow(db, resource.table, id, { [imageField]: image.url } as Partial<T["$inferInsert"]>),
    also: previousKey ? [recordObjectDeletion(db, previousKey)] : [],
    intent: { type, adminId, id },
    event: (rows) => (rows[0] ? { type, adminId, id, imageUrl: image.url, previousImageUrl: previousUrl } : null),
  }).catch(async (err: unknown) => {
    await c.env.MEDIA.delete(image.key);
    throw err;
  });
  if (!updated) {
    // Deleted meanwhile; its own delete recorded the old object already.
    await c.env.MEDIA.delete(image.key);
    return false;
  }
  if (previousKey) await deleteRecordedObject(c.env.MEDIA, db, previousKey);
  return true;
}
