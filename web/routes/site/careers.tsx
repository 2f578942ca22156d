import { Handshake, Layers, TrendingUp } from "@/components/site/icons";
import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import type { OpeningListData } from "../../components/site/careers/career-types";
import { NoOpenings } from "../../components/site/careers/no-openings";
import { OpeningCard } from "../../components/site/careers/opening-card";
import { IconCardGrid, type IconsOf } from "../../components/site/icon-card-grid";
import { PageHero } from "../../components/site/page-hero";
import { SectionHeading } from "../../components/site/section-heading";
import * as careersEn from "#core/content/careers";
import * as careersHi from "#core/content/hi/careers";
import { inLocale } from "#core/i18n/translated";
import { useContent } from "@/lib/locale";
import { apiFor } from "../../lib/api-client";
import { pageTitle } from "#core/content/site";
import { RouteError } from "./route-error";
import { routeHandle, whenLoaded } from "./route-handle";

const reasonIcons: IconsOf<typeof careersEn.reasonsToJoin> = {
  layers: Layers,
  handshake: Handshake,
  "trending-up": TrendingUp,
};

/** The published openings, newest first: the same listings, as staff wrote them, on both languages' pages. */
export async function careersLoader({ context }: LoaderFunctionArgs): Promise<OpeningListData> {
  const res = await apiFor(context).api.jobs.$get();
  if (!res.ok) throw new Response("The openings could not be loaded.", { status: 500 });
  return res.json();
}

export function CareersPage() {
  const { jobs } = useLoaderData() as OpeningListData;
  const { careersCopy: copy, reasonsToJoin } = useContent({ en: careersEn, hi: careersHi });
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
  head: ({ locale }) => {
    const { careersCopy, careersDescription } = inLocale({ en: careersEn, hi: careersHi }, locale);
    // The hero's eyebrow is the page's name: "Careers", "करियर".
    return { title: pageTitle(careersCopy.hero.eyebrow), description: careersDescription };
  },
});
