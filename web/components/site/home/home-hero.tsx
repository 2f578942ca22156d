import { ArrowRight } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import * as homeEn from "#core/content/home";
import * as homeHi from "#core/content/hi/home";
import { useContent } from "@/lib/locale";
import { FULL_WIDTH } from "@/lib/responsive-image";
import { useSiteView } from "@/lib/site-settings";
import { buttonVariants } from "../../ui/button-variants";
import { ResponsiveImage } from "../responsive-image";

/** The home page's largest paint: web/routes/site/home.tsx preloads it. */
export const HOME_HERO_IMAGE = "/assets/landing/business-consultancy.jpg";

export function HomeHero() {
  const { hero } = useContent({ en: homeEn, hi: homeHi }).homeCopy;
  const { heroFigures } = useSiteView();
  return (
    <section className="relative overflow-hidden bg-slate-950 text-white">
      <ResponsiveImage
        src={HOME_HERO_IMAGE}
        sizes={FULL_WIDTH}
        alt=""
        width={1920}
        height={1080}
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover opacity-30"
      />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-br from-slate-950/90 via-indigo-950/80 to-primary/60" />
      <div className="relative mx-auto max-w-7xl px-6 pt-36 pb-24 lg:pt-48 lg:pb-32">
        <p className="mb-4 text-sm font-semibold tracking-wider text-amber-300 uppercase">{hero.eyebrow}</p>
        <h1 className="max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl lg:text-7xl">{hero.title}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200 sm:text-xl">{hero.subtitle}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link className={buttonVariants({ size: "lg", className: "bg-accent text-accent-foreground hover:bg-accent/90" })} to={hero.primaryCta.to}>
            {hero.primaryCta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link className={buttonVariants({ variant: "outline", size: "lg", className: "border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white" })} to={hero.secondaryCta.to}>{hero.secondaryCta.label}</Link>
        </div>
        <dl className="mt-14 flex flex-wrap gap-10">
          {heroFigures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-300">{figure.label}</dt>
              <dd className="text-4xl font-bold text-amber-300">{figure.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
