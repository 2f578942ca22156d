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

/** The blog's description: its list pages' meta description and the RSS feed's. */
export const BLOG_DESCRIPTION =
  "Practical articles on startup funding, legal compliance, technology and growth for Indian startups and MSMEs, from the consultants at Vriddhi Business Solutions.";

/** What a post without its own image shows, and shares. */
export const POST_FALLBACK_IMAGE = "/assets/services/fallback.jpg";
