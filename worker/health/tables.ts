import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One row per run of the cron trigger (wrangler.toml), written when all its tasks have settled
 * (worker/health/cron-runs.ts), so /api/health can say when the scheduled work last succeeded. Only
 * the newest rows are kept: each write deletes those beyond them.
 */
export const cronRuns = sqliteTable("cron_runs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  startedAt: text("started_at").notNull(),
  finishedAt: text("finished_at").notNull(),
  /** JSON array of the tasks that failed in this run ("feature.task"); empty when every one succeeded. */
  failedTasks: text("failed_tasks", { mode: "json" }).$type<string[]>().notNull(),
  /** Whether the run did the hourly work too (the first run of each hour), not only what was due. */
  hourly: integer("hourly", { mode: "boolean" }).notNull().default(false),
});
