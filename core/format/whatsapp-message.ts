/*
 * The first message a visitor's WhatsApp chat opens with. Kept apart from the phone parsing
 * (./phone.ts): the floating button re-words the server's wa.me link in the browser, on every
 * public page, and needs only these few lines.
 */

import type { Locale } from "../i18n/locale";
import type { CallbackTime } from "../taxonomies/inquiries";

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
  /** A contact message's own subject; another kind's is not the visitor's words and is not quoted. */
  subject?: string | null;
  /** The service and the role in the inquiry's language (a Hindi lead's in Hindi). */
  service?: string | null;
  jobTitle?: string | null;
  type: string;
  /** A call-back request's time, worded in the inquiry's language. */
  callbackTime?: CallbackTime | null;
  /** The language of the page the visitor wrote from: a Hindi inquiry is greeted in Hindi. */
  language?: Locale;
}

/** Each language's words for the topic and the sentence around it. */
const GREETING = {
  en: {
    byType: {
      contact: "your message to us",
      service_enquiry: "your enquiry",
      quote: "your request for a quote",
      job_application: "your job application",
      callback: "your request for a call back",
    } as Record<string, string>,
    callbackAt: { morning: "your request for a call back in the morning", afternoon: "your request for a call back in the afternoon", evening: "your request for a call back in the evening" },
    subject: (subject: string) => `your message about "${subject}"`,
    job: (title: string) => `your application for ${title}`,
    service: (service: string) => `your enquiry about ${service}`,
    sentence: (firstName: string, topic: string) => `Namaste${firstName ? ` ${firstName}` : ""}, this is Vriddhi Business Solutions, writing about ${topic}.`,
  },
  // "हम ... लिख रहे हैं": the firm writes as हम, so the staff member's gender is not in the sentence.
  hi: {
    byType: {
      contact: "आपके संदेश",
      service_enquiry: "आपकी पूछताछ",
      quote: "कोटेशन के आपके अनुरोध",
      job_application: "नौकरी के आपके आवेदन",
      callback: "कॉल बैक के आपके अनुरोध",
    } as Record<string, string>,
    callbackAt: { morning: "सुबह कॉल बैक के आपके अनुरोध", afternoon: "दोपहर में कॉल बैक के आपके अनुरोध", evening: "शाम को कॉल बैक के आपके अनुरोध" },
    subject: (subject: string) => `“${subject}” के बारे में आपके संदेश`,
    job: (title: string) => `${title} पद के लिए आपके आवेदन`,
    service: (service: string) => `${service} के बारे में आपकी पूछताछ`,
    sentence: (firstName: string, topic: string) => `नमस्ते${firstName ? ` ${firstName} जी` : ""}, हम Vriddhi Business Solutions से ${topic} के सिलसिले में लिख रहे हैं।`,
  },
} satisfies Record<Locale, { callbackAt: Record<CallbackTime, string> } & Record<string, unknown>>;

/**
 * The message staff open a visitor's WhatsApp chat with, in the language the visitor wrote in: the
 * visitor's first name, the firm, and what they wrote about, so the visitor knows at once who is
 * writing and why; `signature`, the staff member's name, after a dash.
 */
export function inquiryGreeting(inquiry: InquiryTopic, signature = ""): string {
  const words = GREETING[inquiry.language ?? "en"];
  const firstName = inquiry.name.trim().split(/\s+/)[0] ?? "";
  const subject = inquiry.type === "contact" ? inquiry.subject?.trim() : null;
  const topic =
    inquiry.type === "callback"
      ? inquiry.callbackTime
        ? words.callbackAt[inquiry.callbackTime]
        : words.byType.callback
      : subject
        ? words.subject(subject)
        : inquiry.jobTitle
          ? words.job(inquiry.jobTitle)
          : inquiry.service
            ? words.service(inquiry.service)
            : (words.byType[inquiry.type] ?? words.byType.service_enquiry);
  const sentence = words.sentence(firstName, topic);
  return signature.trim() ? `${sentence} — ${signature.trim()}` : sentence;
}
