/**
 * The words of what frames every public page: the skip link, the header, the menus, the footer,
 * the floating buttons and the not-found page. Page content lives in its own modules.
 */
export const chromeCopy = {
  skipToContent: "Skip to content",
  header: {
    /** The logo's alt text: the firm's name and this. */
    logoHome: "home",
    mainNav: "Main",
    menu: "Menu",
    services: "Services",
    allServices: "All services at a glance",
    /** A service line's toggle in the small-screen menu: "<title> services". */
    subServicesOf: (title: string) => `${title} services`,
  },
  search: {
    siteSearch: "Site search",
    searchTheSite: "Search the site",
    placeholder: "Search services, articles…",
    shortPlaceholder: "Search",
    submit: "Search",
  },
  footer: {
    quickLinks: { label: "Quick links", heading: "Quick Links" },
    freeTools: { label: "Free tools", heading: "Free Tools", all: "All free tools" },
    ourServices: { label: "Our services", heading: "Our Services" },
    contactUs: "Contact Us",
    rights: "All rights reserved.",
    /** A link's accessible name for a social profile: "<network> (opens in a new tab)". */
    opensInNewTab: (label: string) => `${label} (opens in a new tab)`,
  },
  whatsapp: "Chat with us on WhatsApp (opens in a new tab)",
  /** Said after a link that opens a new tab (screen readers only). */
  newTab: "(opens in a new tab)",
  statsLabel: "Our track record",
  /** A service card's call to read on. */
  learnMore: "Learn more",
  /** Before a numbered step's title, for screen readers: "Step 2: ". */
  step: (n: number | string) => `Step ${n}: `,
  /** A page whose data could not be loaded. */
  loadError: {
    title: "Something went wrong",
    text: "We could not load this page. Please try again in a moment, or return to the home page.",
    home: "Return to Home",
  },
  /** Around the long-form pages (policies, terms, guides). */
  documents: {
    lastUpdated: "Last updated:",
    guides: "Our guides",
    readGuide: "Read the guide",
    readGuideNamed: (title: string) => `Read the guide: ${title}`,
  },
  breadcrumb: "Breadcrumb",
  /** A sub-service page's side panels. */
  relatedHelp: "Related services and help",
  /** A free tool offered on a service page: "Free GST Calculator". */
  freeTool: (name: string) => `Free ${name}`,
  freeTools: "Free tools",
  /** The landmark of a service page's side column. */
  moreAboutService: "More about this service",
  testimonials: {
    eyebrow: "Testimonials",
    title: "What Our Clients Say",
    description: "Founders, business owners and leaders across India on working with us.",
  },
  languageSwitch: {
    /** The switch's accessible name, in the language it leads to. */
    toOther: "इस पेज को हिंदी में पढ़ें",
  },
  notFound: {
    title: "Page not found",
    description: "The page you were looking for does not exist.",
    /** The spec's line under "404". */
    heading: "Oops! Page not found",
    /** A line in the page's own language: on the English page, none beyond the spec's. */
    line: "",
    help: "The page may have moved, or the address may be mistyped. Search for what you need:",
    suggested: "Suggested pages",
    links: [
      { label: "Our services", to: "/services" },
      { label: "Contact us", to: "/contact" },
      { label: "Blog", to: "/blog" },
    ],
    home: "Return to Home",
  },
};
