import type * as en from "../callback-form";
import type { Translated } from "../../i18n/translated";
import { callbackPromise } from "./next-steps";

/** The Hindi words of the call-back form, its thank-you page and toasts: phone first, email optional. */
export const callbackFormCopy: Translated<typeof en.callbackFormCopy> = {
  labels: {
    name: "आपका नाम",
    phone: "कॉल के लिए फ़ोन नंबर",
    preferredTime: "कॉल करने का सही समय",
    email: "ईमेल",
  },
  /** The choice of "" (no preference) and the three parts of the working day. */
  anyTime: "कभी भी",
  placeholders: { name: "आपका नाम", phone: "+91 98765 43210", email: "you@company.in" },
  hints: { email: "वैकल्पिक: सिर्फ़ तब, जब आप लिखित जवाब भी चाहते हों।" },
  submit: "कॉल का अनुरोध भेजें",
  submitting: "भेजा जा रहा है...",
  success: {
    toastTitle: "कॉल का अनुरोध भेज दिया गया",
    toastText: callbackPromise,
    title: "हम आपको कॉल करेंगे",
    text: "आपका कॉल का अनुरोध हमें मिल गया है।",
    next: callbackPromise,
    again: "एक और कॉल का अनुरोध भेजें",
  },
  failure: {
    title: "अनुरोध नहीं भेजा जा सका",
    generic: "आपका अनुरोध नहीं भेजा जा सका। कृपया फिर से कोशिश करें, या हमें कॉल या व्हाट्सऐप करें।",
    offline: "कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें, या हमें कॉल या व्हाट्सऐप करें।",
  },
};
