import type * as en from "../next-steps";
import type { Translated } from "../../i18n/translated";

/** What every public form promises about the reply. */
export const replyPromise: Translated<typeof en.replyPromise> = "हम एक कामकाजी दिन के अंदर जवाब देते हैं।";

/** What a call-back request is promised: a call in business hours, at the part of the day the visitor chose. */
export const callbackPromise: Translated<typeof en.callbackPromise> =
  "हमारे सलाहकार कामकाज के घंटों में, आपके चुने हुए समय पर आपको कॉल करेंगे।";

/** What the forms say about the visitor's data. */
export const dataNotice: Translated<typeof en.dataNotice> = {
  text: "हम यह जानकारी सिर्फ़ आपको जवाब देने के लिए इस्तेमाल करते हैं, और इसे अपनी गोपनीयता नीति के अनुसार रखते हैं।",
  linkText: "गोपनीयता नीति",
  href: "/privacy-policy",
};

/** What the newsletter form promises. */
export const newsletterNotice: Translated<typeof en.newsletterNotice> =
  "नया लेख प्रकाशित होने पर एक ईमेल, आम तौर पर महीने में 2 या 3। पहले हम आपका ईमेल पता पक्का करने के लिए एक लिंक भेजेंगे। हर ईमेल में एक क्लिक में सदस्यता रद्द करने का विकल्प होता है।";

/** The words around the Hindi forms. */
export const formNotesCopy: Translated<typeof en.formNotesCopy> = {
  call: "कॉल करें",
  whatsapp: "व्हाट्सऐप करें",
  reference: {
    before: "आपकी संदर्भ संख्या है",
    after: "। हमें लिखते या कॉल करते समय यह संख्या बताएँ।",
    sentence: (reference: string) => `आपकी संदर्भ संख्या ${reference} है।`,
  },
  talkSooner: "जल्दी बात करनी है?",
  correct: "कृपया इन्हें ठीक करें:",
  sentenceEnd: "।",
};
