import { and, count, eq, isNotNull, isNull, ne, notExists, sql } from "drizzle-orm";
import { NEWSLETTER_SENDS_PER_DAY } from "#core/schemas/newsletter";
import { type Database, getDb } from "../db/client";
import { loggableMessage } from "../db/errors";
import { blogs } from "../blog/tables";
import { scheduledSends } from "./tables";
import { newsletterSends } from "./tables";
import type { Env } from "../env";
import { commitIn } from "../events/commit";
import type { EventScope, InWriteHandler } from "../events/handlers";
import type { EventOf } from "../events/types";
import { log } from "../lib/log";
import { configuredSiteOrigin } from "../lib/site-origin";
import { bulkMailProvider } from "../bulk-mail/provider";
import { mailSettings } from "../mail/settings";
import { publishedOnSchedule } from "../publishable/entities";
import { confirmedAudience, findPostToSend, insertSendIfAllowed, SEND_WINDOW_MS } from "./newsletter-send";

/** A post's chosen send, if any: when it was chosen and by whom. */
export function findScheduledSend(db: Database, postId: number) {
  return db.select({ createdAt: scheduledSends.createdAt, adminId: scheduledSends.adminId }).from(scheduledSends).where(eq(scheduledSends.postId, postId)).get();
}

/** A post still a scheduled draft: one its "also email subscribers" can be chosen for, and kept by. */
const scheduledDraft = (db: Database, postId: number) =>
  db.select({ id: blogs.id }).from(blogs).where(and(eq(blogs.id, postId), eq(blogs.published, false), isNotNull(blogs.publishAt)));

/**
 * The statement recording "also email subscribers" for a scheduled draft, if the daily cap allows
 * it now: the sends started in the last 24 hours and the other sends already scheduled stay under
 * NEWSLETTER_SENDS_PER_DAY. Checked inside the INSERT, so parallel requests cannot pass it together.
 * No row when refused (over the cap, no longer a scheduled draft, or chosen already).
 */
export function insertScheduledSend(db: Database, postId: number, adminId: number) {
  const since = new Date(Date.now() - SEND_WINDOW_MS).toISOString();
  const started = db.select({ n: count() }).from(newsletterSends).where(sql`${newsletterSends.createdAt} >= ${since}`);
  const scheduled = db.select({ n: count() }).from(scheduledSends).where(ne(scheduledSends.postId, postId));
  return db
    .insert(scheduledSends)
    .select(
      // Every column in the table's order: not due yet, chosen now.
      sql`select ${postId}, ${adminId}, null, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          where ${started} + ${scheduled} < ${NEWSLETTER_SENDS_PER_DAY} and exists ${scheduledDraft(db, postId)}`,
    )
    .onConflictDoNothing()
    .returning({ postId: scheduledSends.postId });
}

export function deleteScheduledSend(db: Database, postId: number) {
  return db.delete(scheduledSends).where(eq(scheduledSends.postId, postId)).returning({ postId: scheduledSends.postId });
}

/**
 * In-write handler of a post's publication: when it is the cron's, as scheduled, the choice falls
 * due in the publication's batch, so from then on only its send takes it (no later save of the live
 * post drops it). Runs before dropEndedChoice, which leaves a due choice alone.
 */
