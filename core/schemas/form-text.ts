import { CONTROL_CHARACTERS_MESSAGE, REQUIRED_MESSAGE } from "./common";
import { callbackTimeLabels } from "../taxonomies/inquiries";
import type { Locale } from "../i18n/locale";

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
  // The compliance calendar's reminder sign-up (core/schemas/compliance.ts).
  ["Email address", "ईमेल पता"],
  ["Remind me of", "किन तारीखों की याद दिलाएँ"],
  ["How early", "कितने दिन पहले"],
  ["Choose from the kinds listed.", "सूची में दी गई तारीखों में से चुनें।"],
  ["Choose at least one kind of due date.", "कम से कम एक तरह की अंतिम तारीख चुनें।"],
  ["Choose 1, 3 or 7 days before.", "1, 3 या 7 दिन पहले में से चुनें।"],
  // The free tools' forms: what their readers of a query say (core/tools/tool-params.ts, gst-registration-params.ts).
  ["Please enter an amount.", "कृपया रकम लिखें।"],
  ["Enter an amount in rupees, such as 4,50,000, 35 lakh or 1.5 crore.", "रकम रुपए में लिखें, जैसे 4,50,000, 35 लाख या 1.5 करोड़।"],
  ["Enter at most two digits of paise after the decimal point, such as 4,50,000.50.", "पैसे दशमलव के बाद ज़्यादा से ज़्यादा 2 अंकों में लिखें, जैसे 4,50,000.50।"],
  ["Enter an amount greater than zero.", "शून्य से ज़्यादा रकम लिखें।"],
  ["Enter an amount up to ₹1,000 crore.", "₹1,000 करोड़ तक की रकम लिखें।"],
  ["Choose a GST rate from the list, or choose Custom and enter your own.", "सूची में से जीएसटी दर चुनें, या “अपनी दर” चुनकर अपनी दर लिखें।"],
  ["Enter a rate from 0 to 100, with at most 3 decimals.", "0 से 100 तक की दर लिखें, दशमलव के बाद ज़्यादा से ज़्यादा 3 अंकों तक।"],
  ["Choose whether you supply within your state or to another state.", "चुनें कि सप्लाई आपके राज्य के अंदर है या दूसरे राज्य में।"],
  ["Enter an interest rate from 0 to 50% a year, with at most 2 decimals.", "0 से 50% सालाना तक की ब्याज दर लिखें, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंकों तक।"],
  [
    "Enter a second rate from 0 to 50% a year, with at most 2 decimals, or leave it empty.",
    "0 से 50% सालाना तक की दूसरी दर लिखें, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंकों तक, या इसे खाली छोड़ें।",
  ],
  ["Enter a tenure from 1 to 360 months (30 years).", "1 से 360 महीने (30 साल) तक की अवधि लिखें।"],
  ["Enter a tenure from 1 to 30 years (360 months).", "1 से 30 साल (360 महीने) तक की अवधि लिखें।"],
  ["Choose years or months for the tenure.", "अवधि के लिए साल या महीने चुनें।"],
  ["Choose whether you supply goods, services, or both.", "चुनें कि आप माल, सेवाएँ या दोनों सप्लाई करते हैं।"],
  ["Choose whether you supply to buyers in other states.", "चुनें कि आप दूसरे राज्यों के खरीदारों को सप्लाई करते हैं या नहीं।"],
  ["Choose whether you sell goods through an e-commerce operator.", "चुनें कि आप माल किसी ई-कॉमर्स ऑपरेटर के ज़रिए बेचते हैं या नहीं।"],
  ["Choose whether you supply any of these goods.", "चुनें कि आप इनमें से कोई माल सप्लाई करते हैं या नहीं।"],
  ["Choose your state or union territory from the list.", "सूची में से अपना राज्य या केंद्र शासित प्रदेश चुनें।"],
  // An Idempotency-Key sent again with other fields (worker/submissions/pipeline.ts).
  ["This form was already sent with other details. Please reload the page and send it again.", "यह फ़ॉर्म पहले दूसरी जानकारी के साथ भेजा जा चुका है। कृपया पेज दोबारा खोलें और इसे फिर से भेजें।"],
  [
    "You have sent several messages in a short time. Please wait an hour before trying again, or call or WhatsApp us.",
    "आपने कम समय में कई संदेश भेजे हैं। कृपया एक घंटे बाद फिर से कोशिश करें, या हमें कॉल या व्हाट्सऐप करें।",
  ],
  // The job application: its own labels, and what the worker says of a résumé (core/schemas/application.ts,
  // worker/media/resume-*.ts, worker/media/put-object.ts) or of a role that has closed (worker/careers/routes.ts).
  ["Cover Note", "कवर नोट"],
  ["Résumé", "रिज़्यूमे"],
  ["Attach your résumé as a PDF, DOC or DOCX file.", "अपना रिज़्यूमे PDF, DOC या DOCX फ़ाइल के रूप में लगाएँ।"],
  ["The résumé is too large. The limit is 5 MB.", "रिज़्यूमे की फ़ाइल बहुत बड़ी है। फ़ाइल 5 एमबी तक की हो सकती है।"],
  [
    "The file name contains characters we cannot accept (slashes, quotes or control characters). Rename the file and try again.",
    "फ़ाइल के नाम में ऐसे चिह्न हैं जिन्हें हम स्वीकार नहीं कर सकते (स्लैश, उद्धरण चिह्न या कंट्रोल कैरेक्टर)। फ़ाइल का नाम बदलें और फिर से कोशिश करें।",
  ],
  [
    "This PDF could not be read. Please save or export it again as a PDF and upload the new file.",
    "यह PDF फ़ाइल पढ़ी नहीं जा सकी। कृपया इसे फिर से PDF के रूप में सेव या एक्सपोर्ट करें और नई फ़ाइल अपलोड करें।",
  ],
  ["This PDF is password-protected. Please upload a copy without a password.", "यह PDF फ़ाइल पासवर्ड से सुरक्षित है। कृपया बिना पासवर्ड वाली कॉपी अपलोड करें।"],
  [
    "This PDF contains scripts or actions that run by themselves, which we cannot accept. Please save or print it to a new PDF and upload that.",
    "इस PDF फ़ाइल में ऐसी स्क्रिप्ट या एक्शन हैं जो अपने-आप चलते हैं, इसलिए हम इसे स्वीकार नहीं कर सकते। कृपया इसे नई PDF फ़ाइल के रूप में सेव या प्रिंट करें और वह फ़ाइल अपलोड करें।",
  ],
  [
    "This Word document could not be read. Please save it again and upload the new file, or upload a PDF.",
    "यह वर्ड दस्तावेज़ पढ़ा नहीं जा सका। कृपया इसे फिर से सेव करके नई फ़ाइल अपलोड करें, या PDF फ़ाइल अपलोड करें।",
  ],
  [
    "This file is not a Word document. Attach your résumé as a PDF, DOC or DOCX file.",
    "यह फ़ाइल वर्ड दस्तावेज़ नहीं है। अपना रिज़्यूमे PDF, DOC या DOCX फ़ाइल के रूप में लगाएँ।",
  ],
  [
    "This Word document contains macros, which we cannot accept. Please save it as a plain Word document (.docx) or a PDF and upload that.",
    "इस वर्ड दस्तावेज़ में मैक्रो हैं, इसलिए हम इसे स्वीकार नहीं कर सकते। कृपया इसे सादे वर्ड दस्तावेज़ (.docx) या PDF फ़ाइल के रूप में सेव करें और वह फ़ाइल अपलोड करें।",
  ],
  [
    "The file could not be stored just now, so nothing was saved. Please try again in a few minutes.",
    "अभी फ़ाइल सेव नहीं हो सकी, इसलिए कुछ भी सेव नहीं हुआ। कृपया कुछ मिनट बाद फिर से कोशिश करें।",
  ],
  ["This position is no longer open.", "इस पद के लिए अब आवेदन नहीं लिए जा रहे हैं।"],
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
