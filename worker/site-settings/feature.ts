import { SETTINGS_TAG } from "./cache-tags";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { siteLogoRoutes } from "./logo-routes";
import { siteSettingsAdminRoutes } from "./routes";
import { siteSettingsExport } from "./data-export";
import { sitePlaceholders } from "./launch-checklist";

/** The site's staff-edited facts (contact details, figures, logos), shown on every public page. */
export const siteSettingsFeature = defineFeature({
  name: "site-settings",
  publicContent: {
    "site_settings.saved": () => [SETTINGS_TAG],
    "site_settings.reverted": () => [SETTINGS_TAG],
    "site_settings.logo_added": () => [SETTINGS_TAG],
  },
  api: new Hono<AppEnv>().route("/admin/site-settings", siteSettingsAdminRoutes).route("/admin/uploads/site-logos", siteLogoRoutes),
  exports: siteSettingsExport,
  launchChecklist: sitePlaceholders,
});
