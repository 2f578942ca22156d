import { app } from "./app";
import type { Env } from "./env";
import { scheduledTasks } from "./features";
import { loggableMessage } from "./db/errors";
import { log } from "./lib/log";
import { pruneThrottleEvents } from "./lib/throttle";
import { sweepObjectDeletions } from "./media/object-deletions";
import { answerFromPageCache } from "./page-cache/page-cache";
import type { ScheduledTask } from "./feature";

/** Runs a task, logging its failure under its feature's name and its own: one task's fault never stops another. */
const run = (feature: string, task: ScheduledTask, env: Env) =>
  Promise.resolve()
    .then(() => task(env))
    .catch((err: unknown) =>
      log("error", "scheduled_task_failed", { feature, task: task.name || "anonymous", message: loggableMessage(err) }),
    );

export default {
  /**
   * A visitor's page that is in the edge cache is answered before any routing or middleware, so a
   * warm page costs two cache lookups and nothing else; everything else goes to the app.
   */
  async fetch(request, env, ctx) {
    return (await answerFromPageCache(request, env, ctx)) ?? app.fetch(request, env, ctx);
  },
  /**
   * The cron trigger (wrangler.toml), each piece on its own so a slow one (a long newsletter send)
   * holds up no other: every feature's scheduled work (worker/features.ts: inquiries past the
   * retention period with their résumés, staff notifications to retry, newsletter sends to
   * continue); the R2 deletions that failed when their row went (one R2 refused during this run's
   * retention is retried on the next); and the throttle events older than the longest window, which
   * nothing else would drop for keys never used again.
   */
  scheduled(_controller, env, ctx) {
    for (const { feature, task } of scheduledTasks) ctx.waitUntil(run(feature, task, env));
    ctx.waitUntil(run("media", sweepObjectDeletions, env));
    ctx.waitUntil(run("lib", pruneThrottleEvents, env));
  },
} satisfies ExportedHandler<Env>;
