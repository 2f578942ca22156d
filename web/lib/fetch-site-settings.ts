import { parseResponse } from "hono/client";
import { browserApi } from "./api-client";
import type { SiteData } from "./site-settings";

/** The current site settings from the public API; loaded lazily, only when a page has no server data. */
export async function fetchSiteSettings(): Promise<SiteData> {
  return parseResponse(browserApi.api["site-settings"].$get());
}
