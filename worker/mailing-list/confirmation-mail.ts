import { getDb } from "../db/client";
import type { EventScope } from "../events/handlers";
import { log } from "../lib/log";
import { renderMail } from "../mail/layout";
import { type Mail, sendMail } from "../mail/send";
import { mailSettings } from "../mail/settings";
import { reserveVisitorMail } from "../mail/visitor-mail-caps";

/** A link of a list's mails: the page at `path`, carrying the token. */
export const tokenLink = (origin: string, path: string, token: string) => `${origin}${path}?token=${encodeURIComponent(token)}`;

/** The words of a list's confirmation mail, in the list's language (`lang`, the HTML's, when not English). */
export interface ConfirmationWords {
  subject: string;
  heading: string;
  paragraphs: string[];
  button: string;
  footer: string;
  lang?: string;
  closing?: string;
}

/** The double opt-in mail: nothing in it comes from the visitor but the address it goes to. */
export function confirmationMail(email: string, link: string, { subject, button, ...words }: ConfirmationWords): Mail {
  return { to: [email], subject, ...renderMail({ ...words, link: { text: button, href: link } }) };
}

/** What a sign-up's event carries for its confirmation mail. */
interface SignedUp {
  id: number;
  email: string;
  ip: string;
}

/**
 * The after-response handler of a list's sign-up event: mails the sign-up its confirmation link,
 * within the visitor mail caps, and logs it as `<logAs>_sent` (or `_capped`).
 */
export function confirmationSender<E extends SignedUp>(logAs: string, mail: (event: E) => Mail) {
  return async (event: E, { env }: EventScope): Promise<void> => {
    if (!mailSettings(env).from) return;
    if (!(await reserveVisitorMail(env, getDb(env.DB), event.email, event.ip))) {
      log("info", `${logAs}_capped`, { id: event.id });
      return;
    }
    const messageId = await sendMail(env, mail(event));
    log("info", `${logAs}_sent`, { id: event.id, messageId });
  };
}
