import type { Database } from "../db/client";
import { cronRunReads, cronState } from "./cron-runs";
import type { HealthRetries, RetryCounts } from "./retries";

/**
 * Everything /api/health reads from D1, in one batch (one round trip; it fails as a whole when D1
 * cannot answer): the cron's record and the work waiting for the cron to retry, each a count an
 * index or a small table answers, taken by the feature (or kit) whose work it is and declared by it
 * (`healthRetries`, handed over by worker/features.ts): staff notifications of inquiries not yet
 * sent, R2 deletions to retry, newsletter sends not finished.
 */
export async function readHealth<Retries extends HealthRetries>(db: Database, retries: Retries, now = Date.now()) {
  const names = Object.keys(retries) as (keyof Retries & string)[];
  const [lastRun, lastSuccess, lastHourlySuccess, oldestRun, ...counts] = await db.batch([...cronRunReads(db), ...names.map((name) => retries[name]!(db))]);
  const lastSuccessfulCron = lastSuccess[0]?.finishedAt ?? null;
  const lastSuccessfulHourlyCron = lastHourlySuccess[0]?.finishedAt ?? null;
  return {
    cron: cronState({ lastSuccessful: lastSuccessfulCron, lastSuccessfulHourly: lastSuccessfulHourlyCron, oldestStarted: oldestRun[0]?.startedAt ?? null }, now),
    lastSuccessfulCron,
    lastSuccessfulHourlyCron,
    lastCronRun: lastRun[0] ? { startedAt: lastRun[0].startedAt, finishedAt: lastRun[0].finishedAt, failedTasks: lastRun[0].failedTasks } : null,
    retries: Object.fromEntries(names.map((name, i) => [name, (counts[i] as readonly { count: number }[])[0]?.count ?? 0])) as RetryCounts<Retries>,
  };
}
