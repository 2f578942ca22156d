import { Link } from "@/components/site/locale-link";
import { inLocale } from "#core/i18n/translated";
import { CheckList } from "../../components/site/check-list";
import { LandingHero } from "../../components/site/landing/landing-hero";
import { Reveal } from "../../components/site/reveal";
import { ServiceImage } from "../../components/site/service-image";
import * as servicesEn from "#core/content/services";
import * as servicesHi from "#core/content/hi/services";
import * as pageEn from "#core/content/sub-service-page";
import * as pageHi from "#core/content/hi/sub-service-page";
import * as themesEn from "#core/content/themes";
import * as themesHi from "#core/content/hi/themes";
import * as navigationEn from "#core/content/navigation";
import * as navigationHi from "#core/content/hi/navigation";
import type { Locale } from "#core/i18n/locale";
import { localizedHref } from "#core/site/hindi-pages";
import { useContent } from "@/lib/locale";
import type { RouteObject } from "react-router-dom";
import type { ServiceId } from "#core/taxonomies/services";
import { pageTitle } from "#core/content/site";
import { FULL_WIDTH, lcpPreload } from "../../lib/responsive-image";
import { routeHandle, serviceOgImage } from "./route-handle";

/** One component for the six short landing routes; each route passes its service id. */
export function ServiceLandingPage({ serviceId }: { serviceId: string }) {
  const { landingCopy } = useContent({ en: pageEn, hi: pageHi });
  const { themes } = useContent({ en: themesEn, hi: themesHi });
  const service = useContent({ en: servicesEn, hi: servicesHi }).getService(serviceId);
  if (!service) {
    return (
      <section className="mx-auto max-w-3xl px-6 py-24 text-center">
        <h1 className="text-3xl font-bold text-foreground">{landingCopy.notFound}</h1>
        <Link to="/services" className="mt-6 inline-block font-medium text-primary underline underline-offset-4">
          {landingCopy.allServices}
        </Link>
      </section>
    );
  }
  const theme = themes[service.id];

  return (
    <>
      <LandingHero service={service} theme={theme} />
      <section aria-labelledby="landing-details-heading" className="py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-6 lg:grid-cols-2">
          <Reveal>
            <ServiceImage
              serviceId={service.id}
              alt={service.title}
              width={1200}
              height={800}
              loading="lazy"
              className="aspect-[3/2] w-full rounded-xl object-cover shadow-xl"
            />
          </Reveal>
          <div>
            <h2 id="landing-details-heading" className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
              {landingCopy.benefitsTitle}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{service.description}</p>
            <CheckList items={service.benefits} className="mt-6 text-slate-700" />
          </div>
        </div>
      </section>
      <section aria-labelledby="landing-process-heading" className="bg-secondary py-20">
        <div className="mx-auto max-w-4xl px-6">
          <h2 id="landing-process-heading" className="text-center text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
            {landingCopy.processTitle}
          </h2>
          <ol className="mt-10 space-y-4">
            {service.process.map((step, index) => (
              <li key={step}>
                <Reveal className="flex items-center gap-4 rounded-lg border bg-card p-5 shadow-sm">
                  <span aria-hidden="true" className="text-2xl font-bold text-primary">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <span className="text-slate-700">{step}</span>
                </Reveal>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

/** The lazy part of one landing route (web/site-routes.tsx names its path). */
export function landingRoute(serviceId: ServiceId): Pick<RouteObject, "Component" | "handle"> {
  const servicePath = `/services/${serviceId}`;
  const serviceIn = (locale: Locale) => inLocale({ en: servicesEn, hi: servicesHi }, locale).getService(serviceId)!;
  return {
    Component: () => <ServiceLandingPage serviceId={serviceId} />,
    handle: routeHandle({
      heroUnderNav: true,
      whatsappTopic: ({ locale }) => serviceIn(locale).title,
      head: ({ locale }) => {
        const service = serviceIn(locale);
        const nav = inLocale({ en: navigationEn, hi: navigationHi }, locale);
        // The structured data names the service's page and the trail in the page's language.
        const at = (path: string) => localizedHref(locale, path);
        return {
        title: pageTitle(service.title),
        // The service detail page is canonical for the service; this themed page points there.
        canonicalPath: servicePath,
        description: service.shortDescription,
        image: serviceOgImage(service.id),
        preloadImage: lcpPreload(themesEn.themes[serviceId].backgroundImage, FULL_WIDTH),
        structuredData: [
          { type: "Service", service: { name: service.title, description: service.description, path: at(servicePath) } },
          {
            type: "BreadcrumbList",
            trail: [
              { name: nav.navLinksBeforeServices[0].label, path: at("/") },
              { name: nav.footerQuickLinks[2].label, path: at("/services") },
              { name: service.title, path: at(servicePath) },
            ],
          },
        ],
        };
      },
    }),
  };
}
