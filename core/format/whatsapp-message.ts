/*
 * The first message a visitor's WhatsApp chat opens with. Kept apart from the phone parsing
 * (./phone.ts): the floating button re-words the server's wa.me link in the browser, on every
 * public page, and needs only these few lines.
 */

import type { Locale } from "../i18n/locale";

/** The general greeting, on every English page that is not about one service. */
export const WHATSAPP_GREETING = "Hello Vriddhi Business Solutions, I would like to know more about your consulting services.";

/** The general greeting on Hindi pages (the visitor's own words, so no verb that takes a gender). */
export const WHATSAPP_GREETING_HINDI = "नमस्ते Vriddhi Business Solutions, मुझे आपकी परामर्श सेवाओं के बारे में जानकारी चाहिए।";

/** The general greeting of a page in `locale`. */
export const whatsappGreeting = (locale: Locale) => (locale === "hi" ? WHATSAPP_GREETING_HINDI : WHATSAPP_GREETING);

/** The greeting on a page about one service or sub-service, naming it: "… I would like to know about GST Registration." */
export function whatsappTopicMessage(topic: string, locale: Locale = "en"): string {
  if (locale === "hi") return `नमस्ते Vriddhi Business Solutions, मुझे ${topic} के बारे में जानकारी चाहिए।`;
  return `Hello Vriddhi Business Solutions, I would like to know about ${topic}.`;
}

/**
 * A wa.me link (as ./phone.ts's whatsappChatUrl makes it) with its typed-in message replaced by
 * `message`, URL-encoded.
 */
export function withWhatsAppMessage(url: string, message: string): string {
  const [base] = url.split("?");
  return `${base}?text=${encodeURIComponent(message)}`;
}

/** What an inquiry was about, as the staff's greeting names it: its subject, the service, the role applied for, or its kind. */
export interface InquiryTopic {
  name: string;
  subject?: string | null;
  service?: string | null;
  jobTitle?: string | null;
  type: string;
}

const TOPIC_BY_TYPE: Record<string, string> = {
  contact: "your message to us",
  service_enquiry: "your enquiry",
  quote: "your request for a quote",
  job_application: "your job application",
  callback: "your request for a call back",
};

/**
 * The message staff open a visitor's WhatsApp chat with: the visitor's first name, the firm, and
 * what they wrote about, so the visitor knows at once who is writing and why.
 */
export function inquiryGreeting(inquiry: InquiryTopic): string {
  const firstName = inquiry.name.trim().split(/\s+/)[0] ?? "";
  const topic = inquiry.subject?.trim()
    ? `your message about "${inquiry.subject.trim()}"`
    : inquiry.jobTitle
      ? `your application for ${inquiry.jobTitle}`
      : inquiry.service
        ? `your enquiry about ${inquiry.service}`
        : (TOPIC_BY_TYPE[inquiry.type] ?? "your enquiry");
  return `Namaste${firstName ? ` ${firstName}` : ""}, this is Vriddhi Business Solutions, writing about ${topic}.`;
}
