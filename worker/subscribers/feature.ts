import { subscribers } from "../db/schema";
import { newsletterAudience } from "./bulk-mail-audience";
import { sendSubscriptionConfirmation } from "./confirmation-mail";
import { newsletterForms } from "./forms";
import { subscriptionHeldData } from "./held-data";
import { consumeNewsletterDeadLetters, consumeNewsletterQueue, deliverNewsletter, NEWSLETTER_DEAD_LETTERS, NEWSLETTER_QUEUE, resumeNewsletterSends } from "./newsletter-queue";
import { emailScheduledPosts } from "./scheduled-sends";
import { newsletterExport } from "./data-export";

/**
 * The newsletter: double opt-in mail, sends fanned out through a queue to the bulk mail provider
 * (stalled ones resumed by the cron), subscriptions as personal data.
 */
export const subscribersFeature = {
  name: "subscribers",
  afterResponse: [sendSubscriptionConfirmation, deliverNewsletter],
  audited: [{ type: "subscriber", table: subscribers, id: subscribers.id, label: subscribers.email }],
  heldData: subscriptionHeldData,
  hourly: [resumeNewsletterSends],
  everyFiveMinutes: [emailScheduledPosts],
  forms: newsletterForms,
  bulkMailAudiences: [newsletterAudience],
  queues: { [NEWSLETTER_QUEUE]: consumeNewsletterQueue, [NEWSLETTER_DEAD_LETTERS]: consumeNewsletterDeadLetters },
  exports: newsletterExport,
} as const;
