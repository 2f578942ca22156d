import { ArrowRight } from "lucide-react";
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from "react-router-dom";
import { BookingButton } from "../../components/site/booking-button";
import { CallbackSection } from "../../components/site/callback-section";
import { CheckList } from "../../components/site/check-list";
import { CtaPanel } from "../../components/site/cta-panel";
import { EnquiryForm } from "../../components/site/forms/form-islands";
import { PageHero } from "../../components/site/page-hero";
import { ProcessSteps } from "../../components/site/process-steps";
import { ServiceImage } from "../../components/site/service-image";
import { SubServiceLinks } from "../../components/site/service/sub-service-links";
import { buttonVariants } from "../../components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { featurePages } from "#core/content/feature-pages";
import { getService } from "#core/content/services";
import type { Service } from "#core/content/types";
import { serviceProcess, serviceDetailCopy as copy } from "#core/content/sub-service-page";
import { pageTitle } from "#core/content/site";
import { NOT_FOUND_HEAD } from "../../lib/head";
import { RouteError } from "./route-error";
import { routeHandle, serviceOgImage, whenLoaded } from "./route-handle";

/**
 * An unknown service id is not an error: the visitor is sent to the list of services. The links to
 * its sub-services travel with the page's data: the copy of all 27 loads only when a visitor moves
 * here within the site, never with a page's first load.
 */
export async function serviceDetailLoader({ params }: LoaderFunctionArgs) {
  const service = getService(params.serviceId ?? "");
  if (!service) throw redirect("/services");
  const { subServices } = await import("#core/content/sub-services");
  return { serviceId: service.id, subServices: subServices[service.id].map(({ id, title }) => ({ id, title })) };
}

const sectionTitle = "text-2xl font-bold tracking-tight text-foreground sm:text-3xl";

/** Each key feature with a sub-service page of its own, by feature, to that page. */
function featureLinks(service: Service): Partial<Record<string, string>> {
  return Object.fromEntries(Object.entries(featurePages[service.id]).map(([benefit, id]) => [benefit, `/services/${service.id}/${id}`]));
}

export function ServiceDetailPage() {
  const { serviceId, subServices } = useLoaderData<typeof serviceDetailLoader>();
  const service = getService(serviceId)!;

  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={service.title} subtitle={service.shortDescription}>
        <BookingButton className="bg-accent text-accent-foreground hover:bg-accent/90">{copy.schedule}</BookingButton>
      </PageHero>

      {/* In one column (below lg) the left column's sections join the grid, so the sidebar with the
          sub-services can come before the enquiry form; side by side, nothing moves. */}
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 lg:grid-cols-3">
        <div className="max-lg:contents lg:col-span-2 lg:space-y-16">
          <section aria-labelledby="overview-heading">
            <ServiceImage
              serviceId={service.id}
              alt={service.title}
              width={1200}
              height={800}
              className="aspect-[3/2] w-full rounded-xl object-cover shadow-lg"
            />
            <h2 id="overview-heading" className={`mt-10 ${sectionTitle}`}>
              {copy.overview}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{service.description}</p>
          </section>

          <section aria-labelledby="features-heading">
            <h2 id="features-heading" className={sectionTitle}>
              {copy.keyFeatures}
            </h2>
            <CheckList items={service.benefits} links={featureLinks(service)} className="mt-6 text-slate-700" />
          </section>

          <section aria-labelledby="process-heading">
            <h2 id="process-heading" className={`mb-6 ${sectionTitle}`}>
              {copy.process}
            </h2>
            <ProcessSteps steps={serviceProcess} />
          </section>

          <section aria-labelledby="enquiry-heading" className="max-lg:order-last">
            <Card>
              <CardHeader>
                <CardTitle id="enquiry-heading" className="text-2xl">
                  {copy.enquiry.title}
                </CardTitle>
                <CardDescription className="text-base">{copy.enquiry.description}</CardDescription>
              </CardHeader>
              <CardContent>
                <EnquiryForm key={service.id} service={{ id: service.id, title: service.title, benefits: service.benefits }} />
              </CardContent>
            </Card>
          </section>

          <CallbackSection key={service.id} about={{ service: service.id }} />
        </div>

        <aside className="space-y-6 lg:sticky lg:top-28 lg:self-start" aria-label="More about this service">
          <SubServiceLinks service={service} subServices={subServices} />
          <Card className="bg-secondary">
            <CardHeader>
              <CardTitle className="text-lg">{copy.sidebar.bookTitle}</CardTitle>
              <CardDescription className="text-base">{copy.sidebar.bookText}</CardDescription>
            </CardHeader>
            <CardContent>
              <BookingButton size="default" className="w-full">
                {copy.book}
              </BookingButton>
            </CardContent>
          </Card>
        </aside>
      </div>

      <CtaPanel id="service-cta-heading" title={copy.cta.title} description={copy.cta.description}>
        <div className="flex flex-wrap justify-center gap-4">
          <BookingButton className="bg-accent text-accent-foreground hover:bg-accent/90">{copy.getStarted}</BookingButton>
          <Link className={buttonVariants({ variant: "outline", size: "lg", className: "border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white" })} to={copy.learnMore.to}>
            {copy.learnMore.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </CtaPanel>
    </>
  );
}

export { serviceDetailLoader as loader, ServiceDetailPage as Component, RouteError as ErrorBoundary };

export const handle = routeHandle({
  heroUnderNav: whenLoaded,
  callbackForm: whenLoaded,
  whatsappTopic: ({ params }) => getService(params.serviceId ?? "")?.title,
  head: ({ params }) => {
    const service = getService(params.serviceId ?? "");
    if (!service) return NOT_FOUND_HEAD;
    const path = `/services/${service.id}`;
    return {
      title: pageTitle(service.title),
      description: service.shortDescription,
      image: serviceOgImage(service.id),
      structuredData: [
        { type: "Service", service: { name: service.title, description: service.description, path } },
        {
          type: "BreadcrumbList",
          trail: [
            { name: "Home", path: "/" },
            { name: "Services", path: "/services" },
            { name: service.title, path },
          ],
        },
      ],
    };
  },
});
