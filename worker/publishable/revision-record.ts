import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { hasRevisions, insertRevision, pruneRevisions, type RevisionData, type RevisionSubject } from "./revisions";

/** What a record held before a save: its fields and when it was last saved. */
export interface Before {
  data: RevisionData;
  savedAt: string;
}

/**
 * The statements keeping a save of a record as its newest revision (`keep`, the insert), then
 * pruning the oldest; for the save's batch. A record last saved before history was kept has no
 * revision yet: what it held (`before`, read only then) is kept first, unattributed, so that
 * first save can be undone too.
 */
export async function revisionStatements(
  db: Database,
  subject: RevisionSubject,
  keep: BatchItem<"sqlite">,
  before: () => Promise<Before | undefined>,
): Promise<BatchItem<"sqlite">[]> {
  const baseline = (await hasRevisions(db, subject)) ? undefined : await before();
  return [...(baseline ? [insertRevision(db, subject, baseline.data, null, { createdAt: baseline.savedAt })] : []), keep, pruneRevisions(db, subject)];
}

/** `row`'s values of the fields a save writes: what the record held of them before it. */
export const fieldsOf = (row: object, data: RevisionData): RevisionData =>
  Object.fromEntries(Object.keys(data).map((key) => [key, (row as Record<string, unknown>)[key] ?? null]));
