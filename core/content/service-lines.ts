import type { ServiceId } from "../taxonomies/services";

/** What the navigation, the footer and the route table need of a service line: no page content. */
export interface ServiceLine {
  id: ServiceId;
  title: string;
  /** The short landing route, e.g. "/startup-consulting". */
  landingPath: string;
}

/**
 * The six service lines' names and landing paths, in display order. Kept apart from services.ts so
 * the layout on every page carries these few words and not every service page's text.
 */
export const serviceLines: readonly ServiceLine[] = [
  { id: "startup-msme-consulting", title: "Startup & MSME Consulting", landingPath: "/startup-consulting" },
  { id: "business-consultancy", title: "Business Consultancy", landingPath: "/business-consultancy" },
  { id: "financial-consultancy", title: "Financial Consultancy", landingPath: "/financial-consultancy" },
  { id: "legal-consultancy", title: "Legal & Tax Consultancy", landingPath: "/legal-consultancy" },
  { id: "corporate-training", title: "Corporate Training", landingPath: "/corporate-training" },
  { id: "incubation-ecosystem", title: "Incubation Ecosystem Support", landingPath: "/incubation-ecosystem" },
];

/** The service line with this id (every ServiceId has one). */
export function serviceLine(id: ServiceId): ServiceLine {
  return serviceLines.find((line) => line.id === id)!;
}

/** The paths of the long-form pages (core/content/documents.ts), for routing without their text. */
export const documentPaths = [
  "/privacy-policy",
  "/terms-of-service",
  "/resources",
  "/resources/startup-funding-checklist",
  "/resources/business-plan-template",
  "/resources/legal-compliance-guide",
] as const;

export type DocumentPath = (typeof documentPaths)[number];
