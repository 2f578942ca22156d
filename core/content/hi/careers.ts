import type * as en from "../careers";
import type { Translated } from "../../i18n/translated";
import type { JobType } from "../../taxonomies/jobs";

/** Where a speculative CV goes is the same path in both languages. */
export { careerEnquiryPath } from "../careers";

/** Why someone would join: shown on /careers above the openings. */
export const reasonsToJoin: Translated<typeof en.reasonsToJoin> = [
  {
    icon: "layers",
    title: "पहले दिन से तरह-तरह का काम",
    description:
      "सुबह जीएसटी रिटर्न, दोपहर में फ़ंडिंग का आवेदन: आप करीब से देखते हैं कि अलग-अलग स्टार्टअप और एमएसएमई असल में कैसे चलते हैं।",
  },
  {
    icon: "handshake",
    title: "असली काम पर सीखें",
    description:
      "आप हमारे सलाहकारों के साथ सीधे क्लाइंट के काम पर लगते हैं, अभ्यास के सवालों पर नहीं। जिन संस्थापकों और मालिकों की आप मदद करते हैं, उनसे आप खुद मिलते हैं।",
  },
  {
    icon: "trending-up",
    title: "बढ़ती फ़र्म के साथ आगे बढ़ें",
    description:
      "हम भोपाल की एक छोटी टीम हैं। यहाँ ज़िम्मेदारी जल्दी मिलती है, और अच्छा काम सीधे फ़ैसला लेने वालों की नज़र में आता है।",
  },
];

/** The careers page's words: hero, reasons, openings and the empty state. */
export const careersCopy: Translated<typeof en.careersCopy> = {
  hero: {
    eyebrow: "करियर",
    title: "Vriddhi में करियर",
    subtitle:
      "हम भोपाल की एक कंसल्टेंसी फ़र्म हैं और पूरे भारत के स्टार्टअप और एमएसएमई को वित्त, टैक्स, अनुपालन, रणनीति और फ़ंडिंग में मदद करते हैं। अगर आपको कारोबार की व्यावहारिक समस्याएँ सुलझाना पसंद है, और ऐसे लोगों के लिए काम करना जो इसकी कद्र करें, तो हमें आपसे बात करके खुशी होगी।",
  },
  reasons: { eyebrow: "हमारे साथ काम", title: "Vriddhi से क्यों जुड़ें" },
  openings: {
    eyebrow: "खुले पद",
    title: "मौजूदा नौकरियाँ",
    description: "विवरण पढ़ने के लिए कोई पद चुनें और अपने रिज़्यूमे के साथ आवेदन करें।",
  },
  empty: {
    title: "अभी कोई पद खाली नहीं है",
    text: "अच्छे लोगों से मिलकर हमें हमेशा खुशी होती है। संपर्क पेज से हमें अपने बारे में और जिस काम की आपको तलाश है, उसके बारे में कुछ पंक्तियाँ लिखें। कोई सही पद खुलते ही हम आपसे संपर्क करेंगे।",
    action: "करियर के बारे में पूछताछ भेजें",
  },
  card: { viewRole: "पद देखें और आवेदन करें" },
  facts: { posted: "प्रकाशित", salary: "वेतन" },
  jobTypes: {
    "Full-time": "फ़ुल-टाइम",
    "Part-time": "पार्ट-टाइम",
    Contract: "कॉन्ट्रैक्ट",
    Freelance: "फ़्रीलांस",
    Internship: "इंटर्नशिप",
    Remote: "रिमोट",
  },
};

