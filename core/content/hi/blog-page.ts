import type * as en from "../blog-page";
import type { Translated } from "../../i18n/translated";

/** The words of the Hindi blog's pages around its posts. */
export const blogPageCopy: Translated<typeof en.blogPageCopy> = {
  title: "कारोबार की बातें",
  topicTitle: (topic) => `${topic}: लेख`,
  feedTitle: "कारोबार की बातें",
  hero: {
    eyebrow: "हमारा ब्लॉग",
    heading: "कारोबार की बातें",
    intro: "देश भर के स्टार्टअप और एमएसएमई के लिए फ़ंडिंग, अनुपालन, टेक्नोलॉजी और कारोबार बढ़ाने पर जानकारों की सलाह, हिंदी में।",
    subscribe: "अपडेट के लिए हमसे जुड़ें",
  },
  topics: {
    heading: "विषय चुनें",
    all: "सभी विषय",
    clear: "विषय का फ़िल्टर हटाएँ",
  },
  topicLabels: {
    startup: "स्टार्टअप रणनीति",
    funding: "फ़ंडिंग और निवेश",
    legal: "कानूनी अनुपालन",
    growth: "कारोबार की बढ़त",
    technology: "टेक्नोलॉजी",
    marketing: "मार्केटिंग",
    finance: "वित्तीय प्रबंधन",
    operations: "संचालन",
  },
  categoryLabels: {
    "Business Strategy": "बिज़नेस रणनीति",
    Finance: "वित्त",
    Startups: "स्टार्टअप",
    Legal: "कानूनी",
    Marketing: "मार्केटिंग",
    Technology: "टेक्नोलॉजी",
    Leadership: "नेतृत्व",
    Operations: "संचालन",
  },
  latest: "नए लेख",
  articlesOn: (topic) => `${topic} पर लेख`,
  empty: {
    heading: "अभी हिंदी में कोई लेख नहीं है",
    topicHeading: (topic) => `${topic} पर अभी हिंदी में कोई लेख नहीं है`,
    body: "हम हर महीने नए लेख लिखते हैं। दूसरे विषय देखें, या अंग्रेज़ी ब्लॉग पढ़ें।",
    viewAll: "सभी लेख देखें",
  },
  otherBlog: {
    text: "हमारे ज़्यादातर लेख अंग्रेज़ी में हैं।",
    link: "बाकी लेख अंग्रेज़ी ब्लॉग पर पढ़ें",
  },
  readMore: "और पढ़ें",
  resources: {
    heading: "कारोबार के लिए गाइड",
    intro: "कारोबार की योजना बनाने, पैसा जुटाने और उसे चलाने में काम आने वाली मुफ़्त गाइड।",
    viewAll: "सभी गाइड देखें",
    tools: "मुफ़्त टूल",
    allTools: "सभी मुफ़्त टूल",
  },
  article: {
    back: "सभी लेखों पर लौटें",
    aboutAuthor: (name) => `${name} के बारे में`,
    meetTeam: "हमारी टीम से मिलें",
    contentWriter: "लेखक",
    related: "ये लेख भी पढ़ें",
  },
  cta: {
    heading: "यह सब अपने कारोबार पर कैसे लागू करें?",
    body: "फ़ंडिंग, अनुपालन, फ़ाइनेंस या कारोबार बढ़ाने पर हमारे सलाहकारों से बात करें। पहला परामर्श मुफ़्त है, और इसमें आप पर कोई बंधन नहीं है।",
    button: "मुफ़्त परामर्श बुक करें",
  },
};
