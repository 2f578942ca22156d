import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { REVISIONS_KEPT, type RevisionEntity } from "#core/taxonomies/revisions";
import type { Database } from "../db/client";
import { adminUsers } from "../access/tables";
import { revisions } from "./tables";
import { staffNameOf } from "../db/staff-name";

export const REVISION_GONE = "That revision is no longer kept. Open the history again to see the ones that are.";

/** One record's revisions: posts, jobs and people by id, a fee by `service/sub-service`. */
export interface RevisionSubject {
  entity: RevisionEntity;
  key: string;
}

/** What a revision keeps of a save: the edited fields, never the published switch (a restore leaves it as it is). */
export type RevisionData = Record<string, unknown>;

export const revisionDataOf = (stored: object): RevisionData => {
  const { published: _published, ...fields } = stored as Record<string, unknown>;
  return fields;
};

const ofSubject = ({ entity, key }: RevisionSubject) => and(eq(revisions.entity, entity), eq(revisions.recordKey, key));

/** The statement keeping one save of a record whose key is known; for a batch. */
export function insertRevision(
  db: Database,
  subject: RevisionSubject,
  data: RevisionData,
  adminId: number | null,
  { restoredFrom, createdAt }: { restoredFrom?: number; createdAt?: string } = {},
) {
  return db
    .insert(revisions)
    .values({ entity: subject.entity, recordKey: subject.key, data, adminId, restoredFrom: restoredFrom ?? null, ...(createdAt ? { createdAt } : {}) });
}

/**
 * The statement keeping a save of the row `where` finds, after the save in its batch: it reads the
 * id from the row, so it serves a create (found by its unique slug, its id not known until the
 * batch runs), and keeps nothing when an update matched no row.
 */
export function insertRevisionOfRow(
  db: Database,
  entity: RevisionEntity,
  table: SQLiteTable & { id: SQLiteColumn },
  where: SQL,
  data: RevisionData,
  { adminId, restoredFrom, basedOn }: { adminId: number; restoredFrom?: number; basedOn?: number },
) {
  return db.insert(revisions).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        entity: sql<string>`${entity}`.as("entity"),
        recordKey: sql<string>`cast(${table.id} as text)`.as("record_key"),
        data: sql<string>`${JSON.stringify(data)}`.as("data"),
        adminId: sql<number>`${adminId}`.as("admin_id"),
        restoredFrom: sql<number | null>`${restoredFrom ?? null}`.as("restored_from"),
        basedOn: sql<number | null>`${basedOn ?? null}`.as("based_on"),
        applied: sql<boolean>`1`.as("applied"),
        createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
      })
      .from(table)
      .where(where),
  );
}

/** The statement dropping a record's revisions beyond the newest REVISIONS_KEPT; after the insert, in its batch. */
export function pruneRevisions(db: Database, subject: RevisionSubject) {
  const kept = db.select({ id: revisions.id }).from(revisions).where(ofSubject(subject)).orderBy(desc(revisions.id)).limit(REVISIONS_KEPT);
  return db.delete(revisions).where(and(ofSubject(subject), sql`${revisions.id} not in ${kept}`));
}

/** A record's revisions go with it: the statement for its delete's batch. */
export function deleteRevisions(db: Database, subject: RevisionSubject) {
  return db.delete(revisions).where(ofSubject(subject));
}

/** Whether a record has any revision: one saved before history was kept has none until its first save. */
export async function hasRevisions(db: Database, subject: RevisionSubject): Promise<boolean> {
  return (await db.select({ id: revisions.id }).from(revisions).where(ofSubject(subject)).limit(1).get()) !== undefined;
}

/** Two saves made from one copy: the second breaks `revisions_one_successor` (tables.ts). */
export const SAME_COPY_SAVED = "revisions.entity, revisions.record_key, revisions.based_on";

/** The newest version saved to the record (kept-only copies aside), with who saved it and when; none before any was kept. */
export function latestRevision(db: Database, subject: RevisionSubject) {
  return db
    .select({ id: revisions.id, adminId: revisions.adminId, savedBy: staffNameOf<string | null>(adminUsers), createdAt: revisions.createdAt })
    .from(revisions)
    .leftJoin(adminUsers, eq(adminUsers.id, revisions.adminId))
    .where(and(ofSubject(subject), eq(revisions.applied, true)))
    .orderBy(desc(revisions.id))
    .limit(1)
    .get();
}

/**
 * Keeps a version in the history without saving it to the record (`applied` false): an editor's
 * copy refused as stale, whose author chose to see the colleague's version; for a batch.
 */
export function insertKeptVersion(db: Database, subject: RevisionSubject, data: RevisionData, adminId: number, basedOn: number) {
  return db.insert(revisions).values({ entity: subject.entity, recordKey: subject.key, data, adminId, basedOn, applied: false }).returning({ id: revisions.id });
}

/** A record's revisions, newest first, with the name (or address) of who saved each. */
export function listRevisions(db: Database, subject: RevisionSubject) {
  return db
    .select({
      id: revisions.id,
      data: revisions.data,
      restoredFrom: revisions.restoredFrom,
      applied: revisions.applied,
      createdAt: revisions.createdAt,
      savedBy: staffNameOf<string | null>(adminUsers),
    })
    .from(revisions)
    .leftJoin(adminUsers, eq(adminUsers.id, revisions.adminId))
    .where(ofSubject(subject))
    .orderBy(desc(revisions.id))
    .limit(REVISIONS_KEPT)
    .all();
}

export function findRevision(db: Database, subject: RevisionSubject, id: number) {
  return db
    .select({ id: revisions.id, data: revisions.data })
    .from(revisions)
    .where(and(ofSubject(subject), eq(revisions.id, id)))
    .get();
}
