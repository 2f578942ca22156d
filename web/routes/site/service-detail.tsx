import { ArrowRight } from "@/components/site/icons";
import { inLocale } from "#core/i18n/translated";
import { type LoaderFunctionArgs, redirect, useLoaderData } from "react-router-dom";
import { Link } from "@/components/site/locale-link";
import { BookingButton } from "../../components/site/booking-button";
import { CallbackSection } from "../../components/site/callback-section";
import { CheckList } from "../../components/site/check-list";
import { CtaPanel } from "../../components/site/cta-panel";
import { CallbackForm, EnquiryForm } from "../../islands/form-islands";
import { PageHero } from "../../components/site/page-hero";
import { ProcessSteps } from "../../components/site/process-steps";
import { ServiceImage } from "../../components/site/service-image";
import { SubServiceLinks } from "../../components/site/service/sub-service-links";
import { buttonVariants } from "../../components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import * as featurePagesEn from "#core/content/feature-pages";
import * as featurePagesHi from "#core/content/hi/feature-pages";
import * as servicesEn from "#core/content/services";
import * as servicesHi from "#core/content/hi/services";
import * as pageEn from "#core/content/sub-service-page";
import * as pageHi from "#core/content/hi/sub-service-page";
import * as navigationEn from "#core/content/navigation";
import * as navigationHi from "#core/content/hi/navigation";
import type { Service } from "#core/content/types";
import { pageTitle } from "#core/content/site";
import { localeOfPath } from "#core/i18n/locale";
import { localizedHref } from "#core/site/hindi-pages";
import { useChromeCopy } from "@/lib/chrome";
import { useContent } from "@/lib/locale";
import { notFoundHead } from "../../lib/head";
import { RouteError } from "./route-error";
import { routeHandle, serviceOgImage, whenLoaded } from "./route-handle";

/**
 * An unknown service id is not an error: the visitor is sent to the list of services. The links to
 * its sub-services travel with the page's data: the copy of all 27 loads only when a visitor moves
 * here within the site, never with a page's first load.
 */
export async function serviceDetailLoader({ params, request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const service = servicesEn.getService(params.serviceId ?? "");
  if (!service) throw redirect(localizedHref(locale, "/services"));
  const { subServices } = locale === "hi" ? await import("#core/content/hi/sub-services") : await import("#core/content/sub-services");
  return { serviceId: service.id, subServices: subServices[service.id].map(({ id, title }) => ({ id, title })) };
}

const sectionTitle = "text-2xl font-bold tracking-tight text-foreground sm:text-3xl";

/** Each key feature with a sub-service page of its own, by feature (in the page's language), to that page. */
function featureLinks(service: Service, featurePages: Record<string, Partial<Record<string, string>>>): Partial<Record<string, string>> {
  return Object.fromEntries(Object.entries(featurePages[service.id] ?? {}).map(([benefit, id]) => [benefit, `/services/${service.id}/${id}`]));
}

export function ServiceDetailPage() {
  const { serviceId, subServices } = useLoaderData<typeof serviceDetailLoader>();
  const service = useContent({ en: servicesEn, hi: servicesHi }).getService(serviceId)!;
  const { serviceDetailCopy: copy, serviceProcess } = useContent({ en: pageEn, hi: pageHi });
  const { featurePages } = useContent({ en: featurePagesEn, hi: featurePagesHi });
  const chrome = useChromeCopy();

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
            <CheckList items={service.benefits} links={featureLinks(service, featurePages)} className="mt-6 text-slate-700" />
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

          <CallbackSection key={service.id}>
            <CallbackForm about={{ service: service.id }} />
          </CallbackSection>
        </div>

        <aside className="space-y-6 lg:sticky lg:top-28 lg:self-start" aria-label={chrome.moreAboutService}>
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
  whatsappTopic: ({ params, locale }) => inLocale({ en: servicesEn, hi: servicesHi }, locale).getService(params.serviceId ?? "")?.title,
  head: ({ params, locale }) => {
    const service = inLocale({ en: servicesEn, hi: servicesHi }, locale).getService(params.serviceId ?? "");
    const nav = inLocale({ en: navigationEn, hi: navigationHi }, locale);
    if (!service) return notFoundHead(locale);
    // The structured data names this page and its trail in the page's language.
    const at = (path: string) => localizedHref(locale, path);
    const path = at(`/services/${service.id}`);
    return {
      title: pageTitle(service.title),
      description: service.shortDescription,
      image: serviceOgImage(service.id),
      structuredData: [
        { type: "Service", service: { name: service.title, description: service.description, path } },
        {
          type: "BreadcrumbList",
          trail: [
            { name: nav.navLinksBeforeServices[0].label, path: at("/") },
            { name: nav.footerQuickLinks[2].label, path: at("/services") },
            { name: service.title, path },
          ],
        },
      ],
    };
  },
});
