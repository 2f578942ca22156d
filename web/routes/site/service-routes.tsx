import type { RouteObject } from "react-router-dom";
import { getService, services } from "#core/content/services";
import { pageTitle } from "#core/content/site";
import { getSubService } from "#core/content/sub-services";
import { NOT_FOUND_HEAD, type RouteHandle, summarize } from "../../lib/head";
import { AboutPage } from "./about";
import { RouteError } from "./route-error";
import { ServiceDetailPage, serviceDetailLoader } from "./service-detail";
import { ServiceLandingPage } from "./service-landing";
import { ServicesPage } from "./services";
import { SubServicePage, subServiceLoader } from "./sub-service";

const handle = (h: RouteHandle) => h;

/** A page whose loader failed renders the error page, which has no hero. */
const heroWhenLoaded = (data: unknown) => data != null;

/**
 * About, the services overview, service and sub-service details and the six landing pages:
 * children of the "site" route, before the catch-all. Loader errors render inside the layout.
 */
export const serviceRoutes: RouteObject[] = [
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
    path: "services/:serviceId",
    loader: serviceDetailLoader,
    Component: ServiceDetailPage,
    ErrorBoundary: RouteError,
    handle: handle({
      heroUnderNav: heroWhenLoaded,
      head: ({ params }) => {
        const service = getService(params.serviceId ?? "");
        return service ? { title: pageTitle(service.title), description: service.shortDescription } : NOT_FOUND_HEAD;
      },
    }),
  },
  {
    path: "services/:serviceId/:subServiceId",
    loader: subServiceLoader,
    Component: SubServicePage,
    ErrorBoundary: RouteError,
    handle: handle({
      heroUnderNav: heroWhenLoaded,
      head: ({ params }) => {
        const service = getService(params.serviceId ?? "");
        const sub = service && getSubService(service.id, params.subServiceId ?? "");
        return service && sub ? { title: pageTitle(sub.title), description: summarize(sub.description) } : NOT_FOUND_HEAD;
      },
    }),
  },
  // The six short landing routes: one component over the theme records.
  ...services.map(
    (service): RouteObject => ({
      path: service.landingPath.slice(1),
      element: <ServiceLandingPage serviceId={service.id} />,
      handle: handle({
        heroUnderNav: true,
        head: () => ({ title: pageTitle(service.title), description: service.shortDescription }),
      }),
    }),
  ),
];
