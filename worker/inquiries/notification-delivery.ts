import { and, eq, lte, sql } from "drizzle-orm";
import { type Database, getDb } from "../db/client";
import { inquiries } from "../leads/tables";
import type { Env } from "../env";
import type { EventScope } from "../events/handlers";
import type { EventOf } from "../events/types";
import { log } from "../lib/log";
import { configuredSiteOrigin } from "../lib/site-origin";
import { sendMail } from "../mail/send";
import { mailSettings, mailStatus } from "../mail/settings";
import { findInquiry } from "./data";
import { notificationMail } from "./notification-mail";

/** D1's clock as the ISO text the table stores, shifted by `seconds`: every notify time is D1's. */
const dbNow = (seconds = 0) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${seconds} seconds`})`;

/** How long a claimed send may take before the cron may try it again (a worker that died mid-send). */
const LEASE_SECONDS = 10 * 60;
/** Failed sends are retried for this long after the inquiry arrived, then given up. */
const RETRY_HOURS = 24;
/** How many due notifications one cron run sends. */
const RETRY_BATCH = 20;

/** The wait after the n-th failure: 15 minutes, doubling, at most 8 hours (the cron runs hourly). */
export function notificationRetryDelaySeconds(failures: number): number {
  return Math.min(15 * 60 * 2 ** Math.max(failures - 1, 0), 8 * 60 * 60);
}

const isDue = (id: number) => and(eq(inquiries.id, id), eq(inquiries.notifyStatus, "pending"), lte(inquiries.notifyNextAt, dbNow()));

/**
 * Takes the notification for sending: only one sender (the after-response handler or the cron) can
 * move a due row's next attempt past now, so an inquiry is never mailed twice by a race.
 */
async function claim(db: Database, id: number): Promise<number | undefined> {
  const row = await db
    .update(inquiries)
    .set({ notifyNextAt: dbNow(LEASE_SECONDS) })
    .where(isDue(id))
    .returning({ attempts: inquiries.notifyAttempts })
    .get();
  return row?.attempts;
}

function recordSent(db: Database, id: number) {
  return db
    .update(inquiries)
    .set({ notifyStatus: "sent", notifyAttempts: sql`${inquiries.notifyAttempts} + 1`, notifyNextAt: null, notifyError: null })
    .where(eq(inquiries.id, id));
}

/** A failure: the next attempt after the back-off, or "failed" once the inquiry is a day old. */
function recordFailure(db: Database, id: number, failures: number, message: string) {
  const deadline = sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${inquiries.createdAt}, ${`+${RETRY_HOURS} hours`})`;
  const givenUp = sql`${dbNow()} >= ${deadline}`;
  return db
    .update(inquiries)
    .set({
      notifyAttempts: failures,
      notifyError: message.slice(0, 500),
      notifyStatus: sql`case when ${givenUp} then 'failed' else 'pending' end`,
      notifyNextAt: sql`case when ${givenUp} then null else min(${dbNow(notificationRetryDelaySeconds(failures))}, ${deadline}) end`,
    })
    .where(eq(inquiries.id, id))
    .returning({ status: inquiries.notifyStatus })
    .get();
}

type DeliveryOutcome = "sent" | "retrying" | "failed" | "off" | "not_due";

/**
 * Sends the staff notification of one inquiry if it is due, and records the outcome on the inquiry.
 * Without NOTIFY_TO (or a sender) the inquiry is marked "off" and nothing is sent. Never throws for
 * a failed send: it is logged and retried by the cron.
 */
export async function deliverNotification(env: Env, id: number): Promise<DeliveryOutcome> {
  const db = getDb(env.DB);
  if (!mailStatus(env).notifications) {
    // Recorded, not logged: the dashboard already says that notifications are off.
    const off = await db.update(inquiries).set({ notifyStatus: "off", notifyNextAt: null }).where(isDue(id)).returning({ id: inquiries.id }).get();
    return off ? "off" : "not_due";
  }
  const attempts = await claim(db, id);
  if (attempts === undefined) return "not_due";
  const failures = attempts + 1;
  try {
    const inquiry = await findInquiry(db, id);
    if (!inquiry) return "not_due"; // deleted meanwhile: nothing to tell
    // Never the origin a request named: without SITE_URL the mail carries no link.
    const origin = configuredSiteOrigin(env) ?? null;
    const mail = notificationMail(inquiry, mailSettings(env).notifyTo, origin);
    const messageId = await sendMail(env, mail);
    await recordSent(db, id);
    log("info", "inquiry_notified", { id, to: mail.to, subject: mail.subject, messageId, attempt: failures });
    return "sent";
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const recorded = await recordFailure(db, id, failures, message);
    const outcome = recorded?.status === "failed" ? "failed" : "retrying";
    log("error", outcome === "failed" ? "inquiry_notification_given_up" : "inquiry_notification_failed", { id, attempt: failures, message });
    return outcome;
  }
}

/** After-response handler of `inquiry.created`: tells the staff of the new inquiry. */
export async function notifyStaffOfInquiry(event: EventOf<"inquiry.created">, { env }: EventScope): Promise<void> {
  await deliverNotification(env, event.id);
}

/** The cron's part: sends the notifications whose retry is due, oldest first. */
export async function retryNotifications(env: Env): Promise<Record<DeliveryOutcome, number>> {
  const db = getDb(env.DB);
  const due = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.notifyStatus, "pending"), lte(inquiries.notifyNextAt, dbNow())))
    .orderBy(inquiries.notifyNextAt)
    .limit(RETRY_BATCH)
    .all();
  const counts: Record<DeliveryOutcome, number> = { sent: 0, retrying: 0, failed: 0, off: 0, not_due: 0 };
  for (const { id } of due) counts[await deliverNotification(env, id)] += 1;
  if (due.length > 0) log("info", "inquiry_notifications_retried", counts);
  return counts;
}
