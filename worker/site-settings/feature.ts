import { cacheTags } from "../page-cache/cache-tags";
import { siteSettingsExport } from "./data-export";

/** The site's staff-edited facts (contact details, figures, logos), shown on every public page. */
export const siteSettingsFeature = {
  name: "site-settings",
  publicContent: ["site_settings.saved", "site_settings.reverted", "site_settings.logo_added"],
  purges: () => [cacheTags.settings],
  exports: siteSettingsExport,
} as const;
