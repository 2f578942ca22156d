import { subscribers } from "./tables";
import { sendSubscriptionConfirmation } from "./confirmation-mail";
import { newsletterForms } from "./forms";
import { consumeNewsletterDeadLetters, consumeNewsletterQueue, deliverNewsletter, NEWSLETTER_DEAD_LETTERS, NEWSLETTER_QUEUE, resumeNewsletterSends } from "./newsletter-queue";
import { choiceFallsDue, dropEndedChoice, emailScheduledPost, retryScheduledSends } from "./scheduled-sends";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { subscriberAdminRoutes } from "./admin-routes";
import { newsletterLinkRoutes, newsletterLinks, newsletterList, newsletterPages } from "./mailing-list";
import { newsletterRoutes } from "./newsletter-routes";
import { subscriberRoutes } from "./routes";
import { newsletterExport } from "./data-export";
import { unfinishedSends } from "./figures";

/**
 * The newsletter: double opt-in mail, sends fanned out through a queue to the bulk mail provider
 * (stalled ones resumed by the cron), subscriptions as personal data. A scheduled post's "also
 * email subscribers" falls due in the batch of the cron's publication and is sent once it is stored;
 * whatever else ends the schedule drops it.
 */
export const subscribersFeature = defineFeature({
  name: "subscribers",
  on: {
    "subscriber.created": [sendSubscriptionConfirmation],
    "post.emailed": [deliverNewsletter],
    "post.published": [emailScheduledPost],
  },
  inWrite: {
    "post.published": [choiceFallsDue, dropEndedChoice],
    "post.unpublished": [dropEndedChoice],
    "post.updated": [dropEndedChoice],
    "post.unscheduled": [dropEndedChoice],
  },
  audited: [{ type: "subscriber", table: subscribers, id: subscribers.id, label: subscribers.email }],
  heldData: newsletterList.heldData,
  hourly: [resumeNewsletterSends, retryScheduledSends],
  healthRetries: { newsletterSends: unfinishedSends },
  forms: newsletterForms,
  bulkMailAudiences: [newsletterList.audience],
  queues: { [NEWSLETTER_QUEUE]: consumeNewsletterQueue, [NEWSLETTER_DEAD_LETTERS]: consumeNewsletterDeadLetters },
  api: new Hono<AppEnv>()
    .route("/subscribers", subscriberRoutes)
    .route("/admin/subscribers", subscriberAdminRoutes)
    .route("/admin/newsletter", newsletterRoutes),
  // The newsletter's mail links: confirm, unsubscribe, RFC 8058 one-click.
  pages: newsletterLinkRoutes,
  // The pages its mails link to, each with the subscription's token.
  tokenPages: [newsletterLinks.confirm, newsletterPages.unsubscribe],
  exports: newsletterExport,
});
