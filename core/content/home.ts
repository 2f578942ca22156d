import type { IconCard } from "./types";

/** The "Comprehensive Business Solutions" section of the home page. */
export const features = [
  {
    icon: "target",
    title: "Strategic Growth Planning",
    description:
      "A realistic roadmap with clear goals, budgets and KPIs, built with your leadership team and reviewed every quarter.",
  },
  {
    icon: "globe",
    title: "Market Expansion",
    description:
      "Evidence-based entry into new cities, states, channels and export markets, from market sizing to distributor and marketplace strategy.",
  },
  {
    icon: "shield-check",
    title: "Risk Management",
    description:
      "Financial, operational and compliance risks identified early and controlled, so surprises do not derail your growth.",
  },
  {
    icon: "users",
    title: "Team Development",
    description:
      "Training and leadership programmes that build skills, accountability and collaboration across your organisation.",
  },
  {
    icon: "badge-check",
    title: "Quality Assurance",
    description:
      "Documented processes, internal controls and regular reviews that keep your delivery consistent as you scale.",
  },
  {
    icon: "monitor-smartphone",
    title: "Digital Transformation",
    description:
      "Practical adoption of cloud accounting, GST-ready billing, CRM and online sales that pays for itself in saved time.",
  },
] as const satisfies readonly IconCard[];

/**
 * Placeholders of the "Trusted By Leading Companies" logo strip, shown until staff upload real logos
 * (Settings → Site). The figures and the consultation badge are site settings too.
 */
export const trustedBy = ["Client 1", "Client 2", "Client 3", "Client 4", "Client 5", "Client 6"] as const;

/** Headings and short texts of the home page sections. */
export const homeCopy = {
  hero: {
    eyebrow: "Bhopal · Serving businesses across India",
    title: "Business Solution Services",
    subtitle:
      "Strategy, finance, tax, legal compliance, training and incubation support for startups, MSMEs and growing businesses, from one accountable team.",
    primaryCta: { label: "Get Started", to: "/contact" },
    secondaryCta: { label: "Explore Services", to: "/services" },
  },
  features: {
    eyebrow: "Why Vriddhi",
    title: "Comprehensive Business Solutions",
    description: "Everything a growing business needs to plan, comply, fund and scale, under one roof.",
  },
  services: {
    eyebrow: "Our Services",
    title: "How We Can Help",
    description: "Six service lines, each led by specialists who work on these matters every day.",
    viewAll: "View All Services",
  },
  cta: {
    title: "Ready to grow your business on a sound footing?",
    description:
      "Book a free first consultation. We will listen, review where you stand and suggest the next practical steps, with no obligation.",
    button: "Schedule a Consultation",
  },
  trustedBy: { title: "Trusted By Leading Companies" },
};
