import type * as en from "../themes";
import { themes as english } from "../themes";
import type { Translated } from "../../i18n/translated";
import type { ServiceId } from "../../taxonomies/services";

/*
 * The landing themes on Hindi pages: the English themes' colours, images and symbols, with the
 * theme's name and each symbol's label in Hindi.
 */

const names: Record<ServiceId, string> = {
  "startup-msme-consulting": "सवेरे का अंबर",
  "business-consultancy": "बोर्डरूम का नील",
  "financial-consultancy": "बही-खाते का फ़िरोज़ी",
  "legal-consultancy": "कचहरी का मैरून",
  "corporate-training": "विद्वान का बैंगनी",
  "incubation-ecosystem": "अंकुर का हरा",
};

/** Each floating symbol's label, by its English label. */
const symbolLabels: Record<string, string> = {
  "Light bulb": "बल्ब",
  Dot: "बिंदु",
  "Rupee sign": "रुपए का चिह्न",
  "Section sign": "धारा का चिह्न",
  "Graduation cap": "दीक्षांत टोपी",
  "Open book": "खुली किताब",
  "Notebook and pen": "नोटबुक और पेन",
  Seedling: "अंकुर",
};

export const themes: Translated<typeof en.themes> = Object.fromEntries(
  Object.entries(english).map(([id, theme]) => [
    id,
    { ...theme, name: names[id as ServiceId], symbols: theme.symbols.map((symbol) => ({ ...symbol, label: symbolLabels[symbol.label] })) },
  ]),
) as Translated<typeof en.themes>;
