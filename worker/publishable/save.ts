import { eq, getTableName } from "drizzle-orm";
import type { Context } from "hono";
import { deleteAutosave, NEW_RECORD } from "./autosave";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import type { StaleCopy } from "#core/schemas/edit-conflict";
import { insertKeptVersion, insertRevisionOfRow, latestRevision, type RevisionData, type RevisionSubject, revisionDataOf, SAME_COPY_SAVED } from "./revisions";
import { fieldsOf, revisionStatements } from "./revision-record";
import { findRow, insertRow, type Row, updateRow } from "./data";
import { adminIdOf, commitPublishable } from "./events";
import type { Database } from "../db/client";
import type { Conflict, Publishable, PublishableTable } from "./resource";

/** What saving reads of a resource; the input comes in as its columns (the routes map it from the API's). */
type Resource<T extends PublishableTable> = Pick<
  Publishable<T, never, never>,
  "entity" | "table" | "prepare" | "onCreate" | "messages" | "verify" | "uniqueAlso"
>;

/** The input as stored: prepared (e.g. sanitised) when the resource asks for it. */
const stored = <T extends PublishableTable>(resource: Resource<T>, input: T["$inferInsert"]) =>
  resource.prepare ? resource.prepare(input) : { value: input, removedImages: 0 };

/** A save refused because of another record: a taken slug, or a rule of the resource's `verify`. */
export interface Refused {
  conflict: Conflict;
}

export const isRefused = (saved: unknown): saved is Refused => typeof saved === "object" && saved !== null && "conflict" in saved;

/** A save made on a copy of the record that a colleague (or another tab) has saved over since it was opened. */
export interface Stale {
  stale: StaleCopy;
}

export const isStale = (saved: unknown): saved is Stale => typeof saved === "object" && saved !== null && "stale" in saved;

/** The newest saved version as a stale copy's save meets it: who saved it and when. */
async function staleCopy(db: Database, subject: RevisionSubject, adminId: number): Promise<Stale> {
  const latest = await latestRevision(db, subject);
  return { stale: { revision: latest?.id ?? 0, savedBy: latest?.savedBy ?? null, savedAt: latest?.createdAt ?? new Date().toISOString(), byYou: latest?.adminId === adminId } };
}

/** No schedule: publishing or unpublishing by hand (the switch, or a save with Published on), or the cron's publication, ends one. */
export const UNSCHEDULED = { publishAt: null, scheduledBy: null };

/** A saved row, with `removedImages` only when preparing the input removed some. */
export type Saved<T extends PublishableTable> = Row<T> & { removedImages?: number };

const withRemovedImages = <R extends object>(row: R, removedImages: number): R & { removedImages?: number } =>
  removedImages > 0 ? { ...row, removedImages } : row;

/**
 * The rules a valid form can still break, all about other records: the resource's own (`verify`),
 * then the unique indexes, met by the write itself (a taken slug). Each answers 409, not 500.
 */
async function unlessRefused<T extends PublishableTable, R>(
  db: Database,
  resource: Resource<T>,
  input: T["$inferInsert"],
  id: number | undefined,
  write: () => Promise<R>,
): Promise<R | Refused> {
  const broken = await resource.verify?.(db, input, id);
  if (broken) return { conflict: broken };
  try {
    return await write();
  } catch (err) {
    const table = getTableName(resource.table);
    const unique = [{ column: "slug", field: "slug", message: resource.messages.slugTaken }, ...(resource.uniqueAlso ?? [])];
    const clash = unique.find(({ column }) => isUniqueViolation(err, `${table}.${column}`));
    if (clash) return { conflict: { field: clash.field, message: clash.message } };
    throw err;
  }
}

/**
 * Stores a new row and reports `<entity>.created`. Its first revision is kept in the same batch, and
 * the admin's autosave of the new record is dropped: it is saved now.
 */
export function createPublishable<T extends PublishableTable>(
  c: Context<AdminEnv>,
  resource: Resource<T>,
  input: T["$inferInsert"],
): Promise<Saved<T> | Refused> {
  const { value, removedImages } = stored(resource, input);
  const { entity, table } = resource;
  const adminId = adminIdOf(c);
  return unlessRefused(getDb(c.env.DB), resource, value, undefined, async () => {
    // An insert without ON CONFLICT returns its row or fails.
    const row = (await commitPublishable(c, {
      entity,
      action: "created",
      write: (db) => insertRow(db, table, value),
      also: (db) => {
        const where = eq(table.slug, (value as { slug: string }).slug);
        return [
          insertRevisionOfRow(db, entity, table, where, revisionDataOf(value), { adminId }),
          deleteAutosave(db, { adminId, entity, key: NEW_RECORD }),
          ...(resource.onCreate?.(db, { where, value, adminId }) ?? []),
        ];
      },
    })) as Row<T>;
    return withRemovedImages(row, removedImages);
  });
}

