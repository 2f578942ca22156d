import { formatDateTime } from "#core/format/date";
import { inquiryTypeLabel, NO_EMAIL_GIVEN } from "#core/taxonomies/inquiries";
import type { MailField } from "../mail/layout";
import { renderMail } from "../mail/layout";
import type { Mail } from "../mail/send";
import { leadPath } from "../leads/assignment";
import type { InquiryDetails } from "./data";


/** What the inquiry is about: the service (and sub-service), the job, or a contact message's subject. */
function topic(inquiry: InquiryDetails): string | null {
  return inquiry.service ?? inquiry.jobTitle ?? inquiry.subject;
}

/** "New Service Enquiry from Meera Shah: GST Registration — Legal & Tax Consultancy". */
function notificationSubject(inquiry: InquiryDetails): string {
  const about = topic(inquiry);
  return `New ${inquiryTypeLabel(inquiry.type)} from ${inquiry.name}${about ? `: ${about}` : ""}`;
}

/**
 * The page an inquiry came from: a link only on the site's configured origin; otherwise (SITE_URL
 * unset, or the page recorded under another Host) its path as text, so no link follows a Host.
 */
function sentFrom(sourcePage: string, origin: string | null): MailField {
  let url: URL;
  try {
    url = new URL(sourcePage);
  } catch {
    return { label: "Sent from", value: sourcePage };
  }
  if (origin && url.origin === origin) return { label: "Sent from", value: sourcePage, href: sourcePage };
  return { label: "Sent from", value: `${url.pathname}${url.search}` };
}

function fields(inquiry: InquiryDetails, origin: string | null): MailField[] {
  const all: (MailField | false)[] = [
    { label: "Name", value: inquiry.name },
    { label: "Email", value: inquiry.email ?? NO_EMAIL_GIVEN },
    !!inquiry.phone && { label: "Phone", value: inquiry.phone },
    { label: "Type", value: inquiryTypeLabel(inquiry.type) },
    !!inquiry.jobTitle && { label: "Job", value: inquiry.jobTitle },
    !!inquiry.service && { label: "Service", value: inquiry.service },
    !!inquiry.options?.length && { label: "Selected options", value: inquiry.options.join(", ") },
    !!inquiry.subject && { label: "Subject", value: inquiry.subject },
    { label: "Message", value: inquiry.message || "(none)" },
    inquiry.hasResume && { label: "Résumé", value: "Attached to the inquiry; download it in the admin." },
    { label: "Received", value: `${formatDateTime(inquiry.createdAt)} (IST)` },
    !!inquiry.sourcePage && sentFrom(inquiry.sourcePage, origin),
  ];
  return all.filter((field): field is MailField => field !== false);
}

/**
 * The staff's mail about a new inquiry: every field, the page it came from and a link into the
 * admin; answering it reaches the visitor (Reply-To). `origin` is the site's
 * configured one (SITE_URL), null when unset: then the mail carries no link.
 */
export function notificationMail(inquiry: InquiryDetails, to: string[], origin: string | null): Mail {
  const subject = notificationSubject(inquiry);
  const content = renderMail({
    heading: subject,
    fields: fields(inquiry, origin),
    link: origin ? { text: "Open this inquiry in the admin", href: `${origin}${leadPath(inquiry.id)}` } : undefined,
    footer: inquiry.email
      ? `Reply to this email to answer ${inquiry.name} directly.`
      : `${inquiry.name} gave no email: call them${inquiry.phone ? ` on ${inquiry.phone}` : ""}.`,
  });
  return { to, ...(inquiry.email ? { replyTo: inquiry.email } : {}), subject, ...content };
}
