import type * as en from "../feature-pages";
import type { Translated } from "../../i18n/translated";

/**
 * The key features (benefits, in hi/services.ts) of each service that have a sub-service page of
 * their own, keyed by their Hindi labels, with its id: the service page links each to its page.
 * `satisfies` keeps the ids checked against the taxonomy.
 */
export const featurePages: Translated<typeof en.featurePages> = {
  "startup-msme-consulting": {
    "डीपीआईआईटी पंजीकरण": "dpiit-registration",
    "ड्यू डिलिजेंस": "due-diligence",
    "इन्क्यूबेशन पंजीकरण": "incubation-registration",
    "सरकारी फ़ंडिंग परामर्श": "government-funding",
    "विशेषज्ञों तक पहुँच": "industry-experts",
    "मेंटरशिप": "mentorship-programs",
    "नेटवर्किंग": "networking-opportunities",
  },
  "business-consultancy": {
    "रणनीतिक योजना": "strategic-planning",
    "बाज़ार विश्लेषण": "market-analysis",
    "बिज़नेस डेवलपमेंट": "business-development",
  },
  "financial-consultancy": {
    "वित्तीय प्रबंधन": "financial-management",
    "जोखिम प्रबंधन विश्लेषण": "risk-management",
    "इन्वेंटरी प्रबंधन": "inventory-management",
    "कंपनी वैल्यूएशन रिपोर्ट": "company-valuation",
    "वित्तीय रिपोर्टिंग": "financial-reporting",
    "लोन परामर्श": "loan-consultation",
  },
  "legal-consultancy": {
    "आयकर अनुपालन": "income-tax-compliance",
    "जीएसटी पंजीकरण": "gst-registration",
    "जीएसटी अनुपालन": "gst-compliance",
    "कॉर्पोरेट टैक्स अनुपालन": "corporate-tax-compliance",
  },
  "corporate-training": {
    "कौशल विकास": "skills-enhancement",
    "उद्यमिता प्रशिक्षण": "entrepreneurship-training",
    "लीडरशिप प्रोग्राम": "leadership-programs",
  },
  "incubation-ecosystem": {
    "स्टार्टअप इंडिया पंजीकरण": "startup-india-registration",
    "एमएसएमई संपूर्ण अनुपालन": "msme-compliance",
    "इन्क्यूबेशन पंजीकरण": "incubation-registration",
    "सरकारी फ़ंडिंग परामर्श": "government-funding",
  },
} satisfies typeof en.featurePages;
