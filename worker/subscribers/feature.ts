import { subscribers } from "../db/schema";
import { sendSubscriptionConfirmation } from "./confirmation-mail";
import { newsletterForms } from "./forms";
import { subscriptionHeldData } from "./held-data";
import { deliverNewsletter, resumeNewsletterSends } from "./newsletter-send";
import { emailScheduledPosts } from "./scheduled-sends";

/** The newsletter: double opt-in mail, sends in batches (continued by the cron), subscriptions as personal data. */
export const subscribersFeature = {
  name: "subscribers",
  afterResponse: [sendSubscriptionConfirmation, deliverNewsletter],
  audited: [{ type: "subscriber", table: subscribers, id: subscribers.id, label: subscribers.email }],
  heldData: subscriptionHeldData,
  hourly: [resumeNewsletterSends],
  everyFiveMinutes: [emailScheduledPosts],
  forms: newsletterForms,
} as const;
