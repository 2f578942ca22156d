import { cacheTags } from "../page-cache/cache-tags";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { siteLogoRoutes } from "./logo-routes";
import { siteSettingsAdminRoutes } from "./routes";

/** The site's staff-edited facts (contact details, figures, logos), shown on every public page. */
export const siteSettingsFeature = defineFeature({
  name: "site-settings",
  publicContent: ["site_settings.saved", "site_settings.reverted", "site_settings.logo_added"],
  purges: () => [cacheTags.settings],
  api: new Hono<AppEnv>().route("/admin/site-settings", siteSettingsAdminRoutes).route("/admin/uploads/site-logos", siteLogoRoutes),
});
