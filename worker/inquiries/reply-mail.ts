import { site } from "#core/content/site";
import { formatDateTime } from "#core/format/date";
import type { SiteSettings } from "#core/schemas/site-settings";
import { renderMail } from "../mail/layout";
import type { Mail } from "../mail/send";
import type { InquiryDetails } from "./data";

/**
 * The subject of a reply, as the visitor would recognise their own message: "Re: " and the subject
 * they wrote, or what they wrote about (the service, the quote, the job).
 */
export function replySubject(inquiry: InquiryDetails): string {
  if (inquiry.type === "callback") return "Re: Your call-back request";
  if (inquiry.subject) return `Re: ${inquiry.subject}`;
  if (inquiry.type === "service_enquiry" && inquiry.service) return `Re: Your enquiry about ${inquiry.service}`;
  if (inquiry.type === "quote" && inquiry.service) return `Re: Your quote request for ${inquiry.service}`;
  if (inquiry.type === "job_application" && inquiry.jobTitle) return `Re: Your application for ${inquiry.jobTitle}`;
  return `Re: Your inquiry to ${site.shortName}`;
}

/** The visitor's own words under the reply, the way mail clients quote. */
function quoted(inquiry: InquiryDetails): string | null {
  if (!inquiry.message) return null;
  const lines = inquiry.message.split(/\r?\n/).map((line) => `> ${line}`);
  return `On ${formatDateTime(inquiry.createdAt)}, ${inquiry.name} wrote:\n${lines.join("\n")}`;
}

/** A staff member's reply to the visitor; the visitor's answer goes to that staff member (Reply-To). */
export function replyMail(inquiry: InquiryDetails & { email: string }, body: string, staffAddress: string, contact: Pick<SiteSettings, "phones" | "email">): Mail {
  const original = quoted(inquiry);
  const content = renderMail({
    paragraphs: original ? [body, original] : [body],
    footer: `${site.shortName}\n${contact.phones[0]} · ${contact.email}`,
  });
  return { to: [inquiry.email], replyTo: staffAddress, subject: replySubject(inquiry), ...content };
}
