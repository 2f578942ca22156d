import { ArrowRight, BadgeCheck, Globe, MonitorSmartphone, ShieldCheck, Target, Users } from "@/components/site/icons";
import { inLocale } from "#core/i18n/translated";
import { Link } from "@/components/site/locale-link";
import { ConsultationCta } from "../../components/site/home/consultation-cta";
import { HOME_HERO_IMAGE, HomeHero } from "../../components/site/home/home-hero";
import { FULL_WIDTH, lcpPreload } from "../../lib/responsive-image";
import { TrustedBy } from "../../components/site/home/trusted-by";
import { IconCardGrid, type IconsOf } from "../../components/site/icon-card-grid";
import { SectionHeading } from "../../components/site/section-heading";
import { ServiceCardGrid } from "../../components/site/service-card";
import { StatsBand } from "../../components/site/stats-band";
import { TestimonialsSection } from "../../components/site/testimonials-section";
import { buttonVariants } from "../../components/ui/button-variants";
import * as homeEn from "#core/content/home";
import * as homeHi from "#core/content/hi/home";
import * as servicesEn from "#core/content/services";
import * as servicesHi from "#core/content/hi/services";
import * as testimonialsEn from "#core/content/testimonials";
import * as testimonialsHi from "#core/content/hi/testimonials";
import { site } from "#core/content/site";
import { site as hindiSite } from "#core/content/hi/site";
import { useChromeCopy } from "@/lib/chrome";
import { useContent } from "@/lib/locale";
import { useSiteView } from "../../lib/site-settings";
import { routeHandle } from "./route-handle";

const featureIcons: IconsOf<typeof homeEn.features> = {
  target: Target,
  globe: Globe,
  "shield-check": ShieldCheck,
  users: Users,
  "badge-check": BadgeCheck,
  "monitor-smartphone": MonitorSmartphone,
};

export function HomePage() {
  const { statFigures } = useSiteView();
  const { features, homeCopy } = useContent({ en: homeEn, hi: homeHi });
  const { services } = useContent({ en: servicesEn, hi: servicesHi });
  const { testimonials } = useContent({ en: testimonialsEn, hi: testimonialsHi });
  const chrome = useChromeCopy();
  return (
    <>
      <HomeHero />

      <section aria-labelledby="features-heading" className="py-20">
        <div className="mx-auto max-w-7xl px-6">
          <SectionHeading id="features-heading" {...homeCopy.features} />
          <IconCardGrid items={features} icons={featureIcons} className="mt-12" />
        </div>
      </section>

      <section aria-labelledby="services-heading" className="bg-secondary py-20">
        <div className="mx-auto max-w-7xl px-6">
          <SectionHeading id="services-heading" {...homeCopy.services} />
          <div className="mt-12">
            <ServiceCardGrid services={services.slice(0, 6)} />
          </div>
          <div className="mt-12 text-center">
            <Link className={buttonVariants({ variant: "outline", size: "lg" })} to="/services">
              {homeCopy.services.viewAll}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>

      <StatsBand figures={statFigures} label={chrome.statsLabel} />
      <TestimonialsSection testimonials={testimonials.slice(0, 3)} />
      <ConsultationCta />
      <TrustedBy />
    </>
  );
}

export { HomePage as Component };

export const handle = routeHandle({
  heroUnderNav: true,
  head: ({ locale }) => ({
    title: inLocale({ en: homeEn, hi: homeHi }, locale).homeCopy.hero.title,
    description: inLocale({ en: site, hi: hindiSite }, locale).description,
    preloadImage: lcpPreload(HOME_HERO_IMAGE, FULL_WIDTH),
  }),
});
