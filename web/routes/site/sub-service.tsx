import { data, type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import { BookingButton } from "../../components/site/booking-button";
import { Breadcrumb } from "../../components/site/breadcrumb";
import { CheckList } from "../../components/site/check-list";
import { QuoteForm } from "../../components/site/forms/deferred-forms";
import { IconCardGrid } from "../../components/site/icon-card-grid";
import { PageHero } from "../../components/site/page-hero";
import { ProcessSteps } from "../../components/site/process-steps";
import { SubServiceSidebar } from "../../components/site/service/sub-service-sidebar";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { getService } from "#core/content/services";
import { subServiceBenefits, subServiceCopy as copy, subServiceProcess, whyChoose } from "#core/content/sub-service-page";
import { getSubService, subServices } from "#core/content/sub-services";
import { summarize } from "../../lib/head";
import { leadSentences } from "#core/format/sentences";
import { pageTitle } from "#core/content/site";
import { NOT_FOUND_HEAD } from "../../lib/head";
import { breadcrumbList, serviceOffer } from "../../lib/structured-data";
import { RouteError } from "./route-error";
import { heroWhenLoaded, routeHandle, serviceOgImage } from "./route-handle";

/** An unknown service or sub-service is a real 404 (the server answers with that status). */
export function subServiceLoader({ params }: LoaderFunctionArgs) {
  const service = getService(params.serviceId ?? "");
  const subService = service && getSubService(service.id, params.subServiceId ?? "");
  if (!service || !subService) throw data(null, { status: 404 });
  return { serviceId: service.id, subServiceId: subService.id };
}

/** "startup-msme-consulting" → "Startup Msme Consulting", as the breadcrumb names the service. */
function titleCaseId(id: string): string {
  return id
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

const sectionTitle = "text-2xl font-bold tracking-tight text-foreground sm:text-3xl";

export function SubServicePage() {
  const ids = useLoaderData<typeof subServiceLoader>();
  const service = getService(ids.serviceId)!;
  const subService = getSubService(service.id, ids.subServiceId)!;
  const trail = [
    { label: "Home", to: "/" },
    { label: "Services", to: "/services" },
    { label: titleCaseId(service.id), to: `/services/${service.id}` },
  ];

  return (
    <>
      <PageHero
        title={subService.title}
        subtitle={leadSentences(subService.description, 200)}
        before={<Breadcrumb trail={trail} current={subService.title} />}
      >
        <BookingButton className="bg-accent text-accent-foreground hover:bg-accent/90">{copy.schedule}</BookingButton>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 lg:grid-cols-3">
        <div className="space-y-16 lg:col-span-2">
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className={sectionTitle}>
              {copy.overview}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{subService.description}</p>
            <h3 className="mt-8 text-lg font-semibold text-foreground">{copy.whatsIncluded}</h3>
            <CheckList items={subService.features} className="mt-4 text-slate-700" />
          </section>

          <section aria-labelledby="why-heading">
            <h2 id="why-heading" className={sectionTitle}>
              {copy.whyChoose}
            </h2>
            <IconCardGrid items={whyChoose} className="mt-6 lg:grid-cols-3" />
          </section>

          <section aria-labelledby="process-heading">
            <h2 id="process-heading" className={`mb-6 ${sectionTitle}`}>
              {copy.process}
            </h2>
            <ProcessSteps steps={subServiceProcess} />
          </section>

          <section aria-labelledby="benefits-heading">
            <h2 id="benefits-heading" className={sectionTitle}>
              {copy.benefits}
            </h2>
            <CheckList items={subServiceBenefits} className="mt-6 text-slate-700 sm:grid-cols-1" />
          </section>

          <section aria-labelledby="quote-heading">
            <Card>
              <CardHeader>
                <CardTitle id="quote-heading" className="text-2xl">
                  {copy.quote.title}
                </CardTitle>
                <CardDescription className="text-base">{copy.quote.description}</CardDescription>
              </CardHeader>
              <CardContent className="space-y-8">
                <QuoteForm key={subService.id} service={service} subService={subService} />
                <div className="border-t pt-6">
                  <BookingButton variant="outline" size="default">
                    {copy.quote.book}
                  </BookingButton>
                </div>
              </CardContent>
            </Card>
          </section>
        </div>

        <div>
          <SubServiceSidebar service={service} subService={subService} siblings={subServices[service.id]} />
        </div>
      </div>
    </>
  );
}

export { subServiceLoader as loader, SubServicePage as Component, RouteError as ErrorBoundary };

export const handle = routeHandle({
  heroUnderNav: heroWhenLoaded,
  head: ({ params }) => {
    const service = getService(params.serviceId ?? "");
    const sub = service && getSubService(service.id, params.subServiceId ?? "");
    if (!service || !sub) return NOT_FOUND_HEAD;
    const servicePath = `/services/${service.id}`;
    const path = `${servicePath}/${sub.id}`;
    return {
      title: pageTitle(sub.title),
      description: summarize(sub.description),
      image: serviceOgImage(service.id),
      structuredData: (at) => [
        serviceOffer(at, { name: sub.title, description: sub.description, path, category: service.title }),
        breadcrumbList(at, [
          { name: "Home", path: "/" },
          { name: "Services", path: "/services" },
          { name: service.title, path: servicePath },
          { name: sub.title, path },
        ]),
      ],
    };
  },
});
