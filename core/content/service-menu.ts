import { type ServiceId, type SubServiceId, subServiceIds } from "../taxonomies/services";
import { type ServiceLine, serviceLines } from "./service-lines";

/**
 * The name of every sub-service, as its page titles it: the menus' light index. The pages' copy
 * stays in sub-services.ts, so the header carries these words and nothing more (a test keeps the
 * two in step).
 */
export const subServiceTitles: Record<SubServiceId, string> = {
  "dpiit-registration": "DPIIT Registration",
  "due-diligence": "Due Diligence",
  "incubation-registration": "Incubation Registration",
  "government-funding": "Government Funding",
  "industry-experts": "Industry Experts",
  "mentorship-programs": "Mentorship Programs",
  "networking-opportunities": "Networking Opportunities",
  "strategic-planning": "Strategic Planning",
  "market-analysis": "Market Analysis",
  "business-development": "Business Development",
  "financial-management": "Financial Management",
  "risk-management": "Risk Management",
  "inventory-management": "Inventory Management",
  "company-valuation": "Company Valuation",
  "financial-reporting": "Financial Reporting",
  "loan-consultation": "Loan Consultation",
  "income-tax-compliance": "Income Tax Compliance",
  "gst-registration": "GST Registration",
  "gst-compliance": "GST Compliance",
  "corporate-tax-compliance": "Corporate Tax Compliance",
  "skills-enhancement": "Skills Enhancement",
  "entrepreneurship-training": "Entrepreneurship Training",
  "leadership-programs": "Leadership Programs",
  "startup-india-registration": "Startup India Registration",
  "msme-compliance": "MSME Complete Compliance",
};

export interface MenuLink {
  title: string;
  path: string;
}

/** A service line in the menus: its landing page, then its sub-services' pages. */
export interface ServiceMenuLine extends ServiceLine {
  subServices: MenuLink[];
}

/** The sub-service page's path: the service line's id, then the sub-service's. */
export const subServicePath = (serviceId: ServiceId, subServiceId: string) => `/services/${serviceId}/${subServiceId}`;

/** The six service lines with their sub-services, in display order. */
export const serviceMenu: ServiceMenuLine[] = serviceLines.map((line) => ({
  ...line,
  subServices: subServiceIds[line.id].map((id: SubServiceId) => ({ title: subServiceTitles[id], path: subServicePath(line.id, id) })),
}));
