import { site } from "#core/content/site";
import { formatDateTime } from "#core/format/date";
import { hindiDate } from "#core/format/hindi-date";
import { quotedBy, replySubject } from "#core/site/lead-reply";
import { languageTags } from "#core/i18n/locale";
import type { SiteSettings } from "#core/schemas/site-settings";
import { renderMail } from "../mail/layout";
import type { Mail } from "../mail/send";
import type { InquiryDetails } from "./data";
import { leadTopic } from "./lead-topic";

/** The visitor's own words under the reply, the way mail clients quote, introduced in the lead's language. */
function quoted(inquiry: InquiryDetails): string | null {
  if (!inquiry.message) return null;
  const lines = inquiry.message.split(/\r?\n/).map((line) => `> ${line}`);
  const when = inquiry.language === "hi" ? hindiDate(inquiry.createdAt) : formatDateTime(inquiry.createdAt);
  return `${quotedBy(inquiry.language, when, inquiry.name)}\n${lines.join("\n")}`;
}

/**
 * A staff member's reply to the visitor, under the subject in the lead's language (a Hindi lead's in
 * Hindi); the visitor's answer goes to that staff member (Reply-To).
 */
export function replyMail(inquiry: InquiryDetails & { email: string }, body: string, staffAddress: string, contact: Pick<SiteSettings, "phones" | "email">): Mail {
  const original = quoted(inquiry);
  const content = renderMail({
    ...(inquiry.language === "en" ? {} : { lang: languageTags[inquiry.language].html }),
    paragraphs: original ? [body, original] : [body],
    footer: `${site.shortName}\n${contact.phones[0]} · ${contact.email}`,
  });
  return { to: [inquiry.email], replyTo: staffAddress, subject: replySubject(leadTopic(inquiry)), ...content };
}
