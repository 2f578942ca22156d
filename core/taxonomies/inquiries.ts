import type { Locale } from "../i18n/locale";
import type { ContactChannel, LeadStage, LostReason } from "./lead-desk";

/**
 * What produced an inquiry: the contact form, a service page, a sub-service quote, a job application,
 * or a request to be called back (the one form whose email is optional).
 */
export const inquiryTypes = ["contact", "service_enquiry", "quote", "job_application", "callback"] as const;

export type InquiryType = (typeof inquiryTypes)[number];

const capitalised = (type: string) =>
  type
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/**
 * "contact" → "Contact Form", "job_application" → "Job Application"; any other type capitalised word
 * by word, as spec section 3 says ("service_enquiry" → "Service Enquiry", "quote" → "Quote").
 */
export function inquiryTypeLabel(type: string): string {
  if (type === "contact") return "Contact Form";
  if (type === "job_application") return "Job Application";
  return capitalised(type);
}

/** Shown where an inquiry's email would be when it has none (a call-back request may come without). */
export const NO_EMAIL_GIVEN = "No email given";

/**
 * The language of an inquiry (the site's locales, core/i18n/locale.ts): that of the page its form was
 * on. The admin names it in English; the panel adds the language's own name ("Hindi (हिंदी)").
 */
export const inquiryLanguageLabels: Record<Locale, string> = { en: "English", hi: "Hindi" };

/** When a visitor asks to be called back: a part of the working day, not an appointment. */
export const callbackTimes = ["morning", "afternoon", "evening"] as const;

export type CallbackTime = (typeof callbackTimes)[number];

export const callbackTimeLabels: Record<CallbackTime, string> = { morning: "Morning", afternoon: "Afternoon", evening: "Evening" };

/**
 * A call-back request as the staff read it at a glance (inbox, panel, notification, export, digest):
 * "Call back in the morning", from the time stored as a key (`inquiries.callback_time`; none is any
 * time). The visitor is told the time in their own language (core/content/callback-form.ts).
 */
export const callbackSubject = (time: CallbackTime | null) => (time ? `Call back in the ${time}` : "Call back at any time");

/** The life of an inquiry once it has arrived (spec section 4). */
export const inquiryStatuses = ["new", "read", "replied"] as const;

export type InquiryStatus = (typeof inquiryStatuses)[number];

export const inquiryStatusLabels: Record<InquiryStatus, string> = { new: "New", read: "Read", replied: "Replied" };

/** The badge variant of each status (spec section 4). */
export const inquiryStatusBadges = {
  new: "default",
  read: "secondary",
  replied: "success",
} as const satisfies Record<InquiryStatus, string>;

/**
 * Where the staff notification of an inquiry stands: waiting to go (or to be retried), sent, given
 * up after a day of failures, or never sent because notifications were off when it arrived.
 */
export const notifyStatuses = ["pending", "sent", "failed", "off"] as const;

/**
 * What the thread of an inquiry holds: replies mailed to the visitor, staff notes, and the lead
 * desk's entries (a WhatsApp chat or call staff confirmed, a stage moved, an assignment).
 */
export const inquiryMessageKinds = ["reply", "note", "contacted", "stage", "assigned"] as const;

export type InquiryMessageKind = (typeof inquiryMessageKinds)[number];

/** What a lead-desk entry of the thread records, by kind (replies and notes carry none). */
export type InquiryMessageDetail =
  | { channel: ContactChannel }
  | { from: LeadStage; to: LeadStage; lostReason: LostReason | null; wonFee: number | null }
  | { assigneeId: number | null; assigneeName: string | null };
