import type * as en from "../sub-service-page";
import type { Translated } from "../../i18n/translated";

export { subServiceAnchors } from "../sub-service-page";

/** "Why Choose" on the sub-service page. */
export const whyChoose: Translated<typeof en.whyChoose> = [
  {
    icon: "user-check",
    title: "विशेषज्ञ मार्गदर्शन",
    description:
      "चार्टर्ड अकाउंटेंट, कंपनी सेक्रेटरी, वकील और उद्योग विशेषज्ञ, जो रोज़ इन्हीं मामलों पर काम करते हैं।",
  },
  {
    icon: "layers",
    title: "आपके हिसाब से समाधान",
    description:
      "आपके क्षेत्र, कारोबार के पड़ाव, जगह और बजट के हिसाब से सलाह, सबके लिए एक जैसा पैकेज नहीं।",
  },
  {
    icon: "life-buoy",
    title: "शुरू से अंत तक साथ",
    description:
      "पहली बातचीत से आखिरी फ़ाइलिंग तक और उसके बाद भी, एक ही टीम आपके साथ रहती है और हर काम पूरा करती है।",
  },
];

/** The four-step process on the sub-service page. */
export const subServiceProcess: Translated<typeof en.subServiceProcess> = [
  {
    step: 1,
    title: "शुरुआती परामर्श",
    description:
      "पहली बातचीत मुफ़्त है। इसमें हम आपका कारोबार, आपके लक्ष्य और इस सेवा से आपकी ज़रूरत समझते हैं।",
  },
  {
    step: 2,
    title: "आपके लिए रणनीति बनाना",
    description:
      "हम आपके दस्तावेज़ों और स्थिति की समीक्षा करते हैं। फिर आपके साथ योजना, लगने वाला समय और काम का तय दायरा पक्का करते हैं।",
  },
  {
    step: 3,
    title: "अमल और काम पूरा करना",
    description:
      "हमारी टीम दस्तावेज़, फ़ाइलिंग और बाकी काम तैयार करती है, और हर चरण पर आपको जानकारी देती रहती है।",
  },
  {
    step: 4,
    title: "लगातार सहायता और समीक्षा",
    description:
      "हम आपके साथ नतीजों की समीक्षा करते हैं और नवीनीकरण और अंतिम तारीखों पर नज़र रखते हैं। बाद में कोई सवाल हो, तो हम मौजूद रहते हैं।",
  },
];

/**
 * The five-item benefits list on the sub-service page. The fifth speaks of fixed fees only where the
 * page shows one: without a figure it promises no number, only a written quote.
 */
export function subServiceBenefits({ feeShown }: { feeShown: boolean }): string[] {
  return [
    "समय बचाएँ और अपना कारोबार चलाने पर ध्यान दें",
    "जुर्माने, नोटिस और आवेदन खारिज होने का जोखिम कम करें",
    "सही आँकड़ों और विशेषज्ञ विश्लेषण के आधार पर फ़ैसले लें",
    "शुरू से अंत तक एक ही ज़िम्मेदार टीम के साथ काम करें",
    feeShown ? "साफ़ और तय फ़ीस, जो काम शुरू होने से पहले पक्की होती है" : "काम शुरू होने से पहले फ़ीस का लिखित कोटेशन",
  ];
}

/** The four-step process on the service detail page. */
export const serviceProcess: Translated<typeof en.serviceProcess> = [
  {
    step: 1,
    title: "शुरुआती परामर्श",
    description:
      "हम आपके लक्ष्यों, चुनौतियों और समय-सीमा पर बात करते हैं। आपकी दी हुई जानकारी की समीक्षा करके हम समझते हैं कि आप अभी कहाँ खड़े हैं।",
  },
  {
    step: 2,
    title: "रणनीति बनाना",
    description:
      "हम एक व्यावहारिक योजना बनाते हैं। इसमें साफ़ नतीजे, ज़िम्मेदारियाँ, पड़ाव और लिखित में तय फ़ीस होती है।",
  },
  {
    step: 3,
    title: "अमल",
    description:
      "हम आपकी टीम के साथ योजना पर अमल करते हैं: फ़ाइलिंग और आवेदन से लेकर रिपोर्ट, प्रशिक्षण और प्रक्रिया में बदलाव तक।",
  },
  {
    step: 4,
    title: "लगातार सहायता",
    description:
      "हम नतीजों पर नज़र रखते हैं और अंतिम तारीखों और नियमों में बदलाव से पहले ही आपको तैयार रखते हैं। आपका कारोबार बढ़ने के साथ हम अपना तरीका भी बेहतर करते रहते हैं।",
  },
];

