/*
 * The first message a visitor's WhatsApp chat opens with. Kept apart from the phone parsing
 * (./phone.ts): the floating button re-words the server's wa.me link in the browser, on every
 * public page, and needs only these few lines.
 */

/** The general greeting, on every page that is not about one service. */
export const WHATSAPP_GREETING = "Hello Vriddhi Business Solutions, I would like to know more about your consulting services.";

/** The greeting on a page about one service or sub-service, naming it: "… I would like to know about GST Registration." */
export function whatsappTopicMessage(topic: string): string {
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
