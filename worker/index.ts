import { app } from "./app";
import type { Env } from "./env";
import { sweepObjectDeletions } from "./media/object-deletions";

export default {
  fetch: app.fetch,
  /** The cron trigger (wrangler.toml): retries R2 deletions that failed when their row went. */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(sweepObjectDeletions(env));
  },
} satisfies ExportedHandler<Env>;
