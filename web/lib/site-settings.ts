import type { LoaderFunctionArgs } from "react-router-dom";
import { useRouteLoaderData } from "react-router-dom";
import type { SiteView } from "#core/format/site-settings";
import type { LoaderContext } from "./api-client";

/*
 * The site settings staff edit (Settings → Site) reach every public page as the data of the site
 * layout route, worked out on the server into texts and links (SiteView): the worker reads them
 * once per render and they travel in the hydration JSON, so no page imports them or the code that
 * formats them, and a save shows on the next page load.
 */

export const SITE_ROUTE_ID = "site";

/**
 * The layout route's loader. Every public page is rendered by the worker, which hands it the
 * settings; the browser takes them from the page's hydration data and, as the route never
 * revalidates (web/site-routes.tsx), never runs this.
 */
export function siteLoader({ context }: LoaderFunctionArgs): SiteView {
  const given = (context as Partial<LoaderContext> | undefined)?.site;
  if (!given) throw new Error("The site settings come with the server-rendered page.");
  return given;
}

/** The current site settings as pages show them, in any component under the site layout. */
export function useSiteView(): SiteView {
  const view = useRouteLoaderData(SITE_ROUTE_ID) as SiteView | undefined;
  if (!view) throw new Error("useSiteView is used outside the site layout");
  return view;
}

/** The site settings among a page's route matches (for its head), when the site layout is one of them. */
export function siteViewOf(matches: readonly { id?: string; data: unknown }[]): SiteView | undefined {
  return matches.find((m) => m.id === SITE_ROUTE_ID)?.data as SiteView | undefined;
}
