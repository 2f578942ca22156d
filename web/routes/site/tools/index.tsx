import { ArrowRight, CalendarClock, ClipboardCheck, Landmark, ReceiptIndianRupee } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import { CtaPanel } from "@/components/site/cta-panel";
import { Reveal } from "@/components/site/reveal";
import { ToolHero } from "@/components/site/tools/tool-hero";
import { ToolDisclaimer } from "@/components/site/tools/tool-parts";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { IconsOf } from "@/components/site/icon-card-grid";
import * as navigationEn from "#core/content/navigation";
import * as navigationHi from "#core/content/hi/navigation";
import { pageTitle } from "#core/content/site";
import * as toolPagesEn from "#core/content/tool-pages";
import * as toolPagesHi from "#core/content/hi/tool-pages";
import * as toolsEn from "#core/content/tools";
import * as toolsHi from "#core/content/hi/tools";
import { localizedHref } from "#core/site/hindi-pages";
import { inLocale } from "#core/i18n/translated";
import { useContent } from "@/lib/locale";
import { routeHandle } from "../route-handle";

const toolIcons: IconsOf<typeof toolsEn.freeTools> = {
  "receipt-indian-rupee": ReceiptIndianRupee,
  landmark: Landmark,
  "calendar-clock": CalendarClock,
  "clipboard-check": ClipboardCheck,
};

/** /tools: the free tools, each with its one line and a link. */
function ToolsIndexPage() {
  const copy = useContent({ en: toolPagesEn, hi: toolPagesHi }).toolsIndexCopy;
  const { freeTools, TOOL_DISCLAIMER } = useContent({ en: toolsEn, hi: toolsHi });
  return (
    <>
      <ToolHero eyebrow={copy.eyebrow} title={copy.title} subtitle={copy.subtitle} />

      <section aria-labelledby="tools-list-heading" className="pt-16">
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="tools-list-heading" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            {copy.listHeading}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {freeTools.map((tool) => {
              const Icon = toolIcons[tool.icon];
              return (
                <li key={tool.id}>
                  <Reveal className="h-full">
                    <Card className="group relative flex h-full flex-col transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-xl">
                      <CardHeader>
                        <span className="mb-2 flex size-12 items-center justify-center rounded-lg bg-accent/15 text-amber-700">
                          <Icon className="size-6" aria-hidden="true" />
                        </span>
                        <CardTitle className="text-xl">
                          {/* The stretched link makes the card clickable while keeping one accessible name. */}
                          <Link to={tool.path} className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none">
                            {tool.name}
                          </Link>
                        </CardTitle>
                      </CardHeader>
                      <CardContent className="flex-1">
                        <CardDescription className="text-base leading-relaxed">{tool.summary}</CardDescription>
                      </CardContent>
                      <CardFooter>
                        <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
                          {copy.open}
                          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
                        </span>
                      </CardFooter>
                    </Card>
                  </Reveal>
                </li>
              );
            })}
          </ul>
          <ToolDisclaimer text={TOOL_DISCLAIMER} className="mt-8 max-w-3xl text-sm" />
        </div>
      </section>

      <CtaPanel id="tools-help-heading" title={copy.help.title} description={copy.help.text}>
        <Link to="/contact" className={buttonVariants({ size: "lg", className: "bg-accent text-accent-foreground hover:bg-accent/90" })}>
          {copy.help.action}
        </Link>
      </CtaPanel>
    </>
  );
}

export { ToolsIndexPage as Component };

export const handle = routeHandle({
  heroUnderNav: true,
  head: ({ locale }) => {
    const copy = inLocale({ en: toolPagesEn, hi: toolPagesHi }, locale).toolsIndexCopy;
    const { freeTools, TOOLS_PATH } = inLocale({ en: toolsEn, hi: toolsHi }, locale);
    const at = (path: string) => localizedHref(locale, path);
    return {
      title: pageTitle(copy.title),
      description: copy.description,
      structuredData: [
        { type: "ItemList", items: freeTools.map((tool) => ({ name: tool.name, path: at(tool.path) })) },
        {
          type: "BreadcrumbList",
          trail: [
            { name: inLocale({ en: navigationEn, hi: navigationHi }, locale).navLinksBeforeServices[0].label, path: at("/") },
            { name: copy.title, path: at(TOOLS_PATH) },
          ],
        },
      ],
    };
  },
});
