import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { scheduledSends } from "./tables";

/*
 * A scheduled post's "also email subscribers" (chosen and sent in worker/subscribers), as the
 * post's schedule carries it: the blog declares these two statements to the publishable kit.
 */

/** The schedule ended otherwise than by the cron's publication: the choice goes, unless already due. */
export const dropScheduledSend = (db: Database, postId: number) => [
  db.delete(scheduledSends).where(and(eq(scheduledSends.postId, postId), isNull(scheduledSends.dueAt))),
];

/** The cron published the post: the choice is due, and nothing but its send takes it from here. */
export const scheduledSendDue = (db: Database, postId: number) => [
  db
    .update(scheduledSends)
    .set({ dueAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(and(eq(scheduledSends.postId, postId), isNull(scheduledSends.dueAt))),
];
