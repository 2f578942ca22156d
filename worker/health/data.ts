import type { Database } from "../db/client";
import { pendingNotifications } from "../inquiries/figures";
import { pendingDeletions } from "../media/object-deletions";
import { unfinishedSends } from "../subscribers/figures";
import { cronRunReads, cronState } from "./cron-runs";

/**
 * Everything /api/health reads from D1, in one batch (one round trip; it fails as a whole when D1
 * cannot answer): the cron's record and the work waiting for the cron to retry, each a count an
 * index or a small table answers, taken by the feature whose work it is.
 * - notifications: staff notifications of inquiries not yet sent, waiting for their first send or
 *   their next retry (`notify_status = 'pending'`, worker/inquiries/notification-delivery.ts);
 * - deletions: R2 objects whose row is gone but whose delete R2 refused (worker/media/object-deletions.ts);
 * - newsletterSends: newsletter sends with batches still to mail (worker/subscribers/newsletter-queue.ts).
 */
export async function readHealth(db: Database, now = Date.now()) {
  const [lastRun, lastSuccess, lastHourlySuccess, oldestRun, notifications, deletions, sends] = await db.batch([
    ...cronRunReads(db),
    pendingNotifications(db),
    pendingDeletions(db),
    unfinishedSends(db),
  ]);
  const lastSuccessfulCron = lastSuccess[0]?.finishedAt ?? null;
  const lastSuccessfulHourlyCron = lastHourlySuccess[0]?.finishedAt ?? null;
  return {
    cron: cronState({ lastSuccessful: lastSuccessfulCron, lastSuccessfulHourly: lastSuccessfulHourlyCron, oldestStarted: oldestRun[0]?.startedAt ?? null }, now),
    lastSuccessfulCron,
    lastSuccessfulHourlyCron,
    lastCronRun: lastRun[0] ? { startedAt: lastRun[0].startedAt, finishedAt: lastRun[0].finishedAt, failedTasks: lastRun[0].failedTasks } : null,
    retries: {
      notifications: notifications[0]?.count ?? 0,
      deletions: deletions[0]?.count ?? 0,
      newsletterSends: sends[0]?.count ?? 0,
    },
  };
}
