import { app } from "./app";
import type { Env } from "./env";
import { retryNotifications } from "./inquiries/notification-delivery";
import { sweepObjectDeletions } from "./media/object-deletions";

export default {
  fetch: app.fetch,
  /**
   * The cron trigger (wrangler.toml): retries R2 deletions that failed when their row went, and
   * staff notifications whose send failed.
   */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(sweepObjectDeletions(env));
    ctx.waitUntil(retryNotifications(env));
  },
} satisfies ExportedHandler<Env>;
