import { type LoaderFunctionArgs, redirect, useLoaderData } from "react-router-dom";
import { Link } from "@/components/site/locale-link";
import { Breadcrumb } from "../../components/site/breadcrumb";
import type { OpeningData } from "../../components/site/careers/career-types";
import { ClosedNotice } from "../../components/site/careers/closed-notice";
import { JobFacts } from "../../components/site/careers/job-facts";
import { JobText } from "../../components/site/careers/job-text";
import { ApplicationForm } from "../../islands/form-islands";
import { PageHero } from "../../components/site/page-hero";
import { buttonVariants } from "../../components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import * as careersEn from "#core/content/careers";
import * as careersHi from "#core/content/hi/careers";
import { localizedHref } from "#core/site/hindi-pages";
import { localeOfPath } from "#core/i18n/locale";
import { inLocale } from "#core/i18n/translated";
import { useContent, useLocale } from "@/lib/locale";
import { staffFields } from "#core/i18n/staff-text";
import { apiFor } from "../../lib/api-client";
import { pageTitle } from "#core/content/site";
import { summarize } from "../../lib/head";
import { RouteError } from "./route-error";
import { routeHandle, whenLoaded } from "./route-handle";

/**
 * One published opening, open or not (a filled or closed one says so); an unknown or unpublished
 * one goes back to the list, in the page's language. The listing is staff's: on a Hindi page their
 * Hindi twins of its texts, or the English, marked, until they write them.
 */
export async function careerOpeningLoader({ params, context, request }: LoaderFunctionArgs): Promise<OpeningData> {
  const res = await apiFor(context).api.jobs[":slug"].$get({ param: { slug: params.slug ?? "" } });
  if (res.ok) return res.json();
  if (res.status === 404) throw redirect(localizedHref(localeOfPath(new URL(request.url).pathname), "/careers"));
  throw new Response("The opening could not be loaded.", { status: 500 });
}

export function CareerOpeningPage() {
  const { job } = useLoaderData() as OpeningData;
  const { jobPageCopy: copy } = useContent({ en: careersEn, hi: careersHi });
  const text = staffFields(useLocale(), job, ["title", "description", "requirements"]);
  return (
    <>
      <PageHero title={text.title.text} titleLang={text.title.lang} before={<Breadcrumb trail={copy.breadcrumb} current={text.title.text} currentLang={text.title.lang} />}>
        <JobFacts job={job} className="text-slate-200" />
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          <JobText id="role-heading" title={copy.description} text={text.description} />
          <JobText id="requirements-heading" title={copy.requirements} text={text.requirements} />
          {job.closure ? (
            <ClosedNotice closure={job.closure} closesOn={job.closesOn} />
          ) : (
            <section aria-labelledby="apply-heading">
              <Card>
                <CardHeader>
                  <CardTitle id="apply-heading" className="text-2xl">
                    {copy.apply.title}
                  </CardTitle>
                  <CardDescription className="text-base">{copy.apply.description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <ApplicationForm key={job.slug} slug={job.slug} position={text.title.text} positionLang={text.title.lang} />
                </CardContent>
              </Card>
            </section>
          )}
        </div>

        <aside className="lg:sticky lg:top-28 lg:self-start" aria-label={copy.aside.title}>
          <Card className="bg-secondary">
            <CardHeader>
              <CardTitle className="text-lg">{copy.aside.title}</CardTitle>
              <CardDescription className="text-base">{copy.aside.text}</CardDescription>
            </CardHeader>
            <CardContent>
              <Link className={buttonVariants({ variant: "outline", className: "w-full" })} to={copy.aside.otherRoles.to}>{copy.aside.otherRoles.label}</Link>
            </CardContent>
          </Card>
        </aside>
      </div>
    </>
  );
}

export { careerOpeningLoader as loader, CareerOpeningPage as Component, RouteError as ErrorBoundary };

export const handle = routeHandle({
  heroUnderNav: whenLoaded,
  head: ({ data, site, locale }) => {
    const { careersCopy, careersDescription, jobPageCopy } = inLocale({ en: careersEn, hi: careersHi }, locale);
    const job = (data as OpeningData | undefined)?.job;
    if (!job) return { title: pageTitle(careersCopy.hero.eyebrow), description: careersDescription };
    const words = staffFields(locale, job, ["title", "description", "location"]);
    // The description's line breaks would otherwise end up inside the meta tag.
    const text = jobPageCopy.headDescription({ ...job, title: words.title.text, description: words.description.text, location: words.location.text }).replace(/\s+/g, " ");
    const at = (path: string) => localizedHref(locale, path);
    const path = at(`/careers/${encodeURIComponent(job.slug)}`);
    return {
      title: pageTitle(words.title.text),
      description: summarize(text),
      structuredData: [
        // Google asks for a role that takes no more applications to drop its JobPosting; the
        // listing is one job in English, posted once: on its English page, not again on the Hindi twin.
        ...(site && !job.closure && locale === "en" ? [{ type: "JobPosting", job, region: site.address.state } as const] : []),
        {
          type: "BreadcrumbList",
          trail: [
            ...jobPageCopy.breadcrumb.map((crumb) => ({ name: crumb.label, path: at(crumb.to) })),
            { name: words.title.text, path },
          ],
        },
      ],
    };
  },
});
