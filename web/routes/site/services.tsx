import { inLocale } from "#core/i18n/translated";
import { ChartLine, ClipboardList, Cpu, Factory, GraduationCap, HeartPulse, Landmark, Rocket, Search, ShoppingCart, Store, UtensilsCrossed } from "@/components/site/icons";
import { ApproachSteps } from "../../components/site/approach-steps";
import { CtaPanel } from "../../components/site/cta-panel";
import { FaqList } from "../../components/site/faq-list";
import { IconCardGrid, type IconsOf } from "../../components/site/icon-card-grid";
import { LinkButtons } from "../../components/site/link-buttons";
import { PageHero } from "../../components/site/page-hero";
import { SectionHeading } from "../../components/site/section-heading";
import { ServiceCardGrid } from "../../components/site/service-card";
import { TestimonialsSection } from "../../components/site/testimonials-section";
import * as servicesEn from "#core/content/services";
import * as servicesHi from "#core/content/hi/services";
import * as pageEn from "#core/content/services-page";
import * as pageHi from "#core/content/hi/services-page";
import * as testimonialsEn from "#core/content/testimonials";
import * as testimonialsHi from "#core/content/hi/testimonials";
import { useContent } from "@/lib/locale";
import { pageTitle } from "#core/content/site";
import { routeHandle } from "./route-handle";

const approachIcons: IconsOf<typeof pageEn.approach> = {
  search: Search,
  "clipboard-list": ClipboardList,
  rocket: Rocket,
  "chart-line": ChartLine,
};

const industryIcons: IconsOf<typeof pageEn.industries> = {
  cpu: Cpu,
  "shopping-cart": ShoppingCart,
  "heart-pulse": HeartPulse,
  factory: Factory,
  store: Store,
  landmark: Landmark,
  "utensils-crossed": UtensilsCrossed,
  "graduation-cap": GraduationCap,
};

export function ServicesPage() {
  const { approach, faqs, industries, servicesPageCopy: copy } = useContent({ en: pageEn, hi: pageHi });
  const { services } = useContent({ en: servicesEn, hi: servicesHi });
  const { testimonials } = useContent({ en: testimonialsEn, hi: testimonialsHi });
  return (
    <>
      <PageHero {...copy.hero} />

      <section aria-labelledby="services-list-heading" className="py-20">
        <div className="mx-auto max-w-7xl px-6">
          <SectionHeading id="services-list-heading" {...copy.list} />
          <div className="mt-12">
            <ServiceCardGrid services={services} />
          </div>
        </div>
      </section>

      <section aria-labelledby="approach-heading" className="bg-secondary py-20">
        <div className="mx-auto max-w-7xl px-6">
          <SectionHeading id="approach-heading" {...copy.approach} />
          <ApproachSteps steps={approach} icons={approachIcons} />
        </div>
      </section>

      <section aria-labelledby="industries-heading" className="py-20">
        <div className="mx-auto max-w-7xl px-6">
          <SectionHeading id="industries-heading" {...copy.industries} />
          <IconCardGrid items={industries} icons={industryIcons} columns={4} className="mt-12" />
        </div>
      </section>

      <TestimonialsSection testimonials={testimonials.slice(0, 3)} />

      <section aria-labelledby="faq-heading" className="py-20">
        <div className="mx-auto max-w-3xl px-6">
          <SectionHeading id="faq-heading" {...copy.faq} />
          <FaqList faqs={faqs} />
        </div>
      </section>

      <CtaPanel id="services-cta-heading" title={copy.cta.title} description={copy.cta.description}>
        <LinkButtons primary={copy.cta.primary} secondary={copy.cta.secondary} onDark />
      </CtaPanel>
    </>
  );
}

export { ServicesPage as Component };

export const handle = routeHandle({
  heroUnderNav: true,
  head: ({ locale }) => {
    const { faqs, servicesPageCopy } = inLocale({ en: pageEn, hi: pageHi }, locale);
    return { title: pageTitle(servicesPageCopy.head.title), description: servicesPageCopy.head.description, structuredData: [{ type: "FAQPage", faqs }] };
  },
});
