import type { IconCard } from "./types";

/** One numbered step of a process shown on the service and sub-service pages. */
export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

/** "Why Choose" on the sub-service page. */
export const whyChoose = [
  {
    icon: "user-check",
    title: "Expert Guidance",
    description:
      "Chartered accountants, company secretaries, advocates and industry specialists who work on these matters every day.",
  },
  {
    icon: "layers",
    title: "Customized Solutions",
    description:
      "Advice shaped around your sector, stage, location and budget, not a one-size-fits-all package.",
  },
  {
    icon: "life-buoy",
    title: "End-to-End Support",
    description:
      "From the first conversation to the final filing and beyond, one team stays with you and follows through.",
  },
] as const satisfies readonly IconCard[];

/** The four-step process on the sub-service page. */
export const subServiceProcess: ProcessStep[] = [
  {
    step: 1,
    title: "Initial Consultation",
    description:
      "A free first conversation to understand your business, your goals and what you need from this service.",
  },
  {
    step: 2,
    title: "Tailored Strategy Development",
    description:
      "We review your documents and position, then agree a plan, a timeline and a fixed scope of work with you.",
  },
  {
    step: 3,
    title: "Implementation & Execution",
    description:
      "Our team prepares the documents, filings and deliverables, keeping you informed at every stage.",
  },
  {
    step: 4,
    title: "Ongoing Support & Review",
    description:
      "We review the results with you, track renewals and deadlines, and stay on hand for questions that follow.",
  },
];

/**
 * The five-item benefits list on the sub-service page. The fifth speaks of fixed fees only where the
 * page shows one (staff have set it): without a figure it promises no number, only a written quote.
 */
export function subServiceBenefits({ feeShown }: { feeShown: boolean }): string[] {
  return [
    "Save time and focus on running your business",
    "Reduce the risk of penalties, notices and rejected applications",
    "Make decisions based on accurate numbers and expert analysis",
    "Work with one accountable team from start to finish",
    feeShown ? "Transparent, fixed fees agreed before work begins" : "Fees quoted in writing before work begins",
  ];
}

/** The four-step process on the service detail page. */
export const serviceProcess: ProcessStep[] = [
  {
    step: 1,
    title: "Initial Consultation",
    description:
      "We discuss your objectives, challenges and timelines, and review the information you share, to understand where you stand.",
  },
  {
    step: 2,
    title: "Strategy Development",
    description:
      "We design a practical plan with clear deliverables, responsibilities, milestones and a fee agreed in writing.",
  },
  {
    step: 3,
    title: "Implementation",
    description:
      "We carry out the plan with your team, from filings and applications to reports, training and process changes.",
  },
  {
    step: 4,
    title: "Ongoing Support",
    description:
      "We monitor results, keep you ahead of deadlines and regulatory changes, and refine the approach as you grow.",
  },
];

/** Headings and button labels of the service detail page. */
export const serviceDetailCopy = {
  eyebrow: "Our Services",
  overview: "Overview",
  keyFeatures: "Key Features",
  process: "Our Process",
  enquiry: {
    title: "Enquire About This Service",
    description: "Tell us what you need and a consultant will get back to you within one working day.",
  },
  sidebar: {
    bookTitle: "Prefer to talk it through?",
    bookText: "Book a free 30-minute consultation with one of our consultants at a time that suits you.",
  },
  schedule: "Schedule a Consultation",
  book: "Book a Consultation",
  getStarted: "Get Started",
  learnMore: { label: "Learn More About Us", to: "/about" },
  cta: {
    title: "Ready to take the next step?",
    description: "Start with a free consultation, or read more about who we are and how we work.",
  },
};

/** Headings and button labels of the sub-service page. */
export const subServiceCopy = {
  schedule: "Schedule a Consultation",
  overview: "Service Overview",
  whatsIncluded: "What's Included",
  whyChoose: "Why Choose Vriddhi",
  process: "Our Process",
  benefits: "Benefits",
  siblings: "Related Services",
  brochure: {
    title: "Download Brochure",
    text: "A one-page summary of this service: what is included, how we work and how to reach us.",
    action: "Download PDF",
    /** Read after the action by screen readers: which brochure, and that it is a PDF. */
    screenReader: (title: string) => ` of the ${title} brochure (PDF)`,
  },
  assistance: {
    title: "Need Assistance?",
    text: "Our consultants are happy to answer your questions before you decide.",
    action: { label: "Contact Us", to: "/contact" },
  },
  quote: {
    title: "Get a Quote",
    description: "Choose the features you need and we will send you a clear, fixed quote.",
    book: "Book a Consultation",
  },
  /** The in-page index a phone shows under the hero, in the order of the sections it links to. */
  index: {
    label: "On this page",
    fee: "Fee",
    documents: "Documents",
    steps: "Steps",
    faq: "FAQ",
    quote: "Get a quote",
  },
};

/** The ids of the sub-service page's sections that its in-page index (and the hero's Get a Quote) link to. */
export const subServiceAnchors = {
  fee: "fee",
  documents: "documents",
  steps: "steps",
  faq: "faq",
  quote: "get-a-quote",
} as const;

/** Headings and labels of the six service landing pages. */
export const landingCopy = {
  schedule: "Schedule a Consultation",
  details: "View Service Details",
  benefitsTitle: "What We Deliver",
  processTitle: "How We Work",
  notFound: "Service not found",
  allServices: "See all services",
};
