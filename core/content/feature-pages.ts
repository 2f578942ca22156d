import type { ServiceId, SubServiceId } from "../taxonomies/services";

/**
 * The key features (benefits, in services.ts) of each service that have a sub-service page of their
 * own, with its id: the service page links each to its page. A feature left out has no page (e.g.
 * "Operational Efficiency"). Apart from services.ts, so the pages that list services (home, the
 * services page) do not load it.
 */
export const featurePages: { [S in ServiceId]: Partial<Record<string, SubServiceId<S>>> } = {
  "startup-msme-consulting": {
    "DPIIT Registration": "dpiit-registration",
    "Due Diligence": "due-diligence",
    "Incubation Registration": "incubation-registration",
    "Government Funding Consultation": "government-funding",
    "Access to Experts": "industry-experts",
    Mentorship: "mentorship-programs",
    Networking: "networking-opportunities",
  },
  "business-consultancy": {
    "Strategic Planning": "strategic-planning",
    "Market Analysis": "market-analysis",
    "Business Development": "business-development",
  },
  "financial-consultancy": {
    "Financial Management": "financial-management",
    "Risk Management Analysis": "risk-management",
    "Inventory Management": "inventory-management",
    "Company Valuation Report": "company-valuation",
    "Financial Reporting": "financial-reporting",
    "Loan Consultation": "loan-consultation",
  },
  "legal-consultancy": {
    "Income Tax Compliance": "income-tax-compliance",
    "GST Registration": "gst-registration",
    "GST Compliance": "gst-compliance",
    "Corporate Tax Compliance": "corporate-tax-compliance",
  },
  "corporate-training": {
    "Skills Enhancement": "skills-enhancement",
    "Entrepreneurship Training": "entrepreneurship-training",
    "Leadership Programs": "leadership-programs",
  },
  "incubation-ecosystem": {
    "Startup India Registration": "startup-india-registration",
    "MSME Complete Compliance": "msme-compliance",
    "Incubation Registration": "incubation-registration",
    "Government Funding Consultation": "government-funding",
  },
};
