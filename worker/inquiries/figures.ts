import { and, count, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { inquiries } from "../leads/tables";

/*
 * What the admin counts of the inbox, each a statement for the reader's batch.
 */

/**
 * The dashboard's inquiries, all and new: each read from an index only (new: the status index; an
 * advisor's own: the assignee and status index), so they stay quick at any number of rows.
 * `ownLeadsOf`: the colleague whose inquiries alone are counted (worker/leads/access.ts), or null.
 */
export function inboxCounts(db: Database, ownLeadsOf: number | null) {
  const mine = ownLeadsOf === null ? undefined : eq(inquiries.assigneeId, ownLeadsOf);
  return {
    total: db.select({ total: count() }).from(inquiries).where(mine),
    new: db.select({ total: count() }).from(inquiries).where(and(eq(inquiries.status, "new"), mine)),
  };
}

/**
 * Staff notifications not yet sent, waiting for their first send or their next retry
 * (`notify_status = 'pending'`, notification-delivery.ts): a retry /api/health reports.
 */
export function pendingNotifications(db: Database) {
  return db.select({ count: count() }).from(inquiries).where(eq(inquiries.notifyStatus, "pending"));
}
