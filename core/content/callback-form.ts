import { callbackLabels } from "../schemas/inquiry";
import { callbackPromise } from "./next-steps";

/** The words of the call-back form, its thank-you page and toasts: phone first, email optional. */
export const callbackFormCopy = {
  labels: callbackLabels,
  /** The choice of "" (no preference) and the three parts of the working day. */
  anyTime: "Any time",
  placeholders: { name: "Your name", phone: "+91 98765 43210", email: "you@company.in" },
  hints: { email: "Optional: only if you would also like a written reply." },
  submit: "Request a Call Back",
  submitting: "Sending...",
  success: {
    toastTitle: "Call back requested",
    toastText: callbackPromise,
    title: "We will call you",
    text: "We have received your call-back request.",
    next: callbackPromise,
    again: "Request another call back",
  },
  failure: {
    title: "Request not sent",
    generic: "Your request could not be sent. Please try again, or call or WhatsApp us.",
    offline: "Please check your internet connection and try again, or call or WhatsApp us.",
  },
};
