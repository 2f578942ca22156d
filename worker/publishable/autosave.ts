import { and, eq } from "drizzle-orm";
import type { RevisionEntity } from "#core/taxonomies/revisions";
export { NEW_RECORD } from "#core/schemas/autosave";
import type { Database } from "../db/client";
import { autosaves } from "./tables";

/** Whose autosave of which record: `key` is the record's id, or NEW_RECORD for one not created yet. */
interface AutosaveSubject {
  adminId: number;
  entity: RevisionEntity;
  key: string;
}

const ofSubject = ({ adminId, entity, key }: AutosaveSubject) =>
  and(eq(autosaves.adminId, adminId), eq(autosaves.entity, entity), eq(autosaves.recordKey, key));

export function findAutosave(db: Database, subject: AutosaveSubject) {
  return db.select({ data: autosaves.data, savedAt: autosaves.savedAt }).from(autosaves).where(ofSubject(subject)).get();
}

/** Writes the admin's autosave of the record, replacing the one before. */
export function writeAutosave(db: Database, subject: AutosaveSubject, data: Record<string, unknown>, savedAt: string) {
  return db
    .insert(autosaves)
    .values({ adminId: subject.adminId, entity: subject.entity, recordKey: subject.key, data, savedAt })
    .onConflictDoUpdate({ target: [autosaves.adminId, autosaves.entity, autosaves.recordKey], set: { data, savedAt } });
}

/** The statement dropping it: the admin saved the record, or discarded what was offered back. */
export function deleteAutosave(db: Database, subject: AutosaveSubject) {
  return db.delete(autosaves).where(ofSubject(subject));
}

/** Every colleague's autosaves of a record go with it: the statement for its delete's batch. */
export function deleteAutosavesOf(db: Database, entity: RevisionEntity, key: string) {
  return db.delete(autosaves).where(and(eq(autosaves.entity, entity), eq(autosaves.recordKey, key)));
}
