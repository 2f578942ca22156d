import type { RouteObject } from "react-router-dom";
import type { OpeningData } from "../../components/site/careers/career-types";
import { pageTitle } from "#core/content/site";
import { type RouteHandle, summarize } from "../../lib/head";
import { CareerOpeningPage, careerOpeningLoader } from "./career-opening";
import { CareersPage, careersLoader } from "./careers";
import { RouteError } from "./route-error";

const handle = (h: RouteHandle) => h;

const CAREERS_HEAD = {
  title: pageTitle("Careers"),
  description:
    "Careers at Vriddhi Business Solutions, Bhopal: open positions in finance, tax, compliance and business consulting for startups and MSMEs, and how to apply.",
};

/** A page whose loader failed renders the error page, which has no hero. */
const heroWhenLoaded = (data: unknown) => data != null;

/** The careers list and one page per published opening: children of the "site" route, before the catch-all. */
export const careerRoutes: RouteObject[] = [
  {
    path: "careers",
    loader: careersLoader,
    Component: CareersPage,
    ErrorBoundary: RouteError,
    handle: handle({ heroUnderNav: heroWhenLoaded, head: () => CAREERS_HEAD }),
  },
  {
    path: "careers/:slug",
    loader: careerOpeningLoader,
    Component: CareerOpeningPage,
    ErrorBoundary: RouteError,
    handle: handle({
      heroUnderNav: heroWhenLoaded,
      head: ({ data }) => {
        const job = (data as OpeningData | undefined)?.job;
        if (!job) return CAREERS_HEAD;
        // The description's line breaks would otherwise end up inside the meta tag.
        const text = `${job.jobType}, ${job.location}. ${job.description}`.replace(/\s+/g, " ");
        return { title: pageTitle(job.title), description: summarize(text) };
      },
    }),
  },
];
