import type { LoaderFunctionArgs } from "react-router-dom";
import type { SiteView } from "#core/format/site-settings";
import type { LoaderContext } from "./api-client";
import { usePage } from "./page-context";

/*
 * The site settings staff edit (Settings → Site) reach every public page as the data of the site
 * layout route, worked out on the server into texts and links (SiteView): the worker reads them
 * once per render and hands them to the page context (web/lib/page-context.tsx), whose data block
 * carries them to the islands: no page imports them or the code that formats them, and a save
 * shows on the next page load.
 */

export const SITE_ROUTE_ID = "site";

/** The layout route's loader: only the worker renders public pages, and it hands it the settings. */
export function siteLoader({ context }: LoaderFunctionArgs): SiteView {
  const given = (context as Partial<LoaderContext> | undefined)?.site;
  if (!given) throw new Error("The site settings come with the server-rendered page.");
  return given;
}

/** The current site settings as pages show them, in any component of a public page or island. */
export const useSiteView = (): SiteView => usePage().site;

/** The site settings among a page's route matches (for its head), when the site layout is one of them. */
export function siteViewOf(matches: readonly { id?: string; data: unknown }[]): SiteView | undefined {
  return matches.find((m) => m.id === SITE_ROUTE_ID)?.data as SiteView | undefined;
}
