import { and, count, eq, gte, inArray, max, min, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogs } from "../blog/tables";
import { newsletterBatches, newsletterSends, subscribers } from "./tables";

/** How many addresses a send would reach now, and the newest of them (where the send stops). */
export async function confirmedAudience(db: Database) {
  const row = await db.select({ total: count(), last: max(subscribers.id) }).from(subscribers).where(eq(subscribers.status, "confirmed")).get();
  return { total: row?.total ?? 0, lastId: row?.last ?? 0 };
}

export function findPostToSend(db: Database, id: number) {
  return db
    .select({ id: blogs.id, title: blogs.title, slug: blogs.slug, excerpt: blogs.excerpt, published: blogs.published, language: blogs.language })
    .from(blogs)
    .where(eq(blogs.id, id))
    .get();
}

/**
 * The sends of one post, newest first, for its editor: how many were sent and failed, and how many
 * are still to go (the open batches' subscribers; all but those counted before the fan-out cut them).
 */
export function sendsOfPost(db: Database, postId: number) {
  const open = db
    .select({ size: sql<number>`sum(${newsletterBatches.size})` })
    .from(newsletterBatches)
    .where(and(eq(newsletterBatches.sendId, newsletterSends.id), inArray(newsletterBatches.status, ["pending", "sending"])));
  const cut = sql`exists (select 1 from ${newsletterBatches} where ${newsletterBatches.sendId} = ${newsletterSends.id})`;
  const remaining = sql<number>`case when ${newsletterSends.finishedAt} is not null then 0
    when ${cut} then coalesce((${open}), 0)
    else max(${newsletterSends.recipients} - ${newsletterSends.sent} - ${newsletterSends.failed}, 0) end`;
  return db
    .select({
      id: newsletterSends.id,
      recipients: newsletterSends.recipients,
      sent: newsletterSends.sent,
      failed: newsletterSends.failed,
      remaining,
      finishedAt: newsletterSends.finishedAt,
      createdAt: newsletterSends.createdAt,
    })
    .from(newsletterSends)
    .where(eq(newsletterSends.postId, postId))
    .orderBy(sql`${newsletterSends.id} desc`)
    .all();
}

/** The window of the site-wide cap on sends. */
export const SEND_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How many sends started since `since` (ms), and the oldest of them. */
export async function sendsSince(db: Database, since: number) {
  const row = await db
    .select({ count: count(), oldest: min(newsletterSends.createdAt) })
    .from(newsletterSends)
    .where(gte(newsletterSends.createdAt, new Date(since).toISOString()))
    .get();
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

type NewSend = Pick<typeof newsletterSends.$inferInsert, "postId" | "postTitle" | "adminId" | "recipients" | "lastSubscriberId" | "siteOrigin">;

/**
 * The record of a new send, run through `commit` with its `post.emailed` event: one INSERT … SELECT
 * … WHERE, which D1 runs atomically, so it is written only while fewer than `perDay` sends started
 * in the last 24 hours (none for a scheduled send: its cap was checked when it was chosen), unless
 * `resend` the post has never been sent, and `when` holds. No row when refused.
 */
export function insertSendIfAllowed(db: Database, { values, resend, perDay, when }: { values: NewSend; resend: boolean; perDay: number | null; when?: SQL }) {
  const since = new Date(Date.now() - SEND_WINDOW_MS).toISOString();
  const notSentYet = resend ? sql`1` : sql`not exists (select 1 from ${newsletterSends} where ${newsletterSends.postId} = ${values.postId})`;
  const underCap = perDay === null ? sql`1` : sql`(select count(*) from ${newsletterSends} where ${newsletterSends.createdAt} >= ${since}) < ${perDay}`;
  // Every column in the table's order (drizzle's INSERT … SELECT names them all): the id is
  // assigned, the counters start at 0, the time is now.
  return db
    .insert(newsletterSends)
    .select(
      sql`select null, ${values.postId}, ${values.postTitle}, ${values.adminId}, ${values.recipients}, ${values.siteOrigin}, ${values.lastSubscriberId}, 0, 0, 0, null, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          where ${underCap} and ${notSentYet} and ${when ?? sql`1`}`,
    )
    .returning({ id: newsletterSends.id });
}
