import { inArray } from "drizzle-orm";
import { getDb } from "../db/client";
import { inquiries } from "../leads/tables";
import { type Env, retentionMonths } from "../env";
import { log } from "../lib/log";
import { deleteWithOwner } from "../media/lifecycle";
import { expiredInquiries } from "./data";

/** Rows removed per batch (D1 binds at most 100 values a statement) and batches per run. */
const BATCH = 50;
const MAX_BATCHES = 100;

/** The moment `months` calendar months before `now`, as stored timestamps are written (ISO, UTC). */
export function retentionCutoff(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/** The cron's hourly retention (the feature's task): `pruneInquiriesAsOf` now. */
export function pruneExpiredInquiries(env: Env): Promise<{ inquiries: number; resumes: number }> {
  return pruneInquiriesAsOf(env, new Date());
}

/**
 * The scheduled retention: deletes inquiries received more than RETENTION_MONTHS before `now`
 * together with their résumés. Each batch deletes its rows and records their R2 keys in one D1
 * batch, then deletes the objects; an object R2 refuses stays recorded for the object-deletion
 * sweep. Logs the counts.
 */
export async function pruneInquiriesAsOf(env: Env, now: Date): Promise<{ inquiries: number; resumes: number }> {
  const db = getDb(env.DB);
  const cutoff = retentionCutoff(now, retentionMonths(env));
  let deleted = 0;
  let resumes = 0;
  for (let round = 0; round < MAX_BATCHES; round++) {
    const expired = await expiredInquiries(db, cutoff, BATCH);
    if (expired.length === 0) break;
    const keys = expired.flatMap((row) => (row.key ? [row.key] : []));
    const ids = expired.map((row) => row.id);
    await deleteWithOwner({ bucket: env.MEDIA, db }, keys, (records) => db.batch([db.delete(inquiries).where(inArray(inquiries.id, ids)), ...records]));
    deleted += ids.length;
    resumes += keys.length;
    if (expired.length < BATCH) break;
  }
  log("info", "inquiries_retention_pruned", { deleted, resumes, cutoff });
  return { inquiries: deleted, resumes };
}
