import { useLoaderData } from "react-router-dom";
import { Breadcrumb } from "@/components/site/breadcrumb";
import { Explainers } from "@/components/site/tools/explainers";
import { ToolHero } from "@/components/site/tools/tool-hero";
import { EmiCalculatorIsland } from "@/components/site/tools/tool-islands";
import { emiCalculatorCopy as copy } from "#core/content/tool-pages";
import { freeTool } from "#core/content/tools";
import { amountFieldText } from "#core/tools/money";
import { emiOutcome, emiSummary } from "#core/tools/summaries";
import { EMI_PARAMS, type EmiParam, parseEmiParams } from "#core/tools/tool-params";
import { routeHandle } from "../route-handle";
import { toolHead, toolLoader, type ToolPageData, toolTrail } from "./tool-page";

const tool = freeTool("emi-calculator");

/** The page's address is the calculator's input: see ./tool-page.ts. */
export const emiLoader = toolLoader({
  path: tool.path,
  fields: EMI_PARAMS,
  parse: parseEmiParams,
  shown: (loan, canonical) => ({
    values: { ...canonical, amount: amountFieldText(loan.principalPaise) },
    summary: emiSummary(emiOutcome(loan)),
  }),
});

function EmiCalculatorPage() {
  const page = useLoaderData() as ToolPageData<EmiParam>;
  return (
    <>
      <ToolHero title={copy.title} subtitle={copy.subtitle} before={<Breadcrumb trail={toolTrail} current={tool.name} />} />

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <EmiCalculatorIsland values={page.values} errors={page.errors} />
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
  head: ({ data }) => toolHead(tool, "EMI Calculator: Loan EMI and Repayment Schedule", data as ToolPageData<EmiParam> | undefined),
});
