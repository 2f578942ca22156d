import { complianceCalendarCopy } from "./compliance-calendar";
import { PREFILL_MESSAGE_PARAM, prefillText } from "../format/prefill";
import type { ServiceId, SubServiceId } from "../taxonomies/services";
import { subServiceAnchors } from "./sub-service-page";

/**
 * The free tools: one record each, which the /tools index, each tool's page (its head and
 * JSON-LD), the footer's "Free tools" list and the sitemap all map over. The calculators' pure
 * arithmetic lives in core/tools; their pages' longer copy in ./tool-pages.ts.
 */

/** The index of the free tools. */
export const TOOLS_PATH = "/tools";

export type ToolId = "gst-calculator" | "emi-calculator" | "gst-registration-check" | "compliance-calendar";

/** A sub-service a tool leads to, by its ids; `title` is the sub-service's own (core/content/content.test.ts checks it). */
export interface ToolService<S extends ServiceId = ServiceId> {
  serviceId: S;
  subServiceId: SubServiceId<S>;
  title: string;
}

export interface FreeTool {
  id: ToolId;
  /** As lists and links name it: "GST Calculator". */
  name: string;
  path: `${typeof TOOLS_PATH}/${ToolId}`;
  /** One line for the index and the tool's cards. */
  summary: string;
  /** The page's meta description and its JSON-LD description. */
  description: string;
  /** A lucide icon, by name; the index maps it to a drawing. */
  icon: string;
  /** The sub-services the tool leads to, the first the main one; the visitor's figures go into its quote form. */
  services: readonly ToolService[];
}

export const freeTools = [
  {
    id: "gst-calculator",
    name: "GST Calculator",
    path: "/tools/gst-calculator",
    summary: "Add GST to a price or take it out of one, with the CGST and SGST or IGST split and the invoice total.",
    description:
      "Free GST calculator for Indian businesses: add GST to a price or take it out of a GST-inclusive amount at the current rates, with the CGST and SGST or IGST split and the invoice total.",
    icon: "receipt-indian-rupee",
    services: [
      { serviceId: "legal-consultancy", subServiceId: "gst-registration", title: "GST Registration" },
      { serviceId: "legal-consultancy", subServiceId: "gst-compliance", title: "GST Compliance" },
    ],
  },
  {
    id: "gst-registration-check",
    name: "GST Registration Check",
    path: "/tools/gst-registration-check",
    summary: "Answer a few questions to see whether your business needs GST registration, with the rule and the section or notification behind it.",
    description:
      "Do I need GST registration? A free check for Indian businesses: the ₹40 lakh, ₹20 lakh and ₹10 lakh limits, inter-state supplies and selling on Amazon or Flipkart, with the rule that applies and its citation.",
    icon: "clipboard-check",
    services: [{ serviceId: "legal-consultancy", subServiceId: "gst-registration", title: "GST Registration" }],
  },
  {
    id: "emi-calculator",
    name: "EMI Calculator",
    path: "/tools/emi-calculator",
    summary: "Work out the monthly instalment, total interest and year-by-year repayment of a loan, and compare two rates.",
    description:
      "Free EMI calculator for business, home and car loans: the monthly instalment, total interest and a year-by-year repayment schedule, with two interest rates compared side by side.",
    icon: "landmark",
    services: [{ serviceId: "financial-consultancy", subServiceId: "loan-consultation", title: "Loan Consultation" }],
  },
  {
    id: "compliance-calendar",
    name: complianceCalendarCopy.name,
    path: "/tools/compliance-calendar",
    summary: complianceCalendarCopy.summary,
    description: complianceCalendarCopy.description,
    icon: "calendar-clock",
    services: [
      { serviceId: "legal-consultancy", subServiceId: "gst-compliance", title: "GST Compliance" },
      { serviceId: "legal-consultancy", subServiceId: "income-tax-compliance", title: "Income Tax Compliance" },
      { serviceId: "legal-consultancy", subServiceId: "corporate-tax-compliance", title: "Corporate Tax Compliance" },
    ],
  },
] as const satisfies readonly FreeTool[];

/** The tool with this id. */
export function freeTool(id: ToolId): FreeTool {
  return freeTools.find((tool) => tool.id === id)!;
}

/** The tools that lead to a sub-service: its page offers them back. */
export const toolsForSubService = (serviceId: ServiceId, subServiceId: string): FreeTool[] =>
  freeTools.filter((tool) => tool.services.some((service) => service.serviceId === serviceId && service.subServiceId === subServiceId));

/** The address of a sub-service's page. */
export const toolServicePath = (service: ToolService) => `/services/${service.serviceId}/${service.subServiceId}`;

/** Every tool's page and the index: the sitemap lists them. */
export const toolPaths = (): string[] => [TOOLS_PATH, ...freeTools.map((tool) => tool.path)];

/** The one sentence every tool says about its figures. */
export const TOOL_DISCLAIMER =
  "These figures are indicative, for planning only, and are not tax, legal or financial advice; please check them against your invoice, loan offer or adviser before you rely on them.";

/**
 * A sub-service's page opened at its quote form, with `note` (the visitor's figures), if any, as
 * the start of the form's message (the page reads it with prefillText).
 */
export function toolServiceLink(service: ToolService, note = ""): string {
  const message = prefillText(note);
  const query = message ? `?${PREFILL_MESSAGE_PARAM}=${encodeURIComponent(message)}` : "";
  return `${toolServicePath(service)}${query}#${subServiceAnchors.quote}`;
}
