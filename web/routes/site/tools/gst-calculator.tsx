import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import { Breadcrumb } from "@/components/site/breadcrumb";
import { Explainers } from "@/components/site/tools/explainers";
import { useDates } from "@/components/site/tools/dates";
import { ToolHero } from "@/components/site/tools/tool-hero";
import { GstCalculatorIsland } from "@/islands/tool-islands";
import * as toolPagesEn from "#core/content/tool-pages";
import * as toolPagesHi from "#core/content/hi/tool-pages";
import * as resultsEn from "#core/content/tool-results";
import * as resultsHi from "#core/content/hi/tool-results";
import { freeTool } from "#core/content/tools";
import { inLocale } from "#core/i18n/translated";
import { indiaToday } from "#core/format/india-time";
import { calculateGst } from "#core/tools/gst";
import { currentGstRates, GST_RATES_AS_OF } from "#core/tools/gst-rates";
import { amountFieldText } from "#core/tools/money";
import { GST_PARAMS, type GstParam, parseGstParams } from "#core/tools/tool-params";
import { useContent } from "@/lib/locale";
import { routeHandle } from "../route-handle";
import { toolHead, toolLoader, type ToolPageData, useTool, useToolTrail, useToolWords } from "./tool-page";

const ID = "gst-calculator";

interface GstPageData extends ToolPageData<GstParam> {
  /** The day whose rates the form offers (India's today): the island is given the same. */
  on: string;
}

/** The page's address is the calculator's input: see ./tool-page.ts. */
export function gstLoader(args: LoaderFunctionArgs) {
  const on = indiaToday();
  return toolLoader(
    {
      path: freeTool(ID).path,
      fields: GST_PARAMS,
      parse: (query) => parseGstParams(query, on),
      shown: (input, canonical, locale) => ({
        values: { ...canonical, amount: amountFieldText(input.amountPaise) },
        summary: inLocale({ en: resultsEn, hi: resultsHi }, locale).gstResultText.summary(input, calculateGst(input)),
      }),
    },
    () => ({ on }),
  )(args);
}

function GstCalculatorPage() {
  const page = useLoaderData() as GstPageData;
  const rates = currentGstRates(page.on);
  const { calculatorCopy, gstCalculatorCopy: copy } = useContent({ en: toolPagesEn, hi: toolPagesHi });
  const { rateLabels, rateCitations } = useContent({ en: resultsEn, hi: resultsHi }).gstResultText;
  const words = { ...useToolWords(ID), fields: copy.fields, submit: copy.submit, result: copy.result };
  const dates = useDates();
  return (
    <>
      <ToolHero title={copy.title} subtitle={copy.subtitle} before={<Breadcrumb trail={useToolTrail()} current={useTool(ID).name} />} />

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <GstCalculatorIsland on={page.on} values={page.values} errors={page.errors} words={words} />
      </div>

      <section aria-labelledby="gst-rates-heading" className="bg-secondary py-16">
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="gst-rates-heading" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            {copy.ratesHeading}
          </h2>
          <p className="mt-4 max-w-4xl leading-relaxed text-slate-700">{copy.ratesIntro}</p>
          <p className="mt-3 text-sm font-medium text-foreground">
            {copy.ratesAsOf} <time dateTime={GST_RATES_AS_OF}>{dates.long(GST_RATES_AS_OF)}</time>
            {calculatorCopy.sentenceEnd}
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {rates.map((row) => (
              <li key={row.rate} className="rounded-xl border bg-card p-5">
                <p className="text-lg font-semibold text-foreground">{rateLabels[String(row.rate)] ?? row.label}</p>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{copy.rateAppliesTo[String(row.rate)] ?? row.appliesTo}</p>
                <p className="mt-3 text-xs leading-relaxed text-muted-foreground">
                  <span className="font-medium text-foreground">{copy.rateColumns.citation}:</span> {rateCitations[String(row.rate)] ?? row.citation}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Explainers id="gst-explainers-heading" heading={copy.explainersHeading} sections={copy.explainers} />
    </>
  );
}

export { gstLoader as loader, GstCalculatorPage as Component };

export const handle = routeHandle({
  heroUnderNav: true,
  head: ({ data, locale }) => toolHead(ID, inLocale({ en: toolPagesEn, hi: toolPagesHi }, locale).gstCalculatorCopy.headTitle, data as GstPageData | undefined, locale),
});
