import { Award, Eye, Handshake, Lightbulb, ShieldCheck, Target } from "@/components/site/icons";
import { inLocale } from "#core/i18n/translated";
import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import { TeamSection } from "../../components/site/about/team-section";
import type { PublicPerson } from "../../components/site/person-types";
import { CtaPanel } from "../../components/site/cta-panel";
import { IconCardGrid, type IconsOf } from "../../components/site/icon-card-grid";
import { LinkButtons } from "../../components/site/link-buttons";
import { PageHero } from "../../components/site/page-hero";
import { Reveal } from "../../components/site/reveal";
import { SectionHeading } from "../../components/site/section-heading";
import { TestimonialsSection } from "../../components/site/testimonials-section";
import { Timeline } from "../../components/site/timeline";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import * as aboutEn from "#core/content/about";
import * as aboutHi from "#core/content/hi/about";
import * as testimonialsEn from "#core/content/testimonials";
import * as testimonialsHi from "#core/content/hi/testimonials";
import { useContent } from "@/lib/locale";
import { pageTitle } from "#core/content/site";
import { apiFor } from "../../lib/api-client";
import { RouteError } from "./route-error";
import { routeHandle } from "./route-handle";

const valueIcons: IconsOf<typeof aboutEn.values> = {
  "shield-check": ShieldCheck,
  award: Award,
  lightbulb: Lightbulb,
  handshake: Handshake,
};

/** The published team; About shows no team section while there is none. */
export async function aboutLoader({ context }: LoaderFunctionArgs): Promise<{ people: PublicPerson[] }> {
  const res = await apiFor(context).api.people.$get();
  if (!res.ok) throw new Response("The team could not be loaded.", { status: 500 });
  return res.json();
}

export function AboutPage() {
  const { people } = useLoaderData() as { people: PublicPerson[] };
  const { aboutCopy, mission, story, timeline, values, vision } = useContent({ en: aboutEn, hi: aboutHi });
  const { testimonials } = useContent({ en: testimonialsEn, hi: testimonialsHi });
  const purpose = [
    { icon: Target, title: aboutCopy.mission, text: mission },
    { icon: Eye, title: aboutCopy.vision, text: vision },
  ];
  return (
    <>
      <PageHero {...aboutCopy.hero} />

      <section aria-labelledby="story-heading" className="py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-6 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <SectionHeading id="story-heading" align="left" {...aboutCopy.story} />
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
              {story.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="space-y-6 lg:col-span-2">
            {purpose.map((item) => (
              <Reveal key={item.title}>
                <Card className="border-l-4 border-l-accent">
                  <CardHeader className="flex-row items-center gap-3 space-y-0">
                    <item.icon className="size-6 text-primary" aria-hidden="true" />
                    <CardTitle>{item.title}</CardTitle>
                  </CardHeader>
                  <CardContent className="leading-relaxed text-slate-700">{item.text}</CardContent>
                </Card>
              </Reveal>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="bg-secondary py-20">
        <div className="mx-auto max-w-7xl px-6">
          <SectionHeading id="values-heading" {...aboutCopy.values} />
          <IconCardGrid items={values} icons={valueIcons} columns={4} className="mt-12" />
        </div>
      </section>

      <TeamSection people={people} />

      <section aria-labelledby="timeline-heading" className={people.length > 0 ? "bg-secondary py-20" : "py-20"}>
        <div className="mx-auto max-w-4xl px-6">
          <SectionHeading id="timeline-heading" {...aboutCopy.timeline} />
          <Timeline entries={timeline} />
        </div>
      </section>

      <TestimonialsSection testimonials={testimonials} title={aboutCopy.testimonials.title} />

      <CtaPanel id="partner-heading" title={aboutCopy.partner.title} description={aboutCopy.partner.description}>
        <LinkButtons primary={aboutCopy.partner.primary} secondary={aboutCopy.partner.secondary} onDark />
      </CtaPanel>
    </>
  );
}

export { aboutLoader as loader, AboutPage as Component, RouteError as ErrorBoundary };

export const handle = routeHandle({
  heroUnderNav: true,
  head: ({ locale }) => {
    const { head } = inLocale({ en: aboutEn, hi: aboutHi }, locale).aboutCopy;
    return { title: pageTitle(head.title), description: head.description };
  },
});
