import type * as en from "../search-page";
import type { Translated } from "../../i18n/translated";

/** The words of the Hindi site search's page (/hi/search). */
export const searchPageCopy: Translated<typeof en.searchPageCopy> = {
  head: {
    title: "खोज",
    resultsTitle: (query: string) => `“${query}” के खोज नतीजे`,
    description: "Vriddhi Business Solutions की सेवाएँ, गाइड, लेख और नौकरियाँ खोजें।",
  },
  heading: "हमारी साइट में खोजें",
  searchAgain: "फिर से खोजें",
  placeholder: "सेवाएँ, गाइड और लेख खोजें",
  shortened: (searched: string) => `आपकी खोज छोटी करके “${searched}” कर दी गई है।`,
  resultCount: (count: number, query: string) => `“${query}” के लिए ${count} ${count === 1 ? "नतीजा" : "नतीजे"}`,
  kinds: {
    "sub-service": "सेवाएँ",
    service: "सेवा क्षेत्र",
    tool: "मुफ़्त टूल",
    post: "लेख",
    guide: "गाइड और नीतियाँ",
    job: "करियर",
  },
  suggestions: {
    intro: "कोई सेवा, पंजीकरण, गाइड या लेख खोजें। लोग अक्सर ये खोजते हैं:",
    queries: ["जीएसटी पंजीकरण", "डीपीआईआईटी", "उद्यम", "कंपनी वैल्यूएशन", "लोन परामर्श", "आयकर"],
  },
  noResults: {
    title: (query: string) => `हमारी साइट पर “${query}” से मेल खाता कुछ नहीं मिला।`,
    didYouMean: { before: "क्या आप", after: " खोज रहे थे?" },
    tips: ["वर्तनी जाँचें, या कम या छोटे शब्दों से खोजें।", "किसी सेवा को उसके आम नाम से खोजें, जैसे जीएसटी, डीपीआईआईटी या वैल्यूएशन।"],
    elsewhere: {
      before: "आप चाहें तो",
      services: "हमारी सभी सेवाएँ देखें",
      articles: "हमारे लेख पढ़ें",
      or: "या",
      ask: "हमसे सीधे पूछें",
      after: "। हम एक कामकाजी दिन के अंदर जवाब देते हैं।",
    },
  },
};
