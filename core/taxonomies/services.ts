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


/** "legal-consultancy/gst-registration": one sub-service of one service line, as its URL names it. */
export type SubServiceKey = { [S in ServiceId]: `${S}/${SubServiceId<S>}` }[ServiceId];

/** The 27 sub-services, each under its service line, in display order. */
export const subServiceKeys: readonly SubServiceKey[] = serviceIds.flatMap((serviceId) =>
  subServiceIds[serviceId].map((subId) => `${serviceId}/${subId}` as SubServiceKey),
);

/** The key of a service line and sub-service id pair, or undefined when the pair is not in the taxonomy. */
export function subServiceKey(serviceId: string, subServiceId: string): SubServiceKey | undefined {
  const key = `${serviceId}/${subServiceId}`;
  return (subServiceKeys as readonly string[]).includes(key) ? (key as SubServiceKey) : undefined;
}
