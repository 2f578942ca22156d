import { app } from "./app";
import type { Env } from "./env";
import { retryNotifications } from "./inquiries/notification-delivery";
import { pruneExpiredInquiries } from "./inquiries/retention";
import { log } from "./lib/log";
import { pruneThrottleEvents } from "./lib/throttle";
import { sweepObjectDeletions } from "./media/object-deletions";
import { answerFromPageCache } from "./ssr/page-cache";
import { resumeNewsletterSends } from "./subscribers/newsletter-send";

export default {
  /**
   * A visitor's page that is in the edge cache is answered before any routing or middleware, so a
   * warm page costs two cache lookups and nothing else; everything else goes to the app.
   */
  async fetch(request, env, ctx) {
    return (await answerFromPageCache(request, env)) ?? app.fetch(request, env, ctx);
  },
  /**
   * The cron trigger (wrangler.toml): deletes inquiries past the retention period with their
   * résumés, then retries R2 deletions that failed when their row went (these included), and
   * retries staff notifications whose send failed, continues newsletter sends with batches left, and
   * drops throttle events older than the longest window (nothing else would, for keys never used again).
   */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      pruneExpiredInquiries(env)
        .catch((err: unknown) => log("error", "inquiries_retention_failed", { message: err instanceof Error ? err.message : String(err) }))
        .then(() => sweepObjectDeletions(env)),
    );
    ctx.waitUntil(retryNotifications(env));
    ctx.waitUntil(resumeNewsletterSends(env));
    ctx.waitUntil(
      pruneThrottleEvents(env).catch((err: unknown) => log("error", "throttle_prune_failed", { message: err instanceof Error ? err.message : String(err) })),
    );
  },
} satisfies ExportedHandler<Env>;
