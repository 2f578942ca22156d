import { SETTINGS_TAG } from "./cache-tags";

/** The site's staff-edited facts (contact details, figures, logos), shown on every public page. */
export const siteSettingsFeature = {
  name: "site-settings",
  publicContent: {
    "site_settings.saved": () => [SETTINGS_TAG],
    "site_settings.reverted": () => [SETTINGS_TAG],
    "site_settings.logo_added": () => [SETTINGS_TAG],
  },
} as const;
