import type { RouteObject } from "react-router-dom";
import { documentPaths, serviceLines } from "#core/content/service-lines";
import { PREVIEW_PATH } from "#core/schemas/preview";
import { hindiOwnPagePatterns, hindiPagePatterns } from "#core/site/hindi-pages";
import { HINDI_PREFIX } from "#core/i18n/locale";
import { notFoundHead, type RouteHandle } from "./lib/head";
import { SITE_ROUTE_ID, siteLoader } from "./lib/site-settings";
import { SiteLayout } from "./routes/site/layout";
import { NotFoundPage } from "./routes/site/not-found";
import { RouteError } from "./routes/site/route-error";

const handle = (h: RouteHandle) => h;

/** The pages after a form or a newsletter link: one module, loaded from one place. */
const formOutcome = () => import("./routes/site/form-outcome");

/** The catch-all: the not-found page, answered with 404, in the language of the address it is under. */
const notFound: RouteObject = {
  path: "*",
  Component: NotFoundPage,
  handle: handle({
    status: 404,
    head: ({ locale }) => notFoundHead(locale),
  }),
};

/** Every public page by its English path; the Hindi table below serves the translated ones under /hi/. */
const pages: RouteObject[] = [
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
];

/** The route's English path pattern, as core/site/hindi-pages.ts lists them. */
const patternOf = (route: RouteObject) => (route.index ? "/" : `/${route.path}`);

/**
 * The public site's routes, which only the worker renders (web/entry-server.tsx): the browser gets
 * HTML, and React only for a page's islands (web/islands). Every page is a lazy route module (its
 * component, loader, head and content): the worker's static handler resolves the matched ones
 * before rendering, so a request evaluates only its own page's code. One table serves both
 * languages: the pages with a Hindi twin again under /hi/, where each reads its language from its
 * path (core/i18n/locale.ts).
 */
export const siteRoutes: RouteObject[] = [
  {
    id: SITE_ROUTE_ID,
    // The site settings every page shows.
    loader: siteLoader,
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    children: [
      ...pages,
      {
        path: HINDI_PREFIX.slice(1),
        children: [...pages.filter((route) => [...hindiPagePatterns, ...hindiOwnPagePatterns].includes(patternOf(route))), notFound],
      },
      notFound,
    ],
  },
];
