import type * as en from "../site-chrome";
import type { Translated } from "../../i18n/translated";

/** The words of what frames every Hindi page. */
export const chromeCopy: Translated<typeof en.chromeCopy> = {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  header: {
    logoHome: "होम",
    mainNav: "मुख्य",
    menu: "मेन्यू",
    services: "सेवाएँ",
    allServices: "सभी सेवाएँ एक नज़र में",
    subServicesOf: (title: string) => `${title}: सेवाएँ`,
  },
  search: {
    siteSearch: "साइट में खोजें",
    searchTheSite: "साइट में खोजें",
    placeholder: "सेवाएँ, लेख खोजें…",
    shortPlaceholder: "खोजें",
    submit: "खोजें",
  },
  footer: {
    quickLinks: { label: "मुख्य लिंक", heading: "मुख्य लिंक" },
    freeTools: { label: "मुफ़्त टूल", heading: "मुफ़्त टूल", all: "सभी मुफ़्त टूल" },
    ourServices: { label: "हमारी सेवाएँ", heading: "हमारी सेवाएँ" },
    contactUs: "संपर्क करें",
    rights: "सर्वाधिकार सुरक्षित।",
    opensInNewTab: (label: string) => `${label} (नए टैब में खुलेगा)`,
  },
  whatsapp: "व्हाट्सऐप पर हमसे बात करें (नए टैब में खुलेगा)",
  newTab: "(नए टैब में खुलेगा)",
  statsLabel: "हमारा अब तक का काम",
  learnMore: "और पढ़ें",
  step: (n: number | string) => `चरण ${n}: `,
  moreAboutService: "इस सेवा के बारे में और",
  breadcrumb: "पेज का रास्ता",
  relatedHelp: "जुड़ी हुई सेवाएँ और मदद",
  freeTool: (name: string) => `मुफ़्त ${name}`,
  freeTools: "मुफ़्त टूल",
  loadError: {
    title: "कुछ गड़बड़ हो गई",
    text: "यह पेज लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर से कोशिश करें, या होम पेज पर जाएँ।",
    home: "होम पेज पर जाएँ",
  },
  documents: {
    lastUpdated: "पिछला अपडेट:",
    guides: "हमारी गाइड",
    readGuide: "गाइड पढ़ें",
    readGuideNamed: (title: string) => `गाइड पढ़ें: ${title}`,
  },
  testimonials: {
    eyebrow: "क्लाइंट की राय",
    title: "हमारे क्लाइंट क्या कहते हैं",
    description: "देश भर के संस्थापक, कारोबारी और लीडर बताते हैं कि हमारे साथ काम करना कैसा रहा।",
  },
  languageSwitch: {
    toOther: "Read this page in English",
  },
  notFound: {
    title: "पेज नहीं मिला",
    description: "आप जो पेज ढूँढ रहे थे, वह मौजूद नहीं है।",
    heading: "Oops! Page not found",
    line: "माफ़ करें, यह पेज नहीं मिला। हो सकता है लिंक पुराना हो या पता गलत लिखा गया हो।",
    help: "आपको जो चाहिए, उसे खोजें:",
    suggested: "सुझाए गए पेज",
    links: [
      { label: "हमारी सेवाएँ", to: "/services" },
      { label: "संपर्क करें", to: "/contact" },
      { label: "ब्लॉग", to: "/blog" },
    ],
    home: "होम पेज पर जाएँ",
  },
};
