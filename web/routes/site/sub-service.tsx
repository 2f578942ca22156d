import { Calculator, Layers, LifeBuoy, UserCheck } from "@/components/site/icons";
import { inLocale } from "#core/i18n/translated";
import { data, type LoaderFunctionArgs, useLoaderData, useSearchParams } from "react-router-dom";
import { Link } from "@/components/site/locale-link";
import { BookingButton } from "../../components/site/booking-button";
import { Breadcrumb } from "../../components/site/breadcrumb";
import { CallbackSection } from "../../components/site/callback-section";
import { CheckList } from "../../components/site/check-list";
import { CallbackForm, QuoteForm } from "../../islands/form-islands";
import { IconCardGrid, type IconsOf } from "../../components/site/icon-card-grid";
import { PageHero } from "../../components/site/page-hero";
import { ProcessSteps } from "../../components/site/process-steps";
import { AnswerSections } from "../../components/site/service/answer-sections";
import { FeeLine, feeShown } from "../../components/site/service/fee-line";
import { PageIndex, type PageIndexEntry } from "../../components/site/service/page-index";
import { SubServiceSidebar } from "../../components/site/service/sub-service-sidebar";
import type { SubServicePageData } from "../../components/site/service/sub-service-types";
import { buttonVariants } from "../../components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import * as serviceLinesEn from "#core/content/service-lines";
import * as serviceLinesHi from "#core/content/hi/service-lines";
import * as pageEn from "#core/content/sub-service-page";
import * as pageHi from "#core/content/hi/sub-service-page";
import * as navigationEn from "#core/content/navigation";
import * as navigationHi from "#core/content/hi/navigation";
import { pageTitle } from "#core/content/site";
import * as toolsEn from "#core/content/tools";
import * as toolsHi from "#core/content/hi/tools";
import type { FreeTool } from "#core/content/tools";
import { localizedHref } from "#core/site/hindi-pages";
import { localeOfPath } from "#core/i18n/locale";
import { useChromeCopy } from "@/lib/chrome";
import { useContent, useLocale } from "@/lib/locale";
import { PREFILL_MESSAGE_PARAM, prefillText } from "#core/format/prefill";
import { apiFor } from "../../lib/api-client";
import { notFoundHead, summarize } from "../../lib/head";
import { RouteError } from "./route-error";
import { routeHandle, subServiceOgImage, whenLoaded } from "./route-handle";

const { subServiceAnchors: anchors } = pageEn;

const whyChooseIcons: IconsOf<typeof pageEn.whyChoose> = {
  "user-check": UserCheck,
  layers: Layers,
  "life-buoy": LifeBuoy,
};

/**
 * The page's copy, answers and fee come from the API (in-process on the server), so one page's
 * text travels in its own data. An unknown service or sub-service is a real 404.
 */
export async function subServiceLoader({ params, context, request }: LoaderFunctionArgs): Promise<SubServicePageData> {
  const res = await apiFor(context).api.services[":serviceId"][":subServiceId"].$get({
    param: { serviceId: params.serviceId ?? "", subServiceId: params.subServiceId ?? "" },
    query: { lang: localeOfPath(new URL(request.url).pathname) },
  });
  if (res.ok) return res.json();
  if (res.status === 404 || res.status === 400) throw data(null, { status: 404 });
  throw new Response("The page could not be loaded.", { status: 500 });
}

