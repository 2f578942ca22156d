import { count, eq, inArray } from "drizzle-orm";
import { type Database, getDb } from "../db/client";
import { pendingObjectDeletions } from "./tables";
import type { Env } from "../env";
import { log } from "../lib/log";

/** How many recorded deletions one sweep retries (D1 binds at most 100 values a query). */
const SWEEP_BATCH = 50;

/**
 * The insert that records an R2 object to delete. The lifecycle (lifecycle.ts) batches it with the
 * write that lets go of the object, so the key is never lost even when R2 is down at that moment.
 */
export function recordObjectDeletion(db: Database, key: string) {
  return db.insert(pendingObjectDeletions).values({ key }).onConflictDoNothing();
}

/** The recorded deletions waiting for the sweep: a retry /api/health reports, a statement for its batch. */
export function pendingDeletions(db: Database) {
  return db.select({ count: count() }).from(pendingObjectDeletions);
}

/**
 * Deletes a recorded object now and forgets the record. When R2 fails, the record stays for the
 * scheduled sweep and the caller carries on: the row is already gone.
 */
export async function deleteRecordedObject(bucket: R2Bucket, db: Database, key: string): Promise<void> {
  try {
    await bucket.delete(key);
  } catch (err) {
    log("warn", "object_delete_deferred", { key, message: err instanceof Error ? err.message : String(err) });
    return;
  }
  await db.delete(pendingObjectDeletions).where(eq(pendingObjectDeletions.key, key));
}

/**
 * The scheduled retry: deletes recorded objects from R2 and removes the records of those it
 * deleted. Returns how many it completed and how many still wait.
 */
export async function sweepObjectDeletions(env: Env): Promise<{ deleted: number; failed: number }> {
  const db = getDb(env.DB);
  const pending = await db.select({ key: pendingObjectDeletions.key }).from(pendingObjectDeletions).limit(SWEEP_BATCH).all();
  const done: string[] = [];
  for (const { key } of pending) {
    try {
      await env.MEDIA.delete(key);
      done.push(key);
    } catch (err) {
      log("warn", "object_delete_retry_failed", { key, message: err instanceof Error ? err.message : String(err) });
    }
  }
  if (done.length > 0) await db.delete(pendingObjectDeletions).where(inArray(pendingObjectDeletions.key, done));
  log("info", "object_deletions_swept", { deleted: done.length, failed: pending.length - done.length });
  return { deleted: done.length, failed: pending.length - done.length };
}
