import type { LucideIcon } from "lucide-react";
import type { ServiceId, SubServiceId } from "../taxonomies/services";
import type { DocumentPath, ServiceLine } from "./service-lines";

/** A service line's page content; its id, title and landing path come from service-lines.ts. */
export interface Service extends ServiceLine {
  shortDescription: string;
  description: string;
  benefits: string[];
  /** Exactly five steps. */
  process: string[];
}

/** A sub-service of service line `S`: its id from the taxonomy, its copy here. */
export interface SubService<S extends ServiceId = ServiceId> {
  id: SubServiceId<S>;
  title: string;
  description: string;
  features: string[];
}

/** What a list of links to sub-services needs. */
export type SubServiceLink = Pick<SubService, "id" | "title">;

export interface ServiceTheme {
  name: string;
  /** Tailwind colour stops for the hero gradient, e.g. "from-amber-600". */
  gradientFrom: string;
  gradientVia: string;
  gradientTo: string;
  /** Tailwind classes for the primary button, e.g. "bg-gradient-to-r from-amber-500 to-orange-600". */
  buttonGradient: string;
  /** Tailwind classes for gradient text, e.g. "bg-gradient-to-r from-amber-200 to-yellow-100". */
  textGradient: string;
  /** Tailwind text colour class for accents, e.g. "text-amber-400". */
  accentColor: string;
  /** Public path of the hero background, e.g. "/assets/landing/startup-msme-consulting.jpg". */
  backgroundImage: string;
  /** The floating decorative symbols of the hero (bulbs, dots, ₹ signs, § signs, study icons, seedlings). */
  symbols: { icon: LucideIcon | string; label: string }[];
}

export interface Testimonial {
  id: string;
  quote: string;
  author: string;
  position: string;
  company: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface IconCard {
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface TimelineEntry {
  year: string;
  title: string;
  description: string;
}

export interface Stat {
  value: string;
  label: string;
}

/** A long-form page (privacy policy, terms, resource guides) as data, rendered by one component. */
export interface DocumentPage {
  path: DocumentPath;
  title: string;
  description: string;
  updated?: string;
  intro: string;
  sections: { heading: string; paragraphs?: string[]; items?: string[] }[];
}
