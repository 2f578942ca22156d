import type * as en from "../themes";
import type { Translated } from "../../i18n/translated";

/*
 * The service lines' landing themes: only the names and the symbols' labels are words. Class names
 * are written out in full, as in the English module, so that Tailwind's scanner finds them.
 */
export const themes: Translated<typeof en.themes> = {
  "startup-msme-consulting": {
    name: "सवेरे का अंबर",
    gradientFrom: "from-amber-950",
    gradientVia: "via-orange-900",
    gradientTo: "to-yellow-800",
    buttonGradient:
      "bg-gradient-to-r from-amber-700 to-orange-700 hover:from-amber-800 hover:to-orange-800",
    textGradient: "bg-gradient-to-r from-amber-200 to-yellow-100",
    accentColor: "text-amber-400",
    backgroundImage: "/assets/landing/startup-msme-consulting.jpg",
    symbols: [
      { icon: "lightbulb", label: "बल्ब" },
      { icon: "lightbulb", label: "बल्ब" },
      { icon: "lightbulb", label: "बल्ब" },
      { icon: "lightbulb", label: "बल्ब" },
      { icon: "lightbulb", label: "बल्ब" },
      { icon: "lightbulb", label: "बल्ब" },
    ],
  },
  "business-consultancy": {
    name: "बोर्डरूम का नील",
    gradientFrom: "from-indigo-950",
    gradientVia: "via-blue-900",
    gradientTo: "to-sky-800",
    buttonGradient:
      "bg-gradient-to-r from-sky-700 to-indigo-600 hover:from-sky-800 hover:to-indigo-700",
    textGradient: "bg-gradient-to-r from-sky-200 to-indigo-100",
    accentColor: "text-sky-400",
    backgroundImage: "/assets/landing/business-consultancy.jpg",
    symbols: [
      { glyph: "•", label: "बिंदु" },
      { glyph: "•", label: "बिंदु" },
      { glyph: "•", label: "बिंदु" },
      { glyph: "•", label: "बिंदु" },
      { glyph: "•", label: "बिंदु" },
      { glyph: "•", label: "बिंदु" },
      { glyph: "•", label: "बिंदु" },
      { glyph: "•", label: "बिंदु" },
    ],
  },
  "financial-consultancy": {
    name: "बही-खाते का फ़िरोज़ी",
    gradientFrom: "from-slate-950",
    gradientVia: "via-teal-900",
    gradientTo: "to-cyan-800",
    buttonGradient:
      "bg-gradient-to-r from-teal-700 to-cyan-700 hover:from-teal-800 hover:to-cyan-800",
    textGradient: "bg-gradient-to-r from-teal-200 to-cyan-100",
    accentColor: "text-teal-300",
    backgroundImage: "/assets/landing/financial-consultancy.jpg",
    symbols: [
      { glyph: "₹", label: "रुपए का चिह्न" },
      { glyph: "₹", label: "रुपए का चिह्न" },
      { glyph: "₹", label: "रुपए का चिह्न" },
      { glyph: "₹", label: "रुपए का चिह्न" },
      { glyph: "₹", label: "रुपए का चिह्न" },
      { glyph: "₹", label: "रुपए का चिह्न" },
    ],
  },
  "legal-consultancy": {
    name: "कचहरी का मैरून",
    gradientFrom: "from-rose-950",
    gradientVia: "via-red-950",
    gradientTo: "to-stone-900",
    buttonGradient:
      "bg-gradient-to-r from-rose-600 to-red-700 hover:from-rose-700 hover:to-red-800",
    textGradient: "bg-gradient-to-r from-rose-200 to-amber-100",
    accentColor: "text-rose-300",
    backgroundImage: "/assets/landing/legal-consultancy.jpg",
    symbols: [
      { glyph: "§", label: "धारा का चिह्न" },
      { glyph: "§", label: "धारा का चिह्न" },
      { glyph: "§", label: "धारा का चिह्न" },
      { glyph: "§", label: "धारा का चिह्न" },
      { glyph: "§", label: "धारा का चिह्न" },
      { glyph: "§", label: "धारा का चिह्न" },
    ],
  },
  "corporate-training": {
    name: "विद्वान का बैंगनी",
    gradientFrom: "from-violet-950",
    gradientVia: "via-purple-900",
    gradientTo: "to-fuchsia-800",
    buttonGradient:
      "bg-gradient-to-r from-violet-600 to-purple-600 hover:from-violet-700 hover:to-purple-700",
    textGradient: "bg-gradient-to-r from-violet-200 to-fuchsia-100",
    accentColor: "text-violet-300",
    backgroundImage: "/assets/landing/corporate-training.jpg",
    symbols: [
      { icon: "book-open", label: "खुली किताब" },
      { icon: "graduation-cap", label: "दीक्षांत टोपी" },
      { icon: "notebook-pen", label: "नोटबुक और पेन" },
      { icon: "book-open", label: "खुली किताब" },
      { icon: "graduation-cap", label: "दीक्षांत टोपी" },
      { icon: "notebook-pen", label: "नोटबुक और पेन" },
    ],
  },
  "incubation-ecosystem": {
    name: "अंकुर का हरा",
    gradientFrom: "from-green-950",
    gradientVia: "via-emerald-900",
    gradientTo: "to-lime-900",
    buttonGradient:
      "bg-gradient-to-r from-lime-700 to-green-700 hover:from-lime-800 hover:to-green-800",
    textGradient: "bg-gradient-to-r from-lime-200 to-green-100",
    accentColor: "text-lime-400",
    backgroundImage: "/assets/landing/incubation-ecosystem.jpg",
    symbols: [
      { icon: "sprout", label: "अंकुर" },
      { icon: "sprout", label: "अंकुर" },
      { icon: "sprout", label: "अंकुर" },
      { icon: "sprout", label: "अंकुर" },
      { icon: "sprout", label: "अंकुर" },
      { icon: "sprout", label: "अंकुर" },
    ],
  },
};
