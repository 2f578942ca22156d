import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { newsletterBatches, newsletterSends, subscribers } from "./tables";

/**
 * A send's batches in D1: the record that makes the queue's at-least-once delivery send each
 * address once. A batch is claimed (`pending` → `sending`) by one statement before the provider
 * sees it, so a message delivered twice, or a batch enqueued twice, finds nothing to claim.
 */

/** Subscribers per batch: one queue message and one call to the provider (Postmark takes up to 500). */
export const BATCH_SIZE = 100;

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

interface SendAudience {
  id: number;
  /** What the sends before queues had mailed: their subscribers up to this id. */
  cursor: number;
  lastSubscriberId: number;
  createdAt: string;
}

/**
 * The send's audience: the addresses confirmed when it was started (an address confirmed later, or
 * confirmed again after unsubscribing, waits for the next post), still confirmed now. The fan-out
 * cuts batches over it and each batch mails it, so a batch never holds more than it was cut with.
 */
const inAudience = (send: SendAudience) =>
  sql`${subscribers.status} = 'confirmed' and ${subscribers.id} > ${send.cursor} and ${subscribers.id} <= ${send.lastSubscriberId}
    and (${subscribers.confirmedAt} is null or ${subscribers.confirmedAt} <= ${send.createdAt})`;

/**
 * Cuts a send into batches of BATCH_SIZE of its audience, by id: one INSERT … SELECT, so the ids
 * are numbered in SQLite and never cross the wire. Only once: a fan-out delivered again finds
 * batches and adds none (cut again, the numbering could shift and a new batch overlap a sent one).
 * The send's recipients become the audience its batches hold.
 */
export function cutBatches(db: Database, send: SendAudience) {
  // Written into the statement: D1 binds a JavaScript number as a real, and rn / 100.0 is no batch number.
  const size = sql.raw(String(BATCH_SIZE));
  const uncut = sql`not exists (select 1 from ${newsletterBatches} where ${newsletterBatches.sendId} = ${send.id})`;
  return [
    // First, while it is uncut: the recipients are its audience (with what a send from before queues
    // had already counted).
    db
      .update(newsletterSends)
      .set({ recipients: sql`${newsletterSends.sent} + ${newsletterSends.failed} + (select count(*) from ${subscribers} where ${inAudience(send)})` })
      .where(and(eq(newsletterSends.id, send.id), uncut)),
    // Every column in the table's order (drizzle's INSERT … SELECT names them all), and a query
    // builder statement, which db.batch takes where a raw one would not.
    db.insert(newsletterBatches).select(sql`
      select ${send.id}, (rn - 1) / ${size}, min(id), max(id), count(*), 'pending', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      from (select ${subscribers.id} as id, row_number() over (order by ${subscribers.id}) as rn from ${subscribers} where ${inAudience(send)})
      where ${uncut}
      group by (rn - 1) / ${size}`),
  ] as const;
}

/** The batches of a send still to be sent, for the queue. */
export function pendingSeqs(db: Database, sendId: number) {
  return db
    .select({ seq: newsletterBatches.seq })
    .from(newsletterBatches)
    .where(and(eq(newsletterBatches.sendId, sendId), eq(newsletterBatches.status, "pending")))
    .orderBy(newsletterBatches.seq)
    .all();
}

const batchKey = (sendId: number, seq: number) => and(eq(newsletterBatches.sendId, sendId), eq(newsletterBatches.seq, seq));

/** Takes a pending batch for sending; no row when it is taken, done, or unknown. */
export function claimBatch(db: Database, sendId: number, seq: number) {
  return db
    .update(newsletterBatches)
    .set({ status: "sending", attempts: sql`${newsletterBatches.attempts} + 1`, updatedAt: now })
    .where(and(batchKey(sendId, seq), eq(newsletterBatches.status, "pending")))
    .returning({ firstId: newsletterBatches.firstId, lastId: newsletterBatches.lastId, size: newsletterBatches.size, attempts: newsletterBatches.attempts })
    .get();
}

/** The batch's share of the audience: one who unsubscribed, bounced or complained since the fan-out is left out. */
export function batchRecipients(db: Database, send: SendAudience, range: { firstId: number; lastId: number }) {
  return db
    .select({ id: subscribers.id, email: subscribers.email, unsubscribeToken: subscribers.unsubscribeToken })
    .from(subscribers)
    .where(and(inAudience(send), sql`${subscribers.id} between ${range.firstId} and ${range.lastId}`))
    .orderBy(subscribers.id)
    .all();
}

