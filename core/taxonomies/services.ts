/** The six service lines, in display order. Their ids are part of public URLs and must not change. */
export const serviceIds = [
  "startup-msme-consulting",
  "business-consultancy",
  "financial-consultancy",
  "legal-consultancy",
  "corporate-training",
  "incubation-ecosystem",
] as const;

export type ServiceId = (typeof serviceIds)[number];

/** The sub-services of each service line, in display order. Ids are part of public URLs (and brochure paths). */
export const subServiceIds = {
  "startup-msme-consulting": [
    "dpiit-registration",
    "due-diligence",
    "incubation-registration",
    "government-funding",
    "industry-experts",
    "mentorship-programs",
    "networking-opportunities",
  ],
  "business-consultancy": ["strategic-planning", "market-analysis", "business-development"],
  "financial-consultancy": [
    "financial-management",
    "risk-management",
    "inventory-management",
    "company-valuation",
    "financial-reporting",
    "loan-consultation",
  ],
  "legal-consultancy": ["income-tax-compliance", "gst-registration", "gst-compliance", "corporate-tax-compliance"],
  "corporate-training": ["skills-enhancement", "entrepreneurship-training", "leadership-programs"],
  "incubation-ecosystem": ["startup-india-registration", "msme-compliance", "incubation-registration", "government-funding"],
} as const satisfies Record<ServiceId, readonly string[]>;

/** A sub-service id of service line `S` (of any line when `S` is left open). */
export type SubServiceId<S extends ServiceId = ServiceId> = (typeof subServiceIds)[S][number];

