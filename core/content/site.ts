/**
 * The company's identity, used by the layout, meta tags and documents. Its contact details, hours,
 * figures and links are edited by staff (Settings → Site) and read from D1, not from here.
 */
export const site = {
  name: "Vriddhi Business Solutions LLP",
  shortName: "Vriddhi Business Solutions",
  legalName: "Vriddhi Business Solutions LLP",
  tagline: "Sound advice for growing businesses",
  description:
    "Vriddhi Business Solutions is a Bhopal-based consultancy helping startups, MSMEs and established businesses across India with strategy, finance, tax, legal compliance, training and incubation support.",
  foundedYear: 2018,
  /** The firm's country; its address, phones, hours and links are site settings (core/schemas/site-settings.ts). */
  country: "India",
} as const;

export const titleSuffix = " | Vriddhi Business Solutions";

/** The document title of a page: its own title followed by the company suffix. */
export function pageTitle(title: string): string {
  return `${title}${titleSuffix}`;
}