/** A claim as `claimBatch` took it: the batch still `sending` under the attempt this consumer made. */
const stillClaimed = (sendId: number, seq: number, attempt: number) =>
  and(batchKey(sendId, seq), eq(newsletterBatches.status, "sending"), eq(newsletterBatches.attempts, attempt));

/** Hands a claimed batch back after a call that sent nothing, for the queue's retry. */
export function releaseBatch(db: Database, sendId: number, seq: number, attempt: number) {
  return db.update(newsletterBatches).set({ status: "pending", updatedAt: now }).where(stillClaimed(sendId, seq, attempt));
}

/** Marks the send finished once none of its batches is open: the statement that ends every path. */
export function finishIfDone(db: Database, sendId: number) {
  const open = db
    .select({ one: sql`1` })
    .from(newsletterBatches)
    .where(and(eq(newsletterBatches.sendId, sendId), inArray(newsletterBatches.status, ["pending", "sending"])));
  return db
    .update(newsletterSends)
    .set({ finishedAt: now })
    .where(and(eq(newsletterSends.id, sendId), isNull(newsletterSends.finishedAt), sql`not exists ${open}`));
}

/**
 * Closes an open batch without sending it: `failed` once its retries ran out or its outcome was
 * lost (its subscribers count as failed), `cancelled` when the post is gone (they count as nothing).
 */
export function closeUnsent(db: Database, sendId: number, seq: number, status: "failed" | "cancelled", from: readonly ("pending" | "sending")[] = ["pending"]) {
  const open = and(batchKey(sendId, seq), inArray(newsletterBatches.status, [...from]));
  const size = db.select({ size: newsletterBatches.size }).from(newsletterBatches).where(open);
  const failed = status === "failed" ? sql`${newsletterSends.failed} + coalesce((${size}), 0)` : newsletterSends.failed;
  // In this order: the count reads the batch while it is still open.
  return [
    db.update(newsletterSends).set({ failed }).where(eq(newsletterSends.id, sendId)),
    db.update(newsletterBatches).set({ status, updatedAt: now }).where(open),
    finishIfDone(db, sendId),
  ] as const;
}

/**
 * Records what the provider did with a claimed batch: the counts on the send, the batch `sent`,
 * the addresses it reported dead or complaining taken off the list, and the send finished if it
 * was the last. One D1 batch; the counts move only while the batch is still this consumer's claim.
 */
export function recordSent(
  db: Database,
  { sendId, seq, attempt }: { sendId: number; seq: number; attempt: number },
  counts: { sent: number; failed: number; bounced: number[]; complained: number[] },
) {
  const claimed = db.select({ one: sql`1` }).from(newsletterBatches).where(stillClaimed(sendId, seq, attempt));
  const takeOff = (ids: number[], status: "bounced" | "complained") =>
    db
      .update(subscribers)
      .set({ status })
      .where(and(eq(subscribers.status, "confirmed"), sql`${subscribers.id} in (select value from json_each(${JSON.stringify(ids)}))`));
  return [
    db
      .update(newsletterSends)
      .set({ sent: sql`${newsletterSends.sent} + ${counts.sent}`, failed: sql`${newsletterSends.failed} + ${counts.failed}` })
      .where(and(eq(newsletterSends.id, sendId), sql`exists ${claimed}`)),
    db.update(newsletterBatches).set({ status: "sent", updatedAt: now }).where(stillClaimed(sendId, seq, attempt)),
    takeOff(counts.bounced, "bounced"),
    takeOff(counts.complained, "complained"),
    finishIfDone(db, sendId),
  ] as const;
}

/** Batches claimed longer ago than `before` whose outcome was never recorded (the consumer died mid-call). */
export function stalledBatches(db: Database, status: "pending" | "sending", before: string) {
  return db
    .select({ sendId: newsletterBatches.sendId, seq: newsletterBatches.seq })
    .from(newsletterBatches)
    .where(and(eq(newsletterBatches.status, status), lt(newsletterBatches.updatedAt, before)))
    .all();
}
