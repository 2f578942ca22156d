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
  symbols: ({ icon: ThemeSymbolIcon; label: string } | { glyph: string; label: string })[];
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

/** The icons a landing hero's floating symbols may be (web/components/site/landing/floating-symbols.tsx draws them). */
export type ThemeSymbolIcon = "lightbulb" | "graduation-cap" | "book-open" | "notebook-pen" | "sprout";

/**
 * A card with an icon, a title and a sentence. `icon` names the icon; the page that shows the cards
 * maps each name its content uses to a drawing (IconsOf in web/components/site/icon-card-grid.tsx),
 * so a page ships only its own icons. Declare a list `as const satisfies readonly IconCard[]` to keep
 * its names exact.
 */
export interface IconCard {
  icon: string;
  title: string;
  description: string;
}

export interface TimelineEntry {
  year: string;
  title: string;
  description: string;
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