/** Headings and button labels of the service detail page. */
export const serviceDetailCopy: Translated<typeof en.serviceDetailCopy> = {
  eyebrow: "हमारी सेवाएँ",
  overview: "परिचय",
  keyFeatures: "मुख्य खूबियाँ",
  process: "हमारी प्रक्रिया",
  enquiry: {
    title: "इस सेवा के बारे में पूछताछ करें",
    description: "बताएँ कि आपको क्या चाहिए। हमारे सलाहकार एक कामकाजी दिन के अंदर आपसे संपर्क करेंगे।",
  },
  sidebar: {
    bookTitle: "बात करके समझना चाहते हैं?",
    bookText: "अपनी सुविधा के समय पर हमारे किसी सलाहकार के साथ 30 मिनट का मुफ़्त परामर्श बुक करें।",
  },
  schedule: "परामर्श का समय तय करें",
  book: "परामर्श बुक करें",
  getStarted: "शुरू करें",
  learnMore: { label: "हमारे बारे में और जानें", to: "/about" },
  cta: {
    title: "अगला कदम उठाने को तैयार हैं?",
    description: "मुफ़्त परामर्श से शुरुआत करें, या जानें कि हम कौन हैं और कैसे काम करते हैं।",
  },
};

/** Headings and button labels of the sub-service page. */
export const subServiceCopy: Translated<typeof en.subServiceCopy> = {
  schedule: "परामर्श का समय तय करें",
  overview: "सेवा का परिचय",
  whatsIncluded: "क्या-क्या शामिल है",
  whyChoose: "Vriddhi को क्यों चुनें",
  process: "हमारी प्रक्रिया",
  benefits: "फ़ायदे",
  siblings: "संबंधित सेवाएँ",
  brochure: {
    title: "ब्रोशर डाउनलोड करें",
    text: "इस सेवा का एक पेज का सार: इसमें क्या शामिल है, हम कैसे काम करते हैं और हमसे कैसे संपर्क करें।",
    action: "पीडीएफ़ डाउनलोड करें (English)",
    screenReader: (title) => `: ${title} ब्रोशर (पीडीएफ़, अंग्रेज़ी में)`,
  },
  assistance: {
    title: "मदद चाहिए?",
    text: "फ़ैसला लेने से पहले आपके सवालों के जवाब देने में हमारे सलाहकारों को खुशी होगी।",
    action: { label: "संपर्क करें", to: "/contact" },
  },
  quote: {
    title: "कोटेशन पाएँ",
    description: "अपनी ज़रूरत की सुविधाएँ चुनें, हम आपको साफ़ और तय कोटेशन भेजेंगे।",
    book: "परामर्श बुक करें",
  },
  /** The in-page index a phone shows under the hero, in the order of the sections it links to. */
  index: {
    label: "इस पेज पर",
    fee: "फ़ीस",
    documents: "दस्तावेज़",
    steps: "चरण",
    faq: "सवाल-जवाब",
    quote: "कोटेशन पाएँ",
  },
};

/** Headings and labels of the six service landing pages. */
export const landingCopy: Translated<typeof en.landingCopy> = {
  schedule: "परामर्श का समय तय करें",
  details: "सेवा का पूरा विवरण देखें",
  benefitsTitle: "हम क्या देते हैं",
  processTitle: "हम कैसे काम करते हैं",
  notFound: "सेवा नहीं मिली",
  allServices: "सभी सेवाएँ देखें",
};
