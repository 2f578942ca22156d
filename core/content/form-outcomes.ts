import { COMPLIANCE_CALENDAR_PATH } from "../compliance/paths";
import { callbackFormCopy } from "./callback-form";
import { applicationFormCopy } from "./careers";
import { replyPromise } from "./next-steps";

export interface FormOutcome {
  title: string;
  text: string;
  next: string;
  back: { to: string; label: string };
}

/**
 * What each form's visitor is told on /thank-you once a form posted without JavaScript is stored
 * (the same words as the form's own thank-you), and the words around it.
 */
export const formOutcomeCopy = {
  head: { title: "Thank You", description: "Your submission has reached Vriddhi Business Solutions." },
  nextHeading: "What happens next",
};

export const formOutcomes = {
  contact: {
    title: "Message Sent!",
    text: "We've received your message.",
    next: `${replyPromise} A consultant will answer by email or phone.`,
    back: { to: "/", label: "Back to the home page" },
  },
  service_enquiry: {
    title: "Thank You!",
    text: "We have received your inquiry.",
    next: `${replyPromise} A consultant will call or email you to understand what you need.`,
    back: { to: "/services", label: "See all services" },
  },
  quote: {
    title: "Thank You!",
    text: "We have received your quote request.",
    next: `${replyPromise} We will send you a quote, or ask what we need to know to prepare one.`,
    back: { to: "/services", label: "See all services" },
  },
  job_application: {
    title: applicationFormCopy.success.title,
    text: "Thank you for applying.",
    next: applicationFormCopy.success.next,
    back: { to: "/careers", label: applicationFormCopy.success.back },
  },
  callback: {
    title: callbackFormCopy.success.title,
    text: callbackFormCopy.success.text,
    next: callbackFormCopy.success.next,
    back: { to: "/services", label: "See all services" },
  },
  newsletter: {
    title: "Check your inbox",
    text: "We have sent a link to this address to confirm your subscription.",
    next: "Follow the link in that email to start receiving new articles. If you had confirmed this address before, nothing changes.",
    back: { to: "/blog", label: "Back to the blog" },
  },
  compliance_reminder: {
    title: "Check your inbox",
    text: "We have sent a link to this address to confirm your reminders.",
    next: "Follow the link in that email and we will write before the due dates you chose, at 9 in the morning. Until you confirm, we send you nothing else. If this address already gets our reminders, nothing changes: to change what you get, unsubscribe from a reminder and sign up again.",
    back: { to: COMPLIANCE_CALENDAR_PATH, label: "Back to the compliance calendar" },
  },
} satisfies Record<string, FormOutcome>;

/**
 * The forms the site takes posted without JavaScript, by their hidden `form` field (core/site/posted-form.ts):
 * a new form joins the list with its words above.
 */
export type PostedFormKind = keyof typeof formOutcomes;