/** "startup-msme-consulting" → "Startup Msme Consulting", as the breadcrumb names the service. */
function titleCaseId(id: string): string {
  return id
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

const sectionTitle = "text-2xl font-bold tracking-tight text-foreground sm:text-3xl";

/** The phone's in-page index: only the sections this page has, the fee only when it shows one. */
function indexEntries({ answer, fee }: Pick<SubServicePageData, "answer" | "fee">, copy: typeof pageEn.subServiceCopy): PageIndexEntry[] {
  const entries: (PageIndexEntry | false)[] = [
    feeShown(fee) && { id: anchors.fee, label: copy.index.fee },
    answer.kind !== "programme" && { id: anchors.documents, label: copy.index.documents },
    { id: anchors.steps, label: copy.index.steps },
    { id: anchors.faq, label: copy.index.faq },
    { id: anchors.quote, label: copy.index.quote },
  ];
  return entries.filter((entry) => entry !== false);
}

/** The free tools that lead to this service, offered back: work out the figures, then ask us. */
function RelatedTools({ tools }: { tools: FreeTool[] }) {
  const chrome = useChromeCopy();
  if (tools.length === 0) return null;
  return (
    <aside aria-label={chrome.freeTools} className="mt-8 space-y-3">
      {tools.map((tool) => (
        <Link key={tool.id} to={tool.path} className="group flex items-start gap-3 rounded-lg border bg-secondary/40 p-4 hover:border-primary/40 hover:bg-secondary">
          <Calculator aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            <span className="font-semibold text-foreground group-hover:underline">{chrome.freeTool(tool.name)}</span>
            <span className="mt-1 block text-sm text-slate-600">{tool.summary}</span>
          </span>
        </Link>
      ))}
    </aside>
  );
}

export function SubServicePage() {
  const { serviceId, subService, siblings, answer, fee } = useLoaderData() as SubServicePageData;
  const service = useContent({ en: serviceLinesEn, hi: serviceLinesHi }).serviceLine(serviceId);
  const { subServiceBenefits, subServiceCopy: copy, subServiceProcess, whyChoose } = useContent({ en: pageEn, hi: pageHi });
  const { toolsForSubService } = useContent({ en: toolsEn, hi: toolsHi });
  const nav = useContent({ en: navigationEn, hi: navigationHi });
  const hindi = useLocale() === "hi";
  // A free tool links here with the visitor's figures (?message=…) to start the quote's message.
  const [searchParams] = useSearchParams();
  const initialMessage = prefillText(searchParams.get(PREFILL_MESSAGE_PARAM));
  const trail = [
    { label: nav.navLinksBeforeServices[0].label, to: "/" },
    { label: nav.footerQuickLinks[2].label, to: "/services" },
    // The spec names the service by its id on the English page; the Hindi page by its title.
    { label: hindi ? service.title : titleCaseId(service.id), to: `/services/${service.id}` },
  ];

  return (
    <>
      <PageHero
        title={subService.title}
        subtitle={answer.summary}
        before={<Breadcrumb trail={trail} current={subService.title} />}
        lead={<FeeLine fee={fee} />}
      >
        <a href={`#${anchors.quote}`} className={buttonVariants({ size: "lg", className: "bg-accent text-accent-foreground hover:bg-accent/90" })}>
          {copy.quote.title}
        </a>
        <BookingButton variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
          {copy.schedule}
        </BookingButton>
      </PageHero>
      <PageIndex entries={indexEntries({ answer, fee }, copy)} />

      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 lg:grid-cols-3">
        <div className="space-y-16 lg:col-span-2">
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className={sectionTitle}>
              {copy.overview}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{subService.description}</p>
            <h3 className="mt-8 text-lg font-semibold text-foreground">{copy.whatsIncluded}</h3>
            <CheckList items={subService.features} className="mt-4 text-slate-700" />
            <RelatedTools tools={toolsForSubService(service.id, subService.id)} />
          </section>

          <AnswerSections answer={answer} />

          <section aria-labelledby="why-heading">
            <h2 id="why-heading" className={sectionTitle}>
              {copy.whyChoose}
            </h2>
            <IconCardGrid items={whyChoose} icons={whyChooseIcons} className="mt-6 lg:grid-cols-3" />
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
            <CheckList items={subServiceBenefits({ feeShown: feeShown(fee) })} className="mt-6 text-slate-700 sm:grid-cols-1" />
          </section>

          <SubServiceSidebar service={service} subService={subService} siblings={siblings} />

          <CallbackSection key={`${service.id}/${subService.id}`}>
            <CallbackForm about={{ service: service.id, subService: subService.id }} />
          </CallbackSection>
        </div>

        {/* Beside the content on wide screens and held in view; its own scroll when taller than the window. */}
        <section
          id={anchors.quote}
          aria-labelledby="quote-heading"
          className="scroll-mt-28 lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto"
        >
          <Card>
            <CardHeader>
              <CardTitle id="quote-heading" className="text-2xl">
                {copy.quote.title}
              </CardTitle>
              <CardDescription className="text-base">{copy.quote.description}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-8">
              <QuoteForm
                key={`${service.id}/${subService.id}`}
                service={{ id: service.id }}
                subService={{ id: subService.id, title: subService.title, features: subService.features }}
                initialMessage={initialMessage || undefined}
              />
              <div className="border-t pt-6">
                <BookingButton variant="outline" size="default">
                  {copy.quote.book}
                </BookingButton>
              </div>
            </CardContent>
          </Card>
        </section>
      </div>
    </>
  );
}

export { subServiceLoader as loader, SubServicePage as Component, RouteError as ErrorBoundary };

export const handle = routeHandle({
  heroUnderNav: whenLoaded,
  callbackForm: whenLoaded,
  whatsappTopic: ({ data }) => (data as SubServicePageData | undefined)?.subService.title,
  head: ({ data: loaded, locale }) => {
    const page = loaded as SubServicePageData | undefined;
    if (!page) return notFoundHead(locale);
    const { serviceId, subService, answer } = page;
    const line = inLocale({ en: serviceLinesEn, hi: serviceLinesHi }, locale).serviceLine(serviceId);
    const nav = inLocale({ en: navigationEn, hi: navigationHi }, locale);
    // The structured data names this page and its trail in the page's language.
    const at = (path: string) => localizedHref(locale, path);
    const servicePath = at(`/services/${serviceId}`);
    const path = at(`/services/${serviceId}/${subService.id}`);
    return {
      title: pageTitle(subService.title),
      description: summarize(answer.summary),
      image: subServiceOgImage(serviceId, subService.id),
      structuredData: [
        { type: "Service", service: { name: subService.title, description: subService.description, path, category: line.title } },
        {
          type: "BreadcrumbList",
          trail: [
            { name: nav.navLinksBeforeServices[0].label, path: at("/") },
            { name: nav.footerQuickLinks[2].label, path: at("/services") },
            { name: line.title, path: servicePath },
            { name: subService.title, path },
          ],
        },
        { type: "FAQPage", faqs: answer.faqs },
      ],
    };
  },
});