/**
 * Replaces a row's fields (not its image) and reports `<entity>.updated`, or `.restored` for the
 * fields of an earlier revision (`restore.from`; the fields it leaves as they are, `restore.kept`,
 * complete its revision; the published switch stays as it is). Either is
 * kept as a revision in the same batch, and the admin's autosave of the record is dropped.
 * Undefined for an unknown id. `base`: the revision the editor's copy was opened at; when a
 * colleague has saved since, nothing is written and the answer says who and when (`Stale`): the
 * check before, and within the batch the unique index on what each revision was based on, so two
 * saves of one copy never both go through, however close together.
 */
export async function updatePublishable<T extends PublishableTable>(
  c: Context<AdminEnv>,
  resource: Resource<T>,
  id: number,
  input: Partial<T["$inferInsert"]>,
  { restore, base }: { restore?: { from: number; kept: RevisionData }; base?: number } = {},
): Promise<Saved<T> | undefined | Refused | Stale> {
  const { value, removedImages } = stored(resource, input as T["$inferInsert"]);
  const { entity, table } = resource;
  const db = getDb(c.env.DB);
  const adminId = adminIdOf(c);
  const subject = { entity, key: String(id) };
  if (base !== undefined && ((await latestRevision(db, subject))?.id ?? 0) !== base) return staleCopy(db, subject, adminId);
  const restoredFrom = restore?.from;
  // A restore's revision holds the whole record as it now stands: what it wrote, and what it kept.
  const data = { ...restore?.kept, ...revisionDataOf(value) };
  const keep = insertRevisionOfRow(db, entity, table, eq(table.id, id), data, { adminId, restoredFrom, basedOn: base });
  const revisions = await revisionStatements(db, subject, keep, async () => {
    const row = await findRow(db, table, id);
    return row && { data: fieldsOf(row, data), savedAt: String(row.updatedAt) };
  });
  return unlessRefused(db, resource, value, id, async () => {
    try {
      const row = await commitPublishable(c, {
        entity,
        action: restoredFrom ? "restored" : "updated",
        id,
        // Saved with Published on: it is out now, and no schedule is left to publish it again.
        write: (db) => updateRow(db, table, id, (value as { published?: boolean }).published ? { ...value, ...UNSCHEDULED } : value),
        also: (db) => [...revisions, deleteAutosave(db, { adminId, entity, key: String(id) })],
        detail: restoredFrom ? { restoredFrom } : undefined,
      });
      return row && withRemovedImages(row, removedImages);
    } catch (err) {
      // A save of the same copy landed between the check and this batch, which wrote nothing.
      if (base !== undefined && isUniqueViolation(err, SAME_COPY_SAVED)) return staleCopy(db, subject, adminId);
      throw err;
    }
  });
}

/** Publishes or unpublishes and reports `<entity>.published` / `.unpublished`; undefined for an unknown id. */
export function setPublished<T extends PublishableTable>(
  c: Context<AdminEnv>,
  resource: Resource<T>,
  id: number,
  published: boolean,
): Promise<Row<T> | undefined> {
  return commitPublishable(c, {
    entity: resource.entity,
    action: published ? "published" : "unpublished",
    id,
    write: (db) => updateRow(db, resource.table, id, { published, ...UNSCHEDULED } as Partial<T["$inferInsert"]>),
  });
}

/**
 * Keeps an editor's copy refused as stale in the record's history without saving it (its author
 * chose to see the colleague's version instead), and drops their autosave of the record, which the
 * history now holds. Undefined for an unknown id.
 */
export async function keepStaleCopy<T extends PublishableTable>(
  c: Context<AdminEnv>,
  resource: Resource<T>,
  id: number,
  input: Partial<T["$inferInsert"]>,
  base: number,
): Promise<{ revision: number } | undefined> {
  const db = getDb(c.env.DB);
  if (!(await findRow(db, resource.table, id))) return undefined;
  const adminId = adminIdOf(c);
  const subject = { entity: resource.entity, key: String(id) };
  const { value } = stored(resource, input as T["$inferInsert"]);
  const [[kept]] = await db.batch([insertKeptVersion(db, subject, revisionDataOf(value), adminId, base), deleteAutosave(db, { adminId, ...subject })]);
  return { revision: kept!.id };
}

/** The revision a record's editor opens at (0: none kept yet), sent with the record to the editor. */
export async function currentRevision(c: Context<AdminEnv>, entity: Resource<PublishableTable>["entity"], id: number): Promise<number> {
  return (await latestRevision(getDb(c.env.DB), { entity, key: String(id) }))?.id ?? 0;
}
