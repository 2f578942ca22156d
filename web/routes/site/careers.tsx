import { Handshake, Layers, TrendingUp } from "lucide-react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import type { OpeningListData } from "../../components/site/careers/career-types";
import { NoOpenings } from "../../components/site/careers/no-openings";
import { OpeningCard } from "../../components/site/careers/opening-card";
import { IconCardGrid, type IconsOf } from "../../components/site/icon-card-grid";
import { PageHero } from "../../components/site/page-hero";
import { SectionHeading } from "../../components/site/section-heading";
import { careersCopy as copy, careersDescription, reasonsToJoin } from "#core/content/careers";
import { apiFor } from "../../lib/api-client";
import { pageTitle } from "#core/content/site";
import { RouteError } from "./route-error";
import { routeHandle, whenLoaded } from "./route-handle";

const reasonIcons: IconsOf<typeof reasonsToJoin> = {
  layers: Layers,
  handshake: Handshake,
  "trending-up": TrendingUp,
};

/** The published openings, newest first. */
export async function careersLoader({ context }: LoaderFunctionArgs): Promise<OpeningListData> {
  const res = await apiFor(context).api.jobs.$get();
  if (!res.ok) throw new Response("The openings could not be loaded.", { status: 500 });
  return res.json();
}

export function CareersPage() {
  const { jobs } = useLoaderData() as OpeningListData;
  return (
    <>
      <PageHero {...copy.hero} />

      <section aria-labelledby="openings-heading" className="py-20">
        <div className="mx-auto max-w-4xl space-y-10 px-6">
          <SectionHeading id="openings-heading" {...copy.openings} />
          {jobs.length > 0 ? (
            <ul className="space-y-6">
              {jobs.map((job) => (
                <li key={job.slug}>
                  <OpeningCard job={job} />
                </li>
              ))}
            </ul>
          ) : (
            <NoOpenings />
          )}
        </div>
      </section>

      <section aria-labelledby="reasons-heading" className="bg-secondary py-20">
        <div className="mx-auto max-w-7xl px-6">
          <SectionHeading id="reasons-heading" {...copy.reasons} />
          <IconCardGrid items={reasonsToJoin} icons={reasonIcons} className="mt-12" />
        </div>
      </section>
    </>
  );
}

export { careersLoader as loader, CareersPage as Component, RouteError as ErrorBoundary };

export const handle = routeHandle({
  heroUnderNav: whenLoaded,
  head: () => ({ title: pageTitle("Careers"), description: careersDescription }),
});
