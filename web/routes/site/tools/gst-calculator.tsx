import { type LoaderFunctionArgs, useLoaderData } from "react-router-dom";
import { Breadcrumb } from "@/components/site/breadcrumb";
import { Explainers } from "@/components/site/tools/explainers";
import { ToolHero } from "@/components/site/tools/tool-hero";
import { GstCalculatorIsland } from "@/components/site/tools/tool-islands";
import { gstCalculatorCopy as copy } from "#core/content/tool-pages";
import { freeTool } from "#core/content/tools";
import { formatDate } from "#core/format/date";
import { indiaToday } from "#core/format/india-time";
import { calculateGst } from "#core/tools/gst";
import { currentGstRates, GST_RATES_AS_OF } from "#core/tools/gst-rates";
import { amountFieldText } from "#core/tools/money";
import { gstSummary } from "#core/tools/summaries";
import { GST_PARAMS, type GstParam, parseGstParams } from "#core/tools/tool-params";
import { routeHandle } from "../route-handle";
import { toolHead, toolLoader, type ToolPageData, toolTrail } from "./tool-page";

const tool = freeTool("gst-calculator");

interface GstPageData extends ToolPageData<GstParam> {
  /** The day whose rates the form offers (India's today): the island is given the same. */
  on: string;
}

/** The page's address is the calculator's input: see ./tool-page.ts. */
export function gstLoader(args: LoaderFunctionArgs) {
  const on = indiaToday();
  return toolLoader(
    {
      path: tool.path,
      fields: GST_PARAMS,
      parse: (query) => parseGstParams(query, on),
      shown: (input, canonical) => ({
        values: { ...canonical, amount: amountFieldText(input.amountPaise) },
        summary: gstSummary(input, calculateGst(input)),
      }),
    },
    () => ({ on }),
  )(args);
}

function GstCalculatorPage() {
  const page = useLoaderData() as GstPageData;
  const rates = currentGstRates(page.on);
  return (
    <>
      <ToolHero title={copy.title} subtitle={copy.subtitle} before={<Breadcrumb trail={toolTrail} current={tool.name} />} />

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <GstCalculatorIsland on={page.on} values={page.values} errors={page.errors} />
      </div>

      <section aria-labelledby="gst-rates-heading" className="bg-secondary py-16">
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="gst-rates-heading" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            {copy.ratesHeading}
          </h2>
          <p className="mt-4 max-w-4xl leading-relaxed text-slate-700">{copy.ratesIntro}</p>
          <p className="mt-3 text-sm font-medium text-foreground">
            {copy.ratesAsOf} <time dateTime={GST_RATES_AS_OF}>{formatDate(GST_RATES_AS_OF)}</time>.
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {rates.map((row) => (
              <li key={row.rate} className="rounded-xl border bg-card p-5">
                <p className="text-lg font-semibold text-foreground">{row.label}</p>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{row.appliesTo}</p>
                <p className="mt-3 text-xs leading-relaxed text-muted-foreground">
                  <span className="font-medium text-foreground">{copy.rateColumns.citation}:</span> {row.citation}
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
  head: ({ data }) => toolHead(tool, "GST Calculator: CGST, SGST and IGST", data as GstPageData | undefined),
});
