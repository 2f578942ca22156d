import { ArrowRight } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import * as pageEn from "#core/content/sub-service-page";
import * as pageHi from "#core/content/hi/sub-service-page";
import { useContent } from "@/lib/locale";
import type { Service, ServiceTheme } from "#core/content/types";
import { FULL_WIDTH } from "@/lib/responsive-image";
import { clsx } from "clsx";
import { buttonVariants } from "../../ui/button-variants";
import { BookingButton } from "../booking-button";
import { ResponsiveImage } from "../responsive-image";
import { FloatingSymbols } from "./floating-symbols";
import { ServiceLineIcon } from "../service-line-icon";

export function LandingHero({ service, theme }: { service: Service; theme: ServiceTheme }) {
  const { landingCopy } = useContent({ en: pageEn, hi: pageHi });
  return (
    <section className={clsx("relative overflow-hidden bg-gradient-to-br text-white", theme.gradientFrom, theme.gradientVia, theme.gradientTo)}>
      <ResponsiveImage
        src={theme.backgroundImage}
        sizes={FULL_WIDTH}
        alt=""
        width={1920}
        height={1080}
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover opacity-20 mix-blend-luminosity"
      />
      <FloatingSymbols theme={theme} />
      <div className="relative mx-auto max-w-7xl px-6 pt-36 pb-24 lg:pt-48 lg:pb-32">
        <ServiceLineIcon id={service.id} className={clsx("size-14", theme.accentColor)} aria-hidden="true" />
        <h1 className={clsx("mt-6 max-w-4xl bg-clip-text pb-2 text-4xl font-bold tracking-tight text-transparent sm:text-6xl", theme.textGradient)}>
          {service.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/85 sm:text-xl">{service.shortDescription}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <BookingButton className={clsx("text-white shadow-lg", theme.buttonGradient)}>{landingCopy.schedule}</BookingButton>
          <Link className={buttonVariants({ variant: "outline", size: "lg", className: "border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white" })} to={`/services/${service.id}`}>
            {landingCopy.details}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
