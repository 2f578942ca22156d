import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { type Database, getDb } from "../db/client";
import { loggableMessage } from "../db/errors";
import { cronRuns } from "./tables";
import type { Env } from "../env";
import type { EventScope } from "../events/handlers";
import { log } from "../lib/log";

/**
 * Work the cron trigger runs (wrangler.toml), as a feature declares it (`hourly`, `everyFiveMinutes`);
 * a failure is logged under the task's name and stops no other task. `events`: where its writes
 * report their events (the cron has no request).
 */
export type ScheduledTask = (env: Env, events: EventScope) => Promise<unknown>;

/** One piece of the cron's work, named by its feature (or kit) and its function for the log and the record. */
export interface CronTask {
  feature: string;
  task: ScheduledTask;
}

/** How many runs are kept: over eight hours of runs every five minutes, plenty to say when the last good one was. */
export const KEPT_CRON_RUNS = 100;

/**
 * How long without a successful run before the cron counts as stale: two hourly runs of the sweeps
 * (the trigger fires every five minutes, wrangler.toml; the sweeps run in the first of each hour)
 * missed or failed, plus a quarter of an hour for the run under way, so a check does not flap.
 */
export const CRON_STALE_AFTER_MS = (2 * 60 + 15) * 60 * 1000;

/** "inquiries.retryNotifications": how a failed task is named in the record and on /api/health. */
const cronTaskName = ({ feature, task }: CronTask) => `${feature}.${task.name || "anonymous"}`;

/** Runs a task, logging its failure as it happens (and rejecting): one task's fault never stops another. */
const run = (entry: CronTask, env: Env, events: EventScope) =>
  Promise.resolve()
    .then(() => entry.task(env, events))
    .catch((err: unknown) => {
      log("error", "scheduled_task_failed", { feature: entry.feature, task: entry.task.name || "anonymous", message: loggableMessage(err) });
      throw err;
    });

/** The insert of a run and, in the same batch, the deletion of the runs beyond the newest KEPT_CRON_RUNS. */
export async function recordCronRun(db: Database, row: { startedAt: string; finishedAt: string; failedTasks: string[]; hourly: boolean }) {
  await db.batch([
    db.insert(cronRuns).values(row),
    db.delete(cronRuns).where(sql`${cronRuns.id} <= (select max(${cronRuns.id}) from ${cronRuns}) - ${KEPT_CRON_RUNS}`),
  ]);
}

/**
 * One run of the cron: every task at once (a slow one holds up no other),
 * then, once all have settled, one row saying when it ran and which tasks failed. A run whose row
 * cannot be written is logged; /api/health then reports the previous run, and in time a stale cron.
 */
export async function runCronTasks(env: Env, tasks: readonly CronTask[], events: EventScope, hourly: boolean): Promise<{ failedTasks: string[] }> {
  const startedAt = new Date().toISOString();
  const results = await Promise.allSettled(tasks.map((entry) => run(entry, env, events)));
  const failedTasks = tasks.filter((_, i) => results[i].status === "rejected").map(cronTaskName);
  const finishedAt = new Date().toISOString();
  try {
    await recordCronRun(getDb(env.DB), { startedAt, finishedAt, failedTasks, hourly });
  } catch (err) {
    log("error", "cron_run_not_recorded", { startedAt, failedTasks, message: loggableMessage(err) });
  }
  return { failedTasks };
}

const succeeded = sql`json_array_length(${cronRuns.failedTasks}) = 0`;

/**
 * The reads /api/health makes of the record, each reading a row or so (they go into its one batch):
 * the newest run; the newest run without a failure, of any kind and with the hourly work; and the
 * oldest run kept (which, while none has succeeded, says how long the cron has been failing).
 */
export function cronRunReads(db: Database) {
  const columns = { startedAt: cronRuns.startedAt, finishedAt: cronRuns.finishedAt, failedTasks: cronRuns.failedTasks };
  const newestFinished = (where: SQL) => db.select({ finishedAt: cronRuns.finishedAt }).from(cronRuns).where(where).orderBy(desc(cronRuns.id)).limit(1);
  return [
    db.select(columns).from(cronRuns).orderBy(desc(cronRuns.id)).limit(1),
    newestFinished(succeeded),
    newestFinished(and(succeeded, eq(cronRuns.hourly, true)) as SQL),
    db.select({ startedAt: cronRuns.startedAt }).from(cronRuns).orderBy(asc(cronRuns.id)).limit(1),
  ] as const;
}

/** How long without a successful run of any kind (one is due every five minutes) before the cron counts as stale. */
export const FREQUENT_STALE_AFTER_MS = 15 * 60 * 1000;

/**
 * Where the cron stands: "not_yet_run" while no run is recorded (a fresh database, local
 * development, where no trigger fires); "stale" when no run has succeeded for
 * FREQUENT_STALE_AFTER_MS (scheduled publishing waits), or no run with the hourly work for
 * CRON_STALE_AFTER_MS (retention, retries, sweeps wait), each counted from the oldest recorded run
 * while there is no such success; otherwise "ok".
 */
export function cronState(
  { lastSuccessful, lastSuccessfulHourly, oldestStarted }: { lastSuccessful: string | null; lastSuccessfulHourly: string | null; oldestStarted: string | null },
  now = Date.now(),
): "ok" | "stale" | "not_yet_run" {
  if (oldestStarted === null) return "not_yet_run";
  const olderThan = (at: string, ms: number) => {
    const since = Date.parse(at);
    return Number.isNaN(since) || now - since > ms;
  };
  const stale = olderThan(lastSuccessful ?? oldestStarted, FREQUENT_STALE_AFTER_MS) || olderThan(lastSuccessfulHourly ?? oldestStarted, CRON_STALE_AFTER_MS);
  return stale ? "stale" : "ok";
}
