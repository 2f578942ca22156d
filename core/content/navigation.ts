/** Links of the top navigation and the footer. The Services dropdown is built from services' landingPath. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export const navLinksBeforeServices: NavLinkItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
];

export const navLinksAfterServices: NavLinkItem[] = [
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact" },
];

export const navCta: NavLinkItem = { label: "Get Started", to: "/contact" };

export const footerQuickLinks: NavLinkItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Blog", to: "/blog" },
  { label: "Contact Us", to: "/contact" },
];

/** The footer's bottom row, beside the copyright line. Careers sits here, outside the spec's Quick Links. */
export const footerBottomLinks: NavLinkItem[] = [
  { label: "Careers", to: "/careers" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
];
