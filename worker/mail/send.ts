import { EMAIL_PATTERN } from "#core/schemas/contact-fields";
import { site } from "#core/content/site";
import type { Env } from "../env";
import { mailSettings } from "./settings";
import { headerText } from "./text";

/** One mail of the site: plain text and HTML with the same content. */
export interface Mail {
  to: string[];
  /** Where an answer goes (the visitor for a notification, the staff member for a reply). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The only extra headers a mail of the site may carry: a newsletter's one-click unsubscribe (RFC 8058). */
  headers?: Partial<Record<ExtraHeader, string>>;
}

export const EXTRA_HEADERS = ["List-Unsubscribe", "List-Unsubscribe-Post"] as const;
export type ExtraHeader = (typeof EXTRA_HEADERS)[number];

/** A mail that was not handed over: no sender configured, or an address that is not a plain one. */
export class MailRefused extends Error {
  override name = "MailRefused";
}

function checkedAddress(address: string, role: string): string {
  if (!EMAIL_PATTERN.test(address)) throw new MailRefused(`The ${role} address is not a plain email address.`);
  return address;
}

/** Named headers only, each value flattened to one line: a value cannot start another header. */
function extraHeaders(headers: Partial<Record<ExtraHeader, string>>): Record<string, string> {
  const named = EXTRA_HEADERS.filter((name) => headers[name] !== undefined);
  return Object.fromEntries(named.map((name) => [name, headerText(headers[name]!, 900)]));
}

/**
 * Sends one mail through the EMAIL binding, From MAIL_FROM under the firm's name. Every address is
 * checked again and the subject flattened to one line, so no field can add a header; the binding
 * builds the MIME (encoded words for non-ASCII subjects, multipart/alternative). Throws when the
 * binding refuses or fails; returns the message id.
 */
export async function sendMail(env: Pick<Env, "EMAIL" | "MAIL_FROM" | "NOTIFY_TO">, mail: Mail): Promise<string> {
  const { from } = mailSettings(env);
  if (!from) throw new MailRefused("MAIL_FROM is not set, so no mail can be sent.");
  if (mail.to.length === 0) throw new MailRefused("The mail has no recipient.");
  const result = await env.EMAIL.send({
    from: { name: site.shortName, email: from },
    to: mail.to.map((address) => checkedAddress(address, "recipient")),
    ...(mail.replyTo ? { replyTo: checkedAddress(mail.replyTo, "reply-to") } : {}),
    subject: headerText(mail.subject),
    ...(mail.headers ? { headers: extraHeaders(mail.headers) } : {}),
    text: mail.text,
    html: mail.html,
  });
  return result.messageId;
}