export const choiceFallsDue: InWriteHandler<"post.published"> = (intent, db) =>
  intent.id !== undefined && publishedOnSchedule(intent)
    ? [
        db
          .update(scheduledSends)
          .set({ dueAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
          .where(and(eq(scheduledSends.postId, intent.id), isNull(scheduledSends.dueAt))),
      ]
    : [];

/**
 * In-write handler of a post's writes that can end its schedule otherwise than by the cron's
 * publication (cancelling it, publishing or unpublishing by hand, a save with Published on): a
 * choice not yet due goes in the same batch once the post is no longer a scheduled draft.
 */
export const dropEndedChoice: InWriteHandler<"post.published" | "post.unpublished" | "post.updated" | "post.unscheduled"> = (intent, db) =>
  intent.id === undefined
    ? []
    : [db.delete(scheduledSends).where(and(eq(scheduledSends.postId, intent.id), isNull(scheduledSends.dueAt), notExists(scheduledDraft(db, intent.id))))];

/**
 * After-response handler of a post's publication: a scheduled post whose "also email subscribers"
 * fell due in the cron's publication (choiceFallsDue) is emailed in the cron run that published it,
 * as "Email to subscribers" would, to the confirmed subscribers of the moment. A publication by
 * hand finds no choice due: its batch dropped the choice.
 */
export async function emailScheduledPost(event: EventOf<"post.published">, scope: EventScope): Promise<void> {
  const db = getDb(scope.env.DB);
  const chosen = await db
    .select({ postId: scheduledSends.postId, adminId: scheduledSends.adminId })
    .from(scheduledSends)
    .where(and(eq(scheduledSends.postId, event.id), isNotNull(scheduledSends.dueAt)))
    .get();
  if (chosen) await sendOne(scope.env, db, chosen, scope);
}

/**
 * The hourly cron's part, for what the publication's handler could not do: a due choice whose send
 * failed (after-response handlers are not retried), or whose publication reported no event (the
 * colleague who scheduled it has left), is sent now. The choice is taken in the same batch as the
 * send is recorded, so a run that overlaps the handler sends it once. The cap was checked when it
 * was chosen; only the choice is carried out.
 */
export async function retryScheduledSends(env: Env, events: EventScope): Promise<void> {
  const db = getDb(env.DB);
  const due = await db
    .select({ postId: scheduledSends.postId, adminId: scheduledSends.adminId })
    .from(scheduledSends)
    .innerJoin(blogs, eq(blogs.id, scheduledSends.postId))
    .where(and(isNotNull(scheduledSends.dueAt), eq(blogs.published, true)))
    .all();
  const failures: unknown[] = [];
  for (const chosen of due) {
    try {
      await sendOne(env, db, chosen, events);
    } catch (err) {
      log("error", "scheduled_send_failed", { postId: chosen.postId, message: loggableMessage(err) });
      failures.push(err);
    }
  }
  if (failures.length > 0) throw new Error(`${failures.length} of ${due.length} scheduled newsletter sends failed`);
}

async function sendOne(env: Env, db: Database, { postId, adminId }: { postId: number; adminId: number | null }, events: EventScope) {
  const from = mailSettings(env).from;
  const origin = configuredSiteOrigin(env);
  const [post, audience] = await Promise.all([findPostToSend(db, postId), confirmedAudience(db)]);
  const mailOn = from && origin && bulkMailProvider(env);
  if (!mailOn || !post || audience.total === 0) {
    // Nothing can be sent now (mail was turned off, or nobody is left to mail): the choice is let go, and said so.
    log("warn", "scheduled_send_dropped", { postId, reason: !mailOn ? "mail_not_configured" : "no_confirmed_subscribers" });
    await deleteScheduledSend(db, postId);
    return;
  }
  const stillChosen = sql`exists (select 1 from ${scheduledSends} where ${scheduledSends.postId} = ${postId})`;
  const type = "post.emailed" as const;
  await commitIn(events, db, {
    write: insertSendIfAllowed(db, {
      values: { postId, postTitle: post.title, adminId, recipients: audience.total, lastSubscriberId: audience.lastId, siteOrigin: origin },
      resend: true,
      perDay: null,
      when: stillChosen,
    }),
    also: [deleteScheduledSend(db, postId)],
    intent: { type, adminId: adminId ?? undefined, id: postId, detail: { recipients: audience.total, scheduled: true }, onlyIfWritten: true },
    // Without the colleague who chose it (since removed), the hourly cron delivers it instead.
    event: ([row]) => (row && adminId !== null ? { type, adminId, id: postId, sendId: row.id, recipients: audience.total } : null),
  });
}
