import type { LoaderFunctionArgs } from "react-router-dom";
import { useRouteLoaderData } from "react-router-dom";
import type { SiteSettings } from "#core/schemas/site-settings";
import type { LoaderContext } from "./api-client";

/*
 * The site settings staff edit (Settings → Site) reach every public page as the data of the site
 * layout route: the worker reads them once per render and they travel in the hydration JSON, so
 * no page imports them and a save shows on the next page load.
 */

export const SITE_ROUTE_ID = "site";

export interface SiteData {
  settings: SiteSettings;
}

/** The layout route's loader: the worker's copy, or (a page the browser renders alone) the API's. */
export async function siteLoader({ context }: LoaderFunctionArgs): Promise<SiteData> {
  const given = (context as Partial<LoaderContext> | undefined)?.siteSettings;
  if (given) return { settings: given };
  const { fetchSiteSettings } = await import("./fetch-site-settings");
  return fetchSiteSettings();
}

/** The current site settings, in any component under the site layout. */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData(SITE_ROUTE_ID) as SiteData | undefined;
  if (!data) throw new Error("useSiteSettings is used outside the site layout");
  return data.settings;
}

/** The site settings among a page's route matches (for its head), when the site layout is one of them. */
export function siteSettingsOf(matches: readonly { id?: string; data: unknown }[]): SiteSettings | undefined {
  return (matches.find((m) => m.id === SITE_ROUTE_ID)?.data as SiteData | undefined)?.settings;
}
