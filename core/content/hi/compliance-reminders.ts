import type * as en from "../compliance-reminders";
import type { Translated } from "../../i18n/translated";
import { site } from "./site";

/** The Hindi reminder mails and link pages, for an address that signed up on the Hindi calendar. */
export const reminderMailCopy: Translated<typeof en.reminderMailCopy> = {
  greeting: "नमस्ते,",
  closing: `धन्यवाद,\n${site.shortName} की टीम`,
  confirmation: {
    subject: `${site.shortName} के अनुपालन रिमाइंडर पक्के करें`,
    heading: "कृपया अपने अनुपालन रिमाइंडर पक्के करें",
    asked: `आपने ${site.shortName} से अनुपालन की अपनी चुनी हुई अंतिम तारीखों से पहले ईमेल रिमाइंडर माँगे हैं। हर रिमाइंडर सुबह 9 बजे (भारतीय समय) आएगा।`,
    linkLasts: (days) => `यह लिंक ${days} दिन तक काम करेगा। जब तक आप पक्का नहीं करते, हम आपको और कुछ नहीं भेजेंगे।`,
    button: "मेरे रिमाइंडर पक्के करें",
    footer: `${site.name}\nयह ईमेल पता हमारी वेबसाइट के अनुपालन कैलेंडर पर लिखा गया था। अगर वह आप नहीं थे, तो इस ईमेल को अनदेखा करें, हम कुछ नहीं भेजेंगे।`,
  },
  reminder: {
    inDays: (days) => (days === 0 ? "आज" : days === 1 ? "कल" : `${days} दिन में`),
    subjectOne: (form, when, date) => `${form} की अंतिम तारीख ${when}: ${date}`,
    subjectMany: (count, when) => `अनुपालन की ${count} अंतिम तारीखें आ रही हैं, पहली ${when}`,
    headingMany: "अनुपालन की आने वाली अंतिम तारीखें",
    dueLine: (title, date, when) => `${title}: अंतिम तारीख ${date} (${when})`,
    extended: (from, source) => `पहले यह ${from} थी; ${source} से बढ़ाई गई।`,
    who: "किसके लिए",
    ifMissed: "चूकने पर",
    seeAll: "पूरा कैलेंडर देखें",
    footer: (stop) =>
      `आपको यह ईमेल इसलिए मिला है क्योंकि आपने ${site.shortName} से अनुपालन रिमाइंडर माँगे थे और अपना ईमेल पता पक्का किया था। मिलने वाली तारीखें बदलनी हों, तो सदस्यता रद्द करें और कैलेंडर पर फिर से सदस्यता लें।\nएक क्लिक में सदस्यता रद्द करें: ${stop}`,
  },
};

export const reminderPagesCopy: Translated<typeof en.reminderPagesCopy> = {
  confirm: {
    title: "अपने अनुपालन रिमाइंडर पक्के करें",
    text: "यह ईमेल पता पक्का करने के लिए बटन दबाएँ। इसके बाद आपकी चुनी हर अंतिम तारीख से पहले, सुबह 9 बजे (भारतीय समय), हम आपको ईमेल करेंगे।",
    button: "रिमाइंडर पक्के करें",
  },
  stop: {
    title: "अनुपालन रिमाइंडर बंद करें",
    text: "बटन दबाएँ, फिर हम अनुपालन की अंतिम तारीखों से पहले आपको ईमेल नहीं करेंगे।",
    button: "सदस्यता रद्द करें",
  },
  confirmed: {
    title: "आपके रिमाइंडर शुरू हो गए",
    text: "पक्का करने के लिए धन्यवाद। हर रिमाइंडर सुबह 9 बजे (भारतीय समय) आएगा, और उसमें सदस्यता रद्द करने का लिंक होगा।",
  },
  stopped: {
    title: "रिमाइंडर बंद हो गए",
    text: "हम आपको अब और रिमाइंडर नहीं भेजेंगे। आप जब चाहें, अनुपालन कैलेंडर से फिर से सदस्यता ले सकते हैं।",
  },
  expired: {
    title: "यह लिंक अब काम नहीं करता",
    text: "इसकी समय-सीमा खत्म हो गई है या इसका इस्तेमाल हो चुका है। अनुपालन कैलेंडर पर फिर से सदस्यता लें, हम आपको नया लिंक भेजेंगे।",
  },
  toCalendar: "अनुपालन कैलेंडर पर जाएँ",
};
