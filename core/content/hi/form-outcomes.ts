import type * as en from "../form-outcomes";
import type { Translated } from "../../i18n/translated";
import { COMPLIANCE_CALENDAR_PATH } from "../../compliance/paths";
import { callbackFormCopy } from "./callback-form";
import { applicationFormCopy } from "./careers";
import { replyPromise } from "./next-steps";

/** The Hindi /thank-you page's words. */
export const formOutcomeCopy: Translated<typeof en.formOutcomeCopy> = {
  head: { title: "धन्यवाद", description: "आपकी जानकारी Vriddhi Business Solutions तक पहुँच गई है।" },
  nextHeading: "आगे क्या होगा",
};

/** What each Hindi form's visitor is told once it is stored. */
export const formOutcomes: Translated<typeof en.formOutcomes> = {
  contact: {
    title: "संदेश भेज दिया गया!",
    text: "आपका संदेश हमें मिल गया है।",
    next: `${replyPromise} हमारे सलाहकार ईमेल या फ़ोन पर जवाब देंगे।`,
    back: { to: "/", label: "होम पेज पर जाएँ" },
  },
  service_enquiry: {
    title: "धन्यवाद!",
    text: "आपकी पूछताछ हमें मिल गई है।",
    next: `${replyPromise} आपकी ज़रूरत समझने के लिए हमारे सलाहकार आपको कॉल या ईमेल करेंगे।`,
    back: { to: "/services", label: "सभी सेवाएँ देखें" },
  },
  quote: {
    title: "धन्यवाद!",
    text: "आपका कोटेशन का अनुरोध हमें मिल गया है।",
    next: `${replyPromise} हम आपको कोटेशन भेजेंगे, या उसे तैयार करने के लिए ज़रूरी जानकारी पूछेंगे।`,
    back: { to: "/services", label: "सभी सेवाएँ देखें" },
  },
  job_application: {
    title: applicationFormCopy.success.title,
    text: "आवेदन करने के लिए धन्यवाद।",
    next: applicationFormCopy.success.next,
    back: { to: "/careers", label: applicationFormCopy.success.back },
  },
  callback: {
    title: callbackFormCopy.success.title,
    text: callbackFormCopy.success.text,
    next: callbackFormCopy.success.next,
    back: { to: "/services", label: "सभी सेवाएँ देखें" },
  },
  newsletter: {
    title: "अपना ईमेल देखें",
    text: "सदस्यता पक्की करने के लिए हमने इस पते पर एक लिंक भेजा है।",
    next: "नए लेख पाना शुरू करने के लिए उस ईमेल का लिंक खोलें। अगर आपने यह पता पहले पक्का किया था, तो कुछ नहीं बदलेगा।",
    back: { to: "/blog", label: "ब्लॉग पर लौटें" },
  },
  compliance_reminder: {
    title: "अपना ईमेल देखें",
    text: "रिमाइंडर पक्के करने के लिए हमने इस पते पर एक लिंक भेजा है।",
    next: "उस ईमेल का लिंक खोलें। इसके बाद आपकी चुनी हुई अंतिम तारीखों से पहले हम सुबह 9 बजे ईमेल करेंगे। पक्का करने तक हम आपको और कुछ नहीं भेजेंगे। अगर इस पते पर पहले से हमारे रिमाइंडर आते हैं, तो कुछ नहीं बदलेगा: बदलाव के लिए किसी रिमाइंडर से सदस्यता रद्द करें और फिर से सदस्यता लें।",
    back: { to: COMPLIANCE_CALENDAR_PATH, label: "अनुपालन कैलेंडर पर लौटें" },
  },
};
