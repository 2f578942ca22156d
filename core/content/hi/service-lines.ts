import type { ServiceId } from "../../taxonomies/services";
import type * as en from "../service-lines";
import type { Translated } from "../../i18n/translated";

/** The six service lines' Hindi names and landing paths, in display order. */
export const serviceLines: Translated<typeof en.serviceLines> = [
  { id: "startup-msme-consulting", title: "स्टार्टअप और एमएसएमई परामर्श", landingPath: "/startup-consulting" },
  { id: "business-consultancy", title: "बिज़नेस परामर्श", landingPath: "/business-consultancy" },
  { id: "financial-consultancy", title: "वित्तीय परामर्श", landingPath: "/financial-consultancy" },
  { id: "legal-consultancy", title: "कानूनी और टैक्स परामर्श", landingPath: "/legal-consultancy" },
  { id: "corporate-training", title: "कॉर्पोरेट प्रशिक्षण", landingPath: "/corporate-training" },
  { id: "incubation-ecosystem", title: "इन्क्यूबेशन इकोसिस्टम सहायता", landingPath: "/incubation-ecosystem" },
];

/** The service line with this id (every ServiceId has one). */
export const serviceLine: Translated<typeof en.serviceLine> = (id: ServiceId) =>
  serviceLines.find((line) => line.id === id)!;

/** The long-form pages' paths are the same in both languages. */
export { documentPaths } from "../service-lines";
