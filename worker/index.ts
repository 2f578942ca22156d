import { app, isUnknownPagePath } from "./app";
import type { Env } from "./env";
import type { EventScope } from "./events/handlers";
import { carriesToken, eventHandlers, frequentTasks, hourlyTasks, queueConsumers } from "./features";
import { type CronTask, runCronTasks } from "./health/cron-runs";
import { log } from "./lib/log";
import { pruneThrottleEvents } from "./lib/throttle";
import { sweepObjectDeletions } from "./media/object-deletions";
import { answerFromPageCache } from "./page-cache/page-cache";

/** The cron's hourly work, each task with the feature (or kit) it belongs to, for its log and the run's record. */
const hourly: readonly CronTask[] = [...hourlyTasks, { feature: "media", task: sweepObjectDeletions }, { feature: "lib", task: pruneThrottleEvents }];

/**
 * The trigger fires every five minutes (wrangler.toml): the run scheduled on the hour also does the
 * hourly work. `scheduledTime` is when the run was due, not when it started, so a late start counts.
 */
const isFirstOfTheHour = (scheduledTime: number) => new Date(scheduledTime).getUTCMinutes() === 0;

export default {
  /**
   * A visitor's page that is in the edge cache, and the not-found page of a path no route answers,
   * are answered before any routing or middleware, from the isolate's memory or one cache lookup;
   * everything else goes to the app.
   */
  async fetch(request, env, ctx) {
    return (await answerFromPageCache(request, env, ctx, isUnknownPagePath, carriesToken)) ?? app.fetch(request, env, ctx);
  },
  /**
   * The one cron trigger, dispatching every periodic job, each piece at once so a slow one (a long
   * sweep) holds up no other, and one failing stops no other. Every run: what is due
   * (scheduled posts and job listings, and from 9:00 IST the morning digest). The first run of each hour also: every feature's hourly
   * work (worker/features.ts: inquiries past the retention period with their résumés, staff
   * notifications to retry, stalled newsletter batches to hand back to the queue); the R2 deletions that failed when their
   * row went; and the throttle events older than the longest window, which nothing else would drop
   * for keys never used again. Once all have settled, the run is recorded (cron_runs) for /api/health.
   */
  scheduled(controller, env, ctx) {
    const events: EventScope = { env, handlers: eventHandlers, ctx, ip: null };
    const withHourly = isFirstOfTheHour(controller.scheduledTime);
    ctx.waitUntil(runCronTasks(env, [...frequentTasks, ...(withHourly ? hourly : [])], events, withHourly));
  },
  /** A batch of a queue's messages, to the consumer its feature declared for that queue (worker/features.ts). */
  async queue(batch, env) {
    const consume = queueConsumers.get(batch.queue);
    if (!consume) {
      // A queue wired in wrangler.toml that no feature consumes: its messages wait for a deploy that does.
      log("error", "queue_without_consumer", { queue: batch.queue, messages: batch.messages.length });
      batch.retryAll({ delaySeconds: 600 });
      return;
    }
    await consume(batch as MessageBatch<never>, env);
  },
} satisfies ExportedHandler<Env>;
