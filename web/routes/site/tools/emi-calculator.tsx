import { useLoaderData } from "react-router-dom";
import { Breadcrumb } from "@/components/site/breadcrumb";
import { Explainers } from "@/components/site/tools/explainers";
import { ToolHero } from "@/components/site/tools/tool-hero";
import { EmiCalculatorIsland } from "@/islands/tool-islands";
import * as toolPagesEn from "#core/content/tool-pages";
import * as toolPagesHi from "#core/content/hi/tool-pages";
import * as resultsEn from "#core/content/tool-results";
import * as resultsHi from "#core/content/hi/tool-results";
import { freeTool } from "#core/content/tools";
import { inLocale } from "#core/i18n/translated";
import { amountFieldText } from "#core/tools/money";
import { emiOutcome } from "#core/tools/summaries";
import { EMI_PARAMS, type EmiParam, parseEmiParams } from "#core/tools/tool-params";
import { useContent } from "@/lib/locale";
import { routeHandle } from "../route-handle";
import { toolHead, toolLoader, type ToolPageData, useTool, useToolTrail, useToolWords } from "./tool-page";

const ID = "emi-calculator";

/** The page's address is the calculator's input: see ./tool-page.ts. */
export const emiLoader = toolLoader({
  path: freeTool(ID).path,
  fields: EMI_PARAMS,
  parse: parseEmiParams,
  shown: (loan, canonical, locale) => ({
    values: { ...canonical, amount: amountFieldText(loan.principalPaise) },
    summary: inLocale({ en: resultsEn, hi: resultsHi }, locale).emiResultText.summary(emiOutcome(loan)),
  }),
});

function EmiCalculatorPage() {
  const page = useLoaderData() as ToolPageData<EmiParam>;
  const copy = useContent({ en: toolPagesEn, hi: toolPagesHi }).emiCalculatorCopy;
  const words = { ...useToolWords(ID), fields: copy.fields, submit: copy.submit, result: copy.result };
  return (
    <>
      <ToolHero title={copy.title} subtitle={copy.subtitle} before={<Breadcrumb trail={useToolTrail()} current={useTool(ID).name} />} />

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <EmiCalculatorIsland values={page.values} errors={page.errors} words={words} />
      </div>

      <div className="bg-secondary">
        <Explainers id="emi-explainers-heading" heading={copy.explainersHeading} sections={copy.explainers} />
      </div>
    </>
  );
}

export { emiLoader as loader, EmiCalculatorPage as Component };

export const handle = routeHandle({
  heroUnderNav: true,
  head: ({ data, locale }) => toolHead(ID, inLocale({ en: toolPagesEn, hi: toolPagesHi }, locale).emiCalculatorCopy.headTitle, data as ToolPageData<EmiParam> | undefined, locale),
});
