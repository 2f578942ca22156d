import type { Context } from "hono";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { attachObject } from "../media/lifecycle";
import { checkUpload, type ObjectKind, type FileRefusal } from "../media/object-kind";
import { findRow, updateRow } from "./data";
import type { ImageEntity } from "./entities";
import { adminIdOf } from "./events";
import type { Publishable, PublishableTable } from "./resource";

/** An image a publishable row owns (a post's cover, a person's photo): its kind and the column holding its URL. */
interface RowImage<T extends PublishableTable> {
  /** Only what the image needs of the resource, whatever its schema and display field. */
  resource: Pick<Publishable<T, never, never, ImageEntity>, "entity" | "table" | "ownedObject">;
  column: keyof T["$inferInsert"] & keyof T["$inferSelect"] & string;
  kind: ObjectKind<string>;
}

/** Declares a row's image; the identity function exists so TypeScript infers the generics. */
export function rowImage<T extends PublishableTable>(resource: RowImage<T>["resource"], column: RowImage<T>["column"], kind: ObjectKind<string>): RowImage<T> {
  return { resource, column, kind };
}

/**
 * Checks an uploaded file and makes it the row's image, reporting `<entity>.image_changed`: the
 * new URL, the refusal of a file that is no such image, or a null URL for an unknown id. The
 * lifecycle keeps R2 without orphans: the old image is recorded for deletion in the batch that
 * replaces it, and the new one goes again if the row cannot point at it.
 */
export async function replaceImage<T extends PublishableTable>(
  c: Context<AdminEnv>,
  { resource, column, kind }: RowImage<T>,
  id: number,
  file: File,
): Promise<{ refusal: FileRefusal } | { url: string | null }> {
  const checked = await checkUpload(kind, file);
  if ("refusal" in checked) return checked;
  const { object } = checked;
  const db = getDb(c.env.DB);
  const adminId = adminIdOf(c);
  const type = `${resource.entity}.image_changed` as const;
  const before = await findRow(db, resource.table, id);
  if (!before) return { url: null };
  const previousUrl = (before[column] as string | null) ?? null;
  const previousKey = resource.ownedObject?.(before) ?? null;

  const [updated] = await attachObject({ bucket: c.env.MEDIA, db }, object, {
    replacing: previousKey ? [previousKey] : [],
    // Deleted meanwhile, the row matches no update; its own delete recorded the old object already.
    write: (records) =>
      commit(c, db, {
        write: updateRow(db, resource.table, id, { [column]: object.url } as Partial<T["$inferInsert"]>),
        also: records,
        intent: { type, adminId, id },
        event: (rows) => (rows[0] ? { type, adminId, id, imageUrl: object.url, previousImageUrl: previousUrl } : null),
      }),
    attached: (rows) => rows.length > 0,
  });
  return { url: updated ? object.url : null };
}
