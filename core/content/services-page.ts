import type { Faq, IconCard } from "./types";

/** One step of the consultative approach; `step` is its display number ("01"…). */
export interface ApproachStep extends IconCard {
  step: string;
}

export const approach = [
  {
    step: "01",
    icon: "search",
    title: "Understand",
    description:
      "We start by listening: your goals, numbers, constraints and the questions keeping you up at night, followed by a review of your documents and processes.",
  },
  {
    step: "02",
    icon: "clipboard-list",
    title: "Plan",
    description:
      "We propose a clear scope, timeline and fee, then build a plan tailored to your business rather than a template, with priorities agreed up front.",
  },
  {
    step: "03",
    icon: "rocket",
    title: "Implement",
    description:
      "We do the work alongside your team: filings, reports, applications, training or process changes, with regular updates and no surprises.",
  },
  {
    step: "04",
    icon: "chart-line",
    title: "Review",
    description:
      "We measure results against the goals we set together, adjust where needed and stay available as your business and the regulations change.",
  },
] as const satisfies readonly ApproachStep[];

export const industries = [
  {
    icon: "cpu",
    title: "Technology",
    description: "SaaS, IT services and deep-tech startups, from DPIIT recognition to investor readiness.",
  },
  {
    icon: "shopping-cart",
    title: "E-commerce",
    description: "D2C brands and marketplace sellers with multi-state GST, reconciliations and growth plans.",
  },
  {
    icon: "heart-pulse",
    title: "Healthcare",
    description: "Hospitals, clinics, diagnostics and health-tech ventures, including staff leadership training.",
  },
  {
    icon: "factory",
    title: "Manufacturing",
    description: "MSME manufacturers with working capital, inventory, CGTMSE loans and statutory compliance.",
  },
  {
    icon: "store",
    title: "Retail",
    description: "Retail chains and traders with stock control, GST compliance and expansion to new locations.",
  },
  {
    icon: "landmark",
    title: "Financial Services",
    description: "NBFCs, fintech startups and advisory firms needing reporting, valuation and regulatory guidance.",
  },
  {
    icon: "utensils-crossed",
    title: "Food & Beverage",
    description: "Food processors, restaurants and packaged food brands, from Udyam and FSSAI to scheme funding.",
  },
  {
    icon: "graduation-cap",
    title: "Education",
    description: "Schools, coaching institutes and ed-tech startups with structuring, compliance and funding needs.",
  },
] as const satisfies readonly IconCard[];

export const faqs: Faq[] = [
  {
    question: "How are your fees structured?",
    answer:
      "It depends on the engagement. Recurring work such as GST, TDS and ROC compliance is billed as a fixed monthly or annual retainer, while projects such as DPIIT registration, valuation reports or loan proposals carry a fixed fee agreed in advance. Advisory and training work is quoted per engagement. You receive a written scope and fee before any work begins, and government fees or stamp duty are charged at actual cost.",
  },
  {
    question: "How long does a typical engagement take?",
    answer:
      "Registrations such as GST or Udyam usually take a few working days once documents are ready, and DPIIT recognition typically takes a few weeks, depending on the department's review. Projects such as a business plan, valuation or market study generally take two to six weeks. Strategy, virtual CFO and compliance engagements are ongoing. We give you a realistic timeline at the start and keep you updated on every step that depends on a government department or a lender.",
  },
  {
    question: "Who do you work with?",
    answer:
      "We work with early-stage founders, startups, MSMEs and established businesses, including proprietorships, partnership firms, LLPs and private limited companies. Our clients range from first-time entrepreneurs to manufacturers, traders, service firms and institutions across sectors such as technology, manufacturing, retail, healthcare and education.",
  },
  {
    question: "Do you work with businesses outside Bhopal?",
    answer:
      "Yes. Our office is in Bhopal, but we serve clients across India. Most of our work, including GST and tax filings, ROC compliance, DPIIT and scheme applications, runs entirely online through video calls and secure document sharing. Where meetings, training sessions or site visits are needed, we travel or arrange them at your location.",
  },
  {
    question: "How do you keep our information confidential?",
    answer:
      "Confidentiality is part of every engagement letter we sign. Your financial, legal and business information is accessed only by the team members working on your engagement, shared through secure channels, and never disclosed to third parties without your consent except where the law requires it. We are happy to sign a separate non-disclosure agreement before you share sensitive information.",
  },
];

/** Headings and short texts of the Services overview page. */
export const servicesPageCopy = {
  head: {
    title: "Our Services",
    description:
      "Startup and MSME consulting, business, financial, legal and tax consultancy, corporate training and incubation support from Vriddhi Business Solutions.",
  },
  hero: {
    eyebrow: "Our Services",
    title: "Expert Services for Every Stage of Your Business",
    subtitle:
      "From registration and compliance to strategy, funding and training, our six service lines cover what startups, MSMEs and established businesses need to grow.",
  },
  list: { title: "What We Offer", description: "Choose a service to see what it includes and how we work." },
  approach: {
    eyebrow: "How We Work",
    title: "Our Consultative Approach",
    description: "Every engagement follows four clear steps, so you always know what happens next.",
  },
  industries: {
    eyebrow: "Industries",
    title: "Industries We Serve",
    description: "Sector experience that lets us ask the right questions from the first meeting.",
  },
  faq: { eyebrow: "FAQ", title: "Frequently Asked Questions" },
  cta: {
    title: "Not sure which service you need?",
    description: "Tell us about your business and we will point you to the right team.",
    primary: { label: "Contact Us", to: "/contact" },
    secondary: { label: "About Us", to: "/about" },
  },
};
