import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import { loggableMessage } from "../db/errors";
import { log } from "../lib/log";
import { deleteRecordedObject, recordObjectDeletion } from "./object-deletions";
import type { NewObject } from "./object-kind";
import { putObject } from "./put-object";

/**
 * The life of every object this app stores in R2 (post and body images, people's photos, logos,
 * résumés): checked and named (object-kind.ts), staged here before any row refers to it, attached
 * to its owner row in one write, replaced and deleted with the deletion recorded in that same
 * write's batch, and swept by the schedule when R2 failed (object-deletions.ts). A resource
 * configures its kind and supplies its own write; it performs none of these steps itself.
 */

/** The bucket objects live in and the database that records their pending deletions. */
export interface ObjectStore {
  bucket: R2Bucket;
  db: Database;
}

/** Statements recording objects for deletion, for the caller to put in its write's batch. */
export type DeletionRecords = BatchItem<"sqlite">[];

/**
 * Puts a new object in R2 before anything refers to it (503 when R2 fails, nothing written) and
 * returns its undo, for when no row comes to own it.
 */
export async function stageObject(store: ObjectStore, object: NewObject): Promise<() => Promise<void>> {
  await putObject(store.bucket, object.key, object.bytes, object.contentType);
  return () => discardObject(store, object.key);
}

interface Attachment<R> {
  /** Objects the owner lets go of in the same write (the image being replaced); none by default. */
  replacing?: string[];
  /** The owner's write, with the records of `replacing` to batch with it. */
  write: (records: DeletionRecords) => Promise<R>;
  /** Whether the write attached the object (false when the owner row was gone). */
  attached: (result: R) => boolean;
}

/**
 * Stores a new object and attaches it to its owner row: the object goes again when the write
 * throws or finds no row, so no object is left that no row names; once attached, the objects it
 * replaces are deleted (or, while R2 fails, left recorded for the sweep). Returns the write's result.
 */
export async function attachObject<R>(store: ObjectStore, object: NewObject, { replacing = [], write, attached }: Attachment<R>): Promise<R> {
  const undo = await stageObject(store, object);
  let result: R;
  try {
    result = await write(replacing.map((key) => recordObjectDeletion(store.db, key)));
  } catch (err) {
    await undo();
    throw err;
  }
  if (!attached(result)) {
    await undo();
    return result;
  }
  for (const key of replacing) await deleteRecordedObject(store.bucket, store.db, key);
  return result;
}

/**
 * Deletes objects with the row (or rows) owning them: `write` gets the records of `keys` for its
 * batch, so the keys are kept even when R2 is down; then the objects are deleted, and any R2
 * refuses stay recorded for the sweep. Returns the write's result.
 */
export async function deleteWithOwner<R>(store: ObjectStore, keys: string[], write: (records: DeletionRecords) => Promise<R>): Promise<R> {
  const result = await write(keys.map((key) => recordObjectDeletion(store.db, key)));
  for (const key of keys) await deleteRecordedObject(store.bucket, store.db, key);
  return result;
}

/**
 * Removes a staged object no row came to own. When R2 refuses, the key is recorded for the sweep
 * instead; only when D1 refuses that too is the object left, and its key logged.
 */
async function discardObject(store: ObjectStore, key: string): Promise<void> {
  try {
    await store.bucket.delete(key);
    return;
  } catch (err) {
    log("warn", "object_discard_deferred", { key, message: loggableMessage(err) });
  }
  try {
    await recordObjectDeletion(store.db, key);
  } catch (err) {
    log("error", "object_orphaned", { key, message: loggableMessage(err) });
  }
}