/** The words of one opening's page around its own description. */
export const jobPageCopy: Translated<typeof en.jobPageCopy> = {
  breadcrumb: [
    { label: "होम", to: "/" },
    { label: "करियर", to: "/careers" },
  ],
  description: "पद के बारे में",
  requirements: "हमें किसकी तलाश है",
  apply: {
    title: "इस पद के लिए आवेदन करें",
    description: "* वाली जानकारी ज़रूरी है। आपका रिज़्यूमे सिर्फ़ हमारी भर्ती टीम देखती है।",
  },
  /** Instead of the application form, once the role is filled or closed (by staff or by its closing date). */
  closed: {
    filled: "यह पद भर चुका है",
    closed: "यह पद बंद हो चुका है",
    closedOn: (date: string) => `आवेदन ${date} को बंद हो गए।`,
    text: "इस पद के लिए अब आवेदन नहीं लिए जा रहे हैं। आपकी रुचि के लिए धन्यवाद। हमारी बाकी नौकरियाँ करियर पेज पर दी गई हैं।",
    action: "मौजूदा नौकरियाँ देखें",
  },
  /** The Hindi page's own words around the listing's English title and place. */
  headDescription: (job: { title: string; jobType: JobType; location: string; description: string }) =>
    `${job.title} (${careersCopy.jobTypes[job.jobType]}, ${job.location}): Vriddhi Business Solutions में नौकरी। पद का विवरण पढ़ें और अपने रिज़्यूमे के साथ आवेदन करें।`,
  aside: {
    title: "हम भर्ती कैसे करते हैं",
    text: "हम हर आवेदन पढ़ते हैं। अगर आपका अनुभव पद से मेल खाता है, तो हम आपको कॉल या ईमेल करेंगे और बातचीत का समय तय करेंगे, हमारे एमपी नगर ऑफ़िस में या वीडियो कॉल पर।",
    otherRoles: { label: "सभी नौकरियाँ देखें", to: "/careers" },
  },
};

/** The job application form's words, thank-you page and toasts. */
export const applicationFormCopy: Translated<typeof en.applicationFormCopy> = {
  labels: {
    name: "पूरा नाम",
    email: "ईमेल पता",
    phone: "फ़ोन नंबर",
    message: "कवर नोट",
    resume: "रिज़्यूमे",
  },
  placeholders: {
    name: "आपका नाम",
    email: "you@example.in",
    phone: "+91 98765 43210",
    message: "अपने अनुभव के बारे में और यह पद आपको क्यों पसंद है, इस पर कुछ पंक्तियाँ लिखें।",
  },
  hints: { phone: "वैकल्पिक", message: "वैकल्पिक", resume: "PDF, DOC या DOCX, 5 एमबी तक" },
  /** Both the extensions and the types: some browsers filter the picker by one, some by the other. */
  resumeAccept:
    ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  submit: "आवेदन भेजें",
  submitting: "भेजा जा रहा है...",
  success: {
    toastTitle: "आवेदन भेज दिया गया",
    toastText: "आवेदन के लिए धन्यवाद। अगर आपकी प्रोफ़ाइल पद से मेल खाती है, तो हम आपसे संपर्क करेंगे।",
    title: "आवेदन मिल गया",
    text: (position: string) => `${position} पद के लिए आवेदन करने के लिए धन्यवाद।`,
    next: "हमारी टीम हर आवेदन पढ़ती है। अगर आपका अनुभव पद से मेल खाता है, तो हम ईमेल या फ़ोन से आपसे संपर्क करेंगे।",
    back: "बाकी नौकरियाँ देखें",
  },
  failure: {
    title: "आवेदन नहीं भेजा जा सका",
    generic: "आपका आवेदन नहीं भेजा जा सका। कृपया फिर से कोशिश करें, या अपना रिज़्यूमे हमें ईमेल करें।",
    offline: "कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।",
  },
};

/** The careers page's meta description, also the head of an opening that could not be shown. */
export const careersDescription: Translated<typeof en.careersDescription> =
  "Vriddhi Business Solutions, भोपाल में करियर: स्टार्टअप और एमएसएमई के लिए वित्त, टैक्स, अनुपालन और बिज़नेस परामर्श में खुले पद, और आवेदन का तरीका।";
