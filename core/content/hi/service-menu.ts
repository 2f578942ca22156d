import { type SubServiceId, subServiceIds } from "../../taxonomies/services";
import type * as en from "../service-menu";
import type { Translated } from "../../i18n/translated";
import { subServicePath } from "../service-menu";
import { serviceLines } from "./service-lines";

/** The Hindi name of every sub-service, as its page titles it: the menus' light index. */
export const subServiceTitles: Translated<typeof en.subServiceTitles> = {
  "dpiit-registration": "डीपीआईआईटी पंजीकरण",
  "due-diligence": "ड्यू डिलिजेंस",
  "incubation-registration": "इन्क्यूबेशन पंजीकरण",
  "government-funding": "सरकारी फ़ंडिंग",
  "industry-experts": "उद्योग विशेषज्ञ",
  "mentorship-programs": "मेंटरशिप प्रोग्राम",
  "networking-opportunities": "नेटवर्किंग के अवसर",
  "strategic-planning": "रणनीतिक योजना",
  "market-analysis": "बाज़ार विश्लेषण",
  "business-development": "बिज़नेस डेवलपमेंट",
  "financial-management": "वित्तीय प्रबंधन",
  "risk-management": "जोखिम प्रबंधन",
  "inventory-management": "इन्वेंटरी प्रबंधन",
  "company-valuation": "कंपनी वैल्यूएशन",
  "financial-reporting": "वित्तीय रिपोर्टिंग",
  "loan-consultation": "लोन परामर्श",
  "income-tax-compliance": "आयकर अनुपालन",
  "gst-registration": "जीएसटी पंजीकरण",
  "gst-compliance": "जीएसटी अनुपालन",
  "corporate-tax-compliance": "कॉर्पोरेट टैक्स अनुपालन",
  "skills-enhancement": "कौशल विकास",
  "entrepreneurship-training": "उद्यमिता प्रशिक्षण",
  "leadership-programs": "लीडरशिप प्रोग्राम",
  "startup-india-registration": "स्टार्टअप इंडिया पंजीकरण",
  "msme-compliance": "एमएसएमई संपूर्ण अनुपालन",
};

/** The sub-service page's path is the same in both languages. */
export { subServicePath } from "../service-menu";

/** The six service lines with their sub-services, in display order, in Hindi. */
export const serviceMenu: Translated<typeof en.serviceMenu> = serviceLines.map((line) => ({
  ...line,
  subServices: subServiceIds[line.id].map((id: SubServiceId) => ({ title: subServiceTitles[id], path: subServicePath(line.id, id) })),
}));
