import type { BlogTopic } from "./types";

/**
 * Topic links of the blog list (/blog?topic=…). "Funding" is the category of a seeded article and is
 * not in the admin's list, so funding topics include it alongside "Finance".
 */
export const blogTopics: BlogTopic[] = [
  { slug: "startup", label: "Startup Strategy", categories: ["Startups", "Funding"] },
  { slug: "funding", label: "Funding & Investment", categories: ["Funding", "Finance"] },
  { slug: "legal", label: "Legal Compliance", categories: ["Legal"] },
  { slug: "growth", label: "Business Growth", categories: ["Business Strategy", "Leadership"] },
  { slug: "technology", label: "Technology", categories: ["Technology"] },
  { slug: "marketing", label: "Marketing", categories: ["Marketing"] },
  { slug: "finance", label: "Financial Management", categories: ["Finance"] },
  { slug: "operations", label: "Operations", categories: ["Operations"] },
];

/** The guides of the blog list's Business Resources section. */
export const resources: { path: string; title: string; description: string }[] = [
  {
    path: "/resources/startup-funding-checklist",
    title: "Startup Funding Checklist",
    description:
      "DPIIT recognition, government schemes, bank credit and investor readiness: what to prepare before you raise money.",
  },
  {
    path: "/resources/business-plan-template",
    title: "Business Plan Template",
    description:
      "The sections banks, incubators and investors expect, with guidance on what to write in each.",
  },
  {
    path: "/resources/legal-compliance-guide",
    title: "Legal Compliance Guide",
    description:
      "The registrations, returns and annual filings every Indian startup and MSME should keep track of.",
  },
];
