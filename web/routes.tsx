import type { RouteObject } from "react-router-dom";
import { pageTitle, site } from "./content/site";
import type { RouteHandle } from "./lib/head";
import { AboutPage } from "./routes/site/about";
import { HomePage } from "./routes/site/home";
import { SiteLayout } from "./routes/site/layout";
import { NotFoundPage } from "./routes/site/not-found";
import { RouteError } from "./routes/site/route-error";
import { ServicesPage } from "./routes/site/services";

const handle = (h: RouteHandle) => h;

/** The one route table: the worker renders it on the server, the browser hydrates it. */
export const routes: RouteObject[] = [
  {
    id: "site",
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        Component: HomePage,
        handle: handle({
          heroUnderNav: true,
          head: () => ({ title: "Business Solution Services", description: site.description }),
        }),
      },
      {
        path: "about",
        Component: AboutPage,
        handle: handle({
          heroUnderNav: true,
          head: () => ({
            title: pageTitle("About Us"),
            description:
              "Founded in Bhopal in 2018, Vriddhi Business Solutions LLP helps startups and MSMEs across India with strategy, finance, tax, compliance, training and incubation.",
          }),
        }),
      },
      {
        path: "services",
        Component: ServicesPage,
        handle: handle({
          heroUnderNav: true,
          head: () => ({
            title: pageTitle("Our Services"),
            description:
              "Startup and MSME consulting, business, financial, legal and tax consultancy, corporate training and incubation support from Vriddhi Business Solutions.",
          }),
        }),
      },
      {
        path: "*",
        Component: NotFoundPage,
        handle: handle({
          status: 404,
          head: () => ({ title: pageTitle("Page not found"), description: "The page you were looking for does not exist." }),
        }),
      },
    ],
  },
];
