import { CONTROL_CHARACTERS_MESSAGE, REQUIRED_MESSAGE } from "../schemas/common";
import { callbackTimeLabels } from "../taxonomies/inquiries";
import type { Locale } from "./locale";

/*
 * The Hindi of what the public forms' schemas say: their fields' labels and their messages. The
 * schemas (core/schemas) are written once, in English, and checked alike in the browser and the
 * worker; a Hindi page shows their words through this table, where they are displayed. A test
 * (./form-text.test.ts) sends every public form's mistakes through the schemas and finds each
 * message here. The call-back form's labels are its own copy's (core/content/callback-form.ts and
 * its Hindi twin), so every form's island carries only its own words.
 */

const pairs = <T extends Record<string, string>>(english: T, hindi: Record<keyof T, string>) =>
  Object.keys(english).map((key) => [english[key], hindi[key as keyof T]] as const);

const HINDI: ReadonlyMap<string, string> = new Map([
  // Labels.
  ["Full Name", "पूरा नाम"],
  ["Email Address", "ईमेल पता"],
  ["Phone Number", "फ़ोन नंबर"],
  ["Subject", "विषय"],
  ["Message", "संदेश"],
  ["Name", "नाम"],
  ["Email", "ईमेल"],
  ["Phone", "फ़ोन नंबर"],
  ["Which services are you interested in?", "आपको किन सेवाओं में रुचि है?"],
  ["Features you would like priced", "किन सुविधाओं का कोटेशन चाहिए?"],
  ...pairs(callbackTimeLabels, { morning: "सुबह", afternoon: "दोपहर", evening: "शाम" }),
  // Messages.
  [REQUIRED_MESSAGE, "कृपया सभी ज़रूरी जानकारी भरें।"],
  [CONTROL_CHARACTERS_MESSAGE, "इस फ़ील्ड से अदृश्य कंट्रोल कैरेक्टर हटाएँ।"],
  ["Name is required", "कृपया अपना नाम लिखें।"],
  ["Email is required", "कृपया अपना ईमेल पता लिखें।"],
  ["Invalid email address", "ईमेल पता सही नहीं है।"],
  ["Phone number is required", "कृपया अपना फ़ोन नंबर लिखें।"],
  ["Enter a valid Indian phone number, e.g. +91 98765 43210", "सही भारतीय फ़ोन नंबर लिखें, जैसे +91 98765 43210।"],
  ["Enter a valid phone number, e.g. +91 98765 43210", "सही फ़ोन नंबर लिखें, जैसे +91 98765 43210।"],
  ["Subject is required", "कृपया विषय लिखें।"],
  ["Message is required", "कृपया अपना संदेश लिखें।"],
  ["Too many options selected", "बहुत ज़्यादा विकल्प चुने गए हैं।"],
  ["Choose one of our services", "हमारी कोई एक सेवा चुनें।"],
  ["Choose morning, afternoon or evening", "सुबह, दोपहर या शाम चुनें।"],
  ["Please correct the following:", "कृपया इन्हें ठीक करें:"],
  [
    "You have sent several messages in a short time. Please wait an hour before trying again, or call or WhatsApp us.",
    "आपने कम समय में कई संदेश भेजे हैं। कृपया एक घंटे बाद फिर से कोशिश करें, या हमें कॉल या व्हाट्सऐप करें।",
  ],
]);

/** "Name can be at most 120 characters long." and its siblings, by the field's label. */
const TOO_LONG = /^(.+) can be at most (\d+) characters long\.$/;

/** A form's label or message in Hindi, or null when the table has none. */
export function hindiFormText(english: string): string | null {
  const known = HINDI.get(english);
  if (known) return known;
  const tooLong = TOO_LONG.exec(english);
  const label = tooLong && HINDI.get(tooLong[1]);
  return label ? `${label} में ज़्यादा से ज़्यादा ${tooLong[2]} अक्षर हो सकते हैं।` : null;
}

/** What a Hindi page says where no Hindi is known (a message only a hand-made request can cause). */
const HINDI_FALLBACK = "यह जानकारी सही नहीं है। कृपया जाँचें और फिर से भेजें।";

/** A form's label or message as a page in `locale` shows it. */
export function formText(locale: Locale, english: string): string {
  if (locale === "en" || english === "") return english;
  return hindiFormText(english) ?? HINDI_FALLBACK;
}
