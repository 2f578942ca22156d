import * as v from "valibot";
import { defineForm, field, honeypot } from "../forms/define-form";
import { emailField, honeypotField } from "./contact-fields";

/** The newsletter box: one address (its label is read by screen readers only). */
export const newsletterForm = defineForm({
  email: field("email", "Email address", emailField),
  website: honeypot(honeypotField),
});
export const newsletterSchema = newsletterForm.schema;

/** Sends of posts to subscribers allowed site-wide in any 24 hours. */
export const NEWSLETTER_SENDS_PER_DAY = 3;

/** "Email to subscribers": a post already emailed is sent again only when `resend` says so. */
export const newsletterSendSchema = v.object({
  resend: v.optional(v.boolean("Say whether this is a re-send (resend: true or false)."), false),
});

export const ALREADY_EMAILED_MESSAGE =
  "This post has already been emailed to subscribers. To send it to them again, confirm the re-send.";
export const DAILY_SENDS_MESSAGE = `Subscribers can be emailed at most ${NEWSLETTER_SENDS_PER_DAY} times in 24 hours. Please try again later.`;
export const SCHEDULED_SENDS_MESSAGE = `Subscribers can be emailed at most ${NEWSLETTER_SENDS_PER_DAY} times in 24 hours, counting the emails already scheduled. Cancel another scheduled email or try again later.`;
export const NEWSLETTER_NEEDS_SITE_URL_MESSAGE =
  "Email to subscribers needs the site's address for its links: set SITE_URL in wrangler.toml (e.g. https://www.yourfirm.in) and deploy again.";
