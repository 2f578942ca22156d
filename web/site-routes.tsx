import type { RouteObject } from "react-router-dom";
import { documentPaths, serviceLines } from "#core/content/service-lines";
import { PREVIEW_PATH } from "#core/schemas/preview";
import { NOT_FOUND_HEAD, type RouteHandle } from "./lib/head";
import { SITE_ROUTE_ID, siteLoader } from "./lib/site-settings";
import { SiteLayout } from "./routes/site/layout";
import { NotFoundPage } from "./routes/site/not-found";
import { RouteError } from "./routes/site/route-error";

const handle = (h: RouteHandle) => h;

/** The pages after a form or a newsletter link: one module, loaded from one place. */
const formOutcome = () => import("./routes/site/form-outcome");

/**
 * The public site's routes, which only the worker renders (web/entry-server.tsx): the browser gets
 * HTML, and React only for a page's islands (web/islands). Every page is a lazy route module (its
 * component, loader, head and content): the worker's static handler resolves the matched ones
 * before rendering, so a request evaluates only its own page's code.
 */
export const siteRoutes: RouteObject[] = [
  {
    id: SITE_ROUTE_ID,
    // The site settings every page shows.
    loader: siteLoader,
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import("./routes/site/home") },
      { path: "about", lazy: () => import("./routes/site/about") },
      { path: "services", lazy: () => import("./routes/site/services") },
      { path: "services/:serviceId", lazy: () => import("./routes/site/service-detail") },
      { path: "services/:serviceId/:subServiceId", lazy: () => import("./routes/site/sub-service") },
      // The six short landing routes: one module over the service records.
      ...serviceLines.map(
        (line): RouteObject => ({
          path: line.landingPath.slice(1),
          lazy: () => import("./routes/site/service-landing").then((m) => m.landingRoute(line.id)),
        }),
      ),
      { path: "blog", lazy: () => import("./routes/site/blog-list") },
      { path: "blog/:slug", lazy: () => import("./routes/site/blog-article") },
      // A post shared through a preview link: never cached (worker/page-cache) nor indexed.
      { path: `${PREVIEW_PATH.slice(1)}/:token`, lazy: () => import("./routes/site/blog-preview") },
      { path: "contact", lazy: () => import("./routes/site/contact") },
      { path: "careers", lazy: () => import("./routes/site/careers") },
      { path: "careers/:slug", lazy: () => import("./routes/site/career-opening") },
      { path: "search", lazy: () => import("./routes/site/search") },
      // The free tools: the calculators are GET forms to their own page, whose address is the input.
      { path: "tools", lazy: () => import("./routes/site/tools/index") },
      { path: "tools/gst-calculator", lazy: () => import("./routes/site/tools/gst-calculator") },
      { path: "tools/emi-calculator", lazy: () => import("./routes/site/tools/emi-calculator") },
      { path: "tools/compliance-calendar", lazy: () => import("./routes/site/tools/compliance-calendar") },
      { path: "tools/gst-registration-check", lazy: () => import("./routes/site/tools/gst-registration-check") },
      // Where a form posted without JavaScript lands once stored, and the pages of the newsletter's links.
      { path: "thank-you", lazy: formOutcome },
      { path: "newsletter/:page", lazy: formOutcome },
      { path: "reminders/:page", lazy: formOutcome },
      // The privacy policy states the retention period the worker enforces, so it has a loader.
      { path: "privacy-policy", lazy: () => import("./routes/site/privacy-policy") },
      ...documentPaths
        .filter((path) => path !== "/privacy-policy")
        .map(
          (path): RouteObject => ({
            path: path.slice(1),
            lazy: () => import("./routes/site/document").then((m) => m.documentRoute(path)),
          }),
        ),
      {
        path: "*",
        Component: NotFoundPage,
        handle: handle({
          status: 404,
          head: () => NOT_FOUND_HEAD,
        }),
      },
    ],
  },
];
