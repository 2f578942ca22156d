import { applicationForms } from "./forms";
import { openingSearch } from "./search";
import { openingPages } from "./sitemap";

/** Careers, the public side of the job listings: open roles in the sitemap and the site search, and the application form. */
export const careersFeature = {
  name: "careers",
  sitemap: openingPages,
  search: openingSearch,
  forms: applicationForms,
} as const;
