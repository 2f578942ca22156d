import type { IconCard, TimelineEntry } from "./types";

/** The company story on the About page, one string per paragraph. */
export const story: string[] = [
  "Vriddhi Business Solutions was founded in Bhopal in 2018 as a financial and tax practice. Our first clients were traders, manufacturers and professionals in Madhya Pradesh who needed dependable help with accounts, income tax and the newly introduced GST.",
  "Working closely with those businesses, we saw that their hardest problems were rarely only about tax. Owners needed help with funding, strategy, contracts and compliance, while the startups emerging around Bhopal and Indore needed guidance on DPIIT recognition, incubators and government schemes. In 2022 we expanded into business, legal, startup and MSME consultancy to meet those needs under one roof.",
  "In 2024 we became Vriddhi Business Solutions LLP and launched our incubation ecosystem support for early-stage ventures. Today we work with startups, MSMEs and established businesses across India, in person from Bhopal and remotely everywhere else. The name Vriddhi means growth, and helping our clients grow on a sound footing remains the reason we exist.",
];

export const mission =
  "To give Indian startups and MSMEs the kind of practical, reliable advice on strategy, finance, tax and compliance that is usually available only to large companies, at a cost they can afford.";

export const vision =
  "To be the most trusted growth partner for entrepreneurs in central India and beyond, known for businesses that are compliant, well financed and built to last.";

export const values = [
  {
    icon: "shield-check",
    title: "Integrity",
    description:
      "We give honest advice, even when it is not what a client hoped to hear, and we never cut corners on compliance.",
  },
  {
    icon: "award",
    title: "Excellence",
    description:
      "We hold our work to professional standards: accurate filings, well-researched reports and deadlines that are met.",
  },
  {
    icon: "lightbulb",
    title: "Innovation",
    description:
      "We look for better ways of working, from digital compliance tracking to new funding routes for our clients.",
  },
  {
    icon: "handshake",
    title: "Collaboration",
    description:
      "We work alongside our clients' teams and bring in the right experts, so solutions are owned by the people who use them.",
  },
] as const satisfies readonly IconCard[];

export const timeline: TimelineEntry[] = [
  {
    year: "2018",
    title: "Foundation",
    description:
      "Founded in Bhopal as a financial and tax practice, serving local businesses with accounting, income tax and GST.",
  },
  {
    year: "2022",
    title: "Expansion",
    description:
      "Expanded into business, legal, startup and MSME consultancy to support clients beyond tax and accounts.",
  },
  {
    year: "2024",
    title: "Became an LLP",
    description:
      "Reorganised as Vriddhi Business Solutions LLP to support a growing team and a wider range of services.",
  },
  {
    year: "2024",
    title: "Incubation Ecosystem Launch",
    description:
      "Launched incubation ecosystem support, helping early-stage ventures with registration, incubators, funding and networks.",
  },
  {
    year: "2025",
    title: "Recognition",
    description:
      "Gained recognition among founders, MSMEs and ecosystem partners across Madhya Pradesh as a trusted advisory partner.",
  },
  {
    year: "2025",
    title: "Digital Transformation",
    description:
      "Moved client onboarding, document exchange and compliance tracking online, enabling engagements with businesses anywhere in India.",
  },
];

/** Headings and short texts of the About page. */
export const aboutCopy = {
  head: {
    title: "About Us",
    description:
      "Founded in Bhopal in 2018, Vriddhi Business Solutions LLP helps startups and MSMEs across India with strategy, finance, tax, compliance, training and incubation.",
  },
  hero: {
    eyebrow: "About Us",
    title: "Helping Indian Businesses Grow Since 2018",
    subtitle:
      "A Bhopal consultancy that began as a financial and tax practice and grew into a partner for strategy, compliance, funding and training.",
  },
  story: { eyebrow: "Our Story", title: "From a Tax Practice to a Growth Partner" },
  mission: "Our Mission",
  vision: "Our Vision",
  values: { eyebrow: "What Guides Us", title: "Our Values" },
  timeline: { eyebrow: "Milestones", title: "Our Journey" },
  testimonials: { title: "Trusted by Founders and Business Owners" },
  team: {
    eyebrow: "Our Team",
    title: "The People You Will Work With",
    description: "Qualified professionals who handle your work themselves, from the first meeting to the last filing.",
  },
  partner: {
    title: "Partner With Us",
    description: "Tell us where your business is headed, and we will help you plan the route.",
    primary: { label: "Contact Us", to: "/contact" },
    secondary: { label: "Explore Our Services", to: "/services" },
  },
};
