import { EMAIL_PATTERN } from "#core/schemas/contact-fields";
import { site } from "#core/content/site";
import type { Env } from "../env";
import { log } from "../lib/log";
import { configuredSiteOrigin } from "../lib/site-origin";
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

const EXTRA_HEADERS = ["List-Unsubscribe", "List-Unsubscribe-Post"] as const;
type ExtraHeader = (typeof EXTRA_HEADERS)[number];

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

/** Every http(s) address a mail links to: its HTML's href attributes and its extra headers' <…> values. */
function mailLinks(mail: Pick<Mail, "html" | "headers">): string[] {
  const unescape = (href: string) => href.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">");
  const inHtml = [...mail.html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) => unescape((m[1] ?? m[2] ?? m[3]).trim()));
  const inHeaders = Object.values(mail.headers ?? {}).flatMap((value) => [...(value ?? "").matchAll(/<([^>]*)>/g)].map((m) => m[1].trim()));
  return [...inHtml, ...inHeaders].filter((href) => /^https?:/i.test(href));
}

/**
 * A mail may link only to the site's configured origin (SITE_URL): a link built from a request's
 * Host would send a reset token, a confirmation or an unsubscribe link wherever that Host points.
 * Without a valid SITE_URL, a mail that needs a link is not sent (logged once per mail as a warning).
 */
function checkLinks(env: { SITE_URL?: string }, mail: Mail): void {
  const links = mailLinks(mail);
  if (links.length === 0) return;
  const origin = configuredSiteOrigin(env);
  const foreign = links.filter((href) => {
    try {
      return new URL(href).origin !== origin;
    } catch {
      return true;
    }
  });
  if (origin && foreign.length === 0) return;
  const reason = origin ? "link_not_on_site_url" : "site_url_unset";
  // Neither the link (it may hold a token) nor the recipient in the log: the subject says which mail.
  log("warn", "mail_link_refused", { reason, subject: headerText(mail.subject), links: links.length });
  throw new MailRefused(
    origin ? "The mail links to another origin than SITE_URL, so it was not sent." : "SITE_URL is not set, so no mail with a link can be sent.",
  );
}

/**
 * A mail as the site lets it go, whichever way it is sent: every address checked again and the
 * subject flattened to one line, so no field can add a header; only the named extra headers, each
 * on one line; every link on SITE_URL (`checkLinks`). Throws MailRefused.
 */
export function checkedMail<M extends Mail>(env: Pick<Env, "SITE_URL">, mail: M): M {
  if (mail.to.length === 0) throw new MailRefused("The mail has no recipient.");
  checkLinks(env, mail);
  return {
    ...mail,
    to: mail.to.map((address) => checkedAddress(address, "recipient")),
    ...(mail.replyTo ? { replyTo: checkedAddress(mail.replyTo, "reply-to") } : {}),
    subject: headerText(mail.subject),
    ...(mail.headers ? { headers: extraHeaders(mail.headers) } : {}),
  };
}

/**
 * Sends one transactional mail through the EMAIL binding, From MAIL_FROM under the firm's name,
 * once `checkedMail` lets it go; the binding builds the MIME (encoded words for non-ASCII subjects,
 * multipart/alternative). Throws when refused or when the binding fails; returns the message id.
 */
export async function sendMail(env: Pick<Env, "EMAIL" | "MAIL_FROM" | "NOTIFY_TO" | "SITE_URL">, mail: Mail): Promise<string> {
  const { from } = mailSettings(env);
  if (!from) throw new MailRefused("MAIL_FROM is not set, so no mail can be sent.");
  const checked = checkedMail(env, mail);
  const result = await env.EMAIL.send({
    from: { name: site.shortName, email: from },
    to: checked.to,
    ...(checked.replyTo ? { replyTo: checked.replyTo } : {}),
    subject: checked.subject,
    ...(checked.headers ? { headers: checked.headers } : {}),
    text: checked.text,
    html: checked.html,
  });
  return result.messageId;
}
