import { and, count, eq, gt, gte, isNull, lte, max, min, type SQL, sql } from "drizzle-orm";
import { getDb, type Database } from "../db/client";
import { blogs, newsletterSends, subscribers } from "../db/schema";
import type { Env } from "../env";
import type { DomainEvent } from "../events/types";
import { log } from "../lib/log";
import { sendMail } from "../mail/send";
import { mailSettings } from "../mail/settings";
import { newsletterMail } from "./newsletter-mail";

/** Mails per batch: one batch is claimed, sent, then counted. */
export const BATCH_SIZE = 50;
/** Batches one run sends (an after-response handler, or the hourly cron that resumes what is left). */
const BATCHES_PER_RUN = 10;
/** Mails handed to the binding at once within a batch, so a run stays well inside waitUntil's time. */
const PARALLEL_SENDS = 10;

/** How many addresses a send would reach now, and the newest of them (where the send stops). */
export async function confirmedAudience(db: Database) {
  const row = await db.select({ total: count(), last: max(subscribers.id) }).from(subscribers).where(eq(subscribers.status, "confirmed")).get();
  return { total: row?.total ?? 0, lastId: row?.last ?? 0 };
}

export function findPostToSend(db: Database, id: number) {
  return db.select({ id: blogs.id, title: blogs.title, slug: blogs.slug, excerpt: blogs.excerpt, published: blogs.published }).from(blogs).where(eq(blogs.id, id)).get();
}

/** The sends of one post, newest first, for its editor. */
export function sendsOfPost(db: Database, postId: number) {
  return db
    .select({ id: newsletterSends.id, recipients: newsletterSends.recipients, sent: newsletterSends.sent, failed: newsletterSends.failed, finishedAt: newsletterSends.finishedAt, createdAt: newsletterSends.createdAt })
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

/**
 * Takes the next batch of a send: moves its cursor past the batch only if nobody else moved it
 * first, so the after-response run and the cron never mail one address twice. A run that dies
 * mid-batch leaves that batch unsent rather than risking doubles.
 */
async function claimBatch(db: Database, sendId: number) {
  const send = await db.select().from(newsletterSends).where(eq(newsletterSends.id, sendId)).get();
  if (!send || send.finishedAt) return null;
  const batch = await db
    .select({ id: subscribers.id, email: subscribers.email, unsubscribeToken: subscribers.unsubscribeToken })
    .from(subscribers)
    .where(and(eq(subscribers.status, "confirmed"), gt(subscribers.id, send.cursor), lte(subscribers.id, send.lastSubscriberId)))
    .orderBy(subscribers.id)
    .limit(BATCH_SIZE)
    .all();
  const next = batch.at(-1)?.id ?? send.lastSubscriberId;
  const claimed = await db
    .update(newsletterSends)
    .set({ cursor: next, ...(batch.length === 0 ? { finishedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` } : {}) })
    .where(and(eq(newsletterSends.id, sendId), eq(newsletterSends.cursor, send.cursor), isNull(newsletterSends.finishedAt)))
    .returning({ id: newsletterSends.id })
    .get();
  return claimed && batch.length > 0 ? { send, batch } : null;
}

/** Sends the batches of one send that are left, up to this run's share. */
export async function continueSend(env: Env, sendId: number): Promise<void> {
  const from = mailSettings(env).from;
  if (!from) return;
  const db = getDb(env.DB);
  for (let run = 0; run < BATCHES_PER_RUN; run++) {
    const claimed = await claimBatch(db, sendId);
    if (!claimed) return;
    const { send, batch } = claimed;
    const post = send.postId ? await findPostToSend(db, send.postId) : undefined;
    if (!post) {
      await db.update(newsletterSends).set({ finishedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` }).where(eq(newsletterSends.id, sendId));
      return;
    }
    let sent = 0;
    let failed = 0;
    for (let start = 0; start < batch.length; start += PARALLEL_SENDS) {
      const group = batch.slice(start, start + PARALLEL_SENDS).filter((s) => s.unsubscribeToken !== null);
      const results = await Promise.allSettled(
        group.map((s) => sendMail(env, newsletterMail(post, { email: s.email, unsubscribeToken: s.unsubscribeToken! }, send.siteOrigin, from))),
      );
      results.forEach((result, i) => {
        if (result.status === "fulfilled") return void sent++;
        failed++;
        const message = result.reason instanceof Error ? result.reason.message : String(result.reason);
        log("error", "newsletter_mail_failed", { sendId, subscriberId: group[i].id, message });
      });
    }
    await db
      .update(newsletterSends)
      .set({ sent: sql`${newsletterSends.sent} + ${sent}`, failed: sql`${newsletterSends.failed} + ${failed}` })
      .where(eq(newsletterSends.id, sendId));
    log("info", "newsletter_batch_sent", { sendId, sent, failed });
  }
}

/** After-response handler: starts mailing a post its admin chose to email to subscribers. */
export async function deliverNewsletter(event: DomainEvent, env: Env): Promise<void> {
  if (event.type === "post.emailed") await continueSend(env, event.sendId);
}

/** The cron's part: continues every send that has batches left. */
export async function resumeNewsletterSends(env: Env): Promise<void> {
  const open = await getDb(env.DB).select({ id: newsletterSends.id }).from(newsletterSends).where(isNull(newsletterSends.finishedAt)).all();
  for (const { id } of open) await continueSend(env, id);
}
