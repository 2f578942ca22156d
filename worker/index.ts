import { app } from "./app";
import type { Env } from "./env";
import { scheduledTasks } from "./features";
import { type CronTask, runCronTasks } from "./health/cron-runs";
import { pruneThrottleEvents } from "./lib/throttle";
import { sweepObjectDeletions } from "./media/object-deletions";
import { answerFromPageCache } from "./page-cache/page-cache";

/** Everything the cron runs, each task with the feature (or kit) it belongs to, for its log and the run's record. */
const cronTasks: readonly CronTask[] = [
  ...scheduledTasks,
  { feature: "media", task: sweepObjectDeletions },
  { feature: "lib", task: pruneThrottleEvents },
];

export default {
  /**
   * A visitor's page that is in the edge cache is answered before any routing or middleware, so a
   * warm page costs two cache lookups and nothing else; everything else goes to the app.
   */
  async fetch(request, env, ctx) {
    return (await answerFromPageCache(request, env, ctx)) ?? app.fetch(request, env, ctx);
  },
  /**
   * The cron trigger (wrangler.toml), every piece at once so a slow one (a long newsletter send)
   * holds up no other, and one failing stops no other: every feature's scheduled work
   * (worker/features.ts: inquiries past the retention period with their résumés, staff
   * notifications to retry, newsletter sends to continue); the R2 deletions that failed when their
   * row went (one R2 refused during this run's retention is retried on the next); and the throttle
   * events older than the longest window, which nothing else would drop for keys never used again.
   * Once all have settled, the run is recorded (cron_runs) for /api/health (worker/health/cron-runs.ts).
   */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(runCronTasks(env, cronTasks));
  },
} satisfies ExportedHandler<Env>;
