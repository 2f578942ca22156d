import { newsletterNotice } from "#core/content/next-steps";
import { site } from "#core/content/site";
import { getDb } from "../db/client";
import type { EventScope } from "../events/handlers";
import type { EventOf } from "../events/types";
import { log } from "../lib/log";
import { renderMail } from "../mail/layout";
import { type Mail, sendMail } from "../mail/send";
import { mailSettings } from "../mail/settings";
import { reserveVisitorMail } from "../mail/visitor-mail-caps";
import { CONFIRM_DAYS } from "./opt-in";

/** The confirmation link of a sign-up: a page whose button confirms (a mail scanner's GET confirms nothing). */
export const confirmUrl = (origin: string, token: string) => `${origin}/newsletter/confirm?token=${encodeURIComponent(token)}`;

/** The double opt-in mail: nothing in it comes from the visitor but the address it goes to. */
export function confirmationMail(email: string, link: string): Mail {
  const subject = `Confirm your subscription to ${site.shortName} articles`;
  const content = renderMail({
    heading: "Please confirm your subscription",
    paragraphs: [newsletterNotice, `The link works for ${CONFIRM_DAYS} days. Until you confirm, we send you nothing else.`],
    link: { text: "Confirm my subscription", href: link },
    footer: `${site.name}.\nThis address was entered in the newsletter box on our website. If that was not you, ignore this email and you will not be subscribed.`,
  });
  return { to: [email], subject, ...content };
}

/** After-response handler of `subscriber.created`: mails the confirmation link of the sign-up, within the visitor mail caps. */
export async function sendSubscriptionConfirmation(event: EventOf<"subscriber.created">, { env }: EventScope): Promise<void> {
  if (!mailSettings(env).from) return;
  if (!(await reserveVisitorMail(env, getDb(env.DB), event.email, event.ip))) {
    log("info", "subscription_confirmation_capped", { id: event.id });
    return;
  }
  const messageId = await sendMail(env, confirmationMail(event.email, confirmUrl(event.origin, event.confirmToken)));
  log("info", "subscription_confirmation_sent", { id: event.id, messageId });
}
