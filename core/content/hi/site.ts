import type * as en from "../site";
import type { Translated } from "../../i18n/translated";

/** The company's identity in Hindi: the brand stays in Latin script, the words around it are Hindi. */
export const site: Translated<typeof en.site> = {
  name: "Vriddhi Business Solutions LLP",
  shortName: "Vriddhi Business Solutions",
  legalName: "Vriddhi Business Solutions LLP",
  tagline: "बढ़ते कारोबार के लिए भरोसेमंद सलाह",
  description:
    "Vriddhi Business Solutions भोपाल की एक कंसल्टेंसी फ़र्म है। हम पूरे भारत में स्टार्टअप, एमएसएमई और स्थापित कारोबारों को रणनीति, वित्त, टैक्स, कानूनी अनुपालन, प्रशिक्षण और इन्क्यूबेशन में मदद देते हैं।",
  foundedYear: 2018,
  /** The firm's country. */
  country: "भारत",
};

/** The title suffix (the brand) and the page title function are the same in both languages. */
export { pageTitle, titleSuffix } from "../site";
