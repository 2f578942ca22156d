import type * as en from "../navigation";
import type { Translated } from "../../i18n/translated";

/** Links of the top navigation before the Services dropdown. */
export const navLinksBeforeServices: Translated<typeof en.navLinksBeforeServices> = [
  { label: "होम", to: "/" },
  { label: "हमारे बारे में", to: "/about" },
];

/** Links of the top navigation after the Services dropdown. */
export const navLinksAfterServices: Translated<typeof en.navLinksAfterServices> = [
  { label: "ब्लॉग", to: "/blog" },
  { label: "संपर्क", to: "/contact" },
];

/** The navigation's call to action. */
export const navCta: Translated<typeof en.navCta> = { label: "शुरू करें", to: "/contact" };

/** The footer's Quick Links. */
export const footerQuickLinks: Translated<typeof en.footerQuickLinks> = [
  { label: "होम", to: "/" },
  { label: "हमारे बारे में", to: "/about" },
  { label: "सेवाएँ", to: "/services" },
  { label: "ब्लॉग", to: "/blog" },
  { label: "संपर्क करें", to: "/contact" },
];

/** The footer's bottom row, beside the copyright line. */
export const footerBottomLinks: Translated<typeof en.footerBottomLinks> = [
  { label: "करियर", to: "/careers" },
  { label: "गोपनीयता नीति", to: "/privacy-policy" },
  { label: "सेवा की शर्तें", to: "/terms-of-service" },
];
