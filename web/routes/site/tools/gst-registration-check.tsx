import { useLoaderData } from "react-router-dom";
import { Breadcrumb } from "@/components/site/breadcrumb";
import { ToolHero } from "@/components/site/tools/tool-hero";
import { GstRegistrationCheckIsland } from "@/components/site/tools/tool-islands";
import { gstRegistrationCheckCopy as copy } from "#core/content/tool-pages";
import { freeTool } from "#core/content/tools";
import { formatDate } from "#core/format/date";
import { checkRegistration, GST_REGISTRATION_RULES, GST_REGISTRATION_RULES_AS_OF, OTHER_COMPULSORY_CASES, registrationSummary } from "#core/tools/gst-registration";
import { parseRegistrationParams, REGISTRATION_PARAMS, type RegistrationParam } from "#core/tools/gst-registration-params";
import { amountFieldText } from "#core/tools/money";
import { routeHandle } from "../route-handle";
import { toolHead, toolLoader, type ToolPageData, toolTrail } from "./tool-page";

const tool = freeTool("gst-registration-check");

/** The page's address is the check's answers: see ./tool-page.ts. */
export const gstRegistrationLoader = toolLoader({
  path: tool.path,
  fields: REGISTRATION_PARAMS,
  parse: parseRegistrationParams,
  shown: (input, canonical) => ({
    values: { ...canonical, turnover: amountFieldText(input.turnoverPaise) },
    summary: registrationSummary(input, checkRegistration(input)),
  }),
});

function GstRegistrationCheckPage() {
  const page = useLoaderData() as ToolPageData<RegistrationParam>;
  return (
    <>
      <ToolHero title={copy.title} subtitle={copy.subtitle} before={<Breadcrumb trail={toolTrail} current={tool.name} />} />

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <GstRegistrationCheckIsland values={page.values} errors={page.errors} />
      </div>

      <section aria-labelledby="gst-reg-rules-heading" className="bg-secondary py-16">
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="gst-reg-rules-heading" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            {copy.rulesHeading}
          </h2>
          <p className="mt-4 max-w-4xl leading-relaxed text-slate-700">{copy.rulesIntro}</p>
          <p className="mt-3 text-sm font-medium text-foreground">
            {copy.rulesAsOf} <time dateTime={GST_REGISTRATION_RULES_AS_OF}>{formatDate(GST_REGISTRATION_RULES_AS_OF)}</time>.
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2" data-testid="gst-reg-rules">
            {GST_REGISTRATION_RULES.map((rule) => (
              <li key={rule.id} className="rounded-xl border bg-card p-5">
                <h3 className="text-lg font-semibold text-foreground">{rule.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{rule.summary}</p>
                <p className="mt-3 text-xs leading-relaxed text-muted-foreground">
                  <span className="font-medium text-foreground">{copy.citationLabel}:</span> {rule.citation}.{" "}
                  {copy.since} <time dateTime={rule.since}>{formatDate(rule.since)}</time>.
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby={copy.otherCasesId} className="py-16">
        <div className="mx-auto max-w-7xl px-6">
          <h2 id={copy.otherCasesId} className="scroll-mt-28 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            {copy.otherHeading}
          </h2>
          <p className="mt-4 max-w-4xl leading-relaxed text-slate-700">{copy.otherIntro}</p>
          <ul className="mt-6 max-w-4xl list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
            {OTHER_COMPULSORY_CASES.cases.map((text) => (
              <li key={text}>{text[0].toUpperCase() + text.slice(1)}.</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{copy.citationLabel}:</span> {OTHER_COMPULSORY_CASES.citation}.
          </p>
        </div>
      </section>
    </>
  );
}

export { gstRegistrationLoader as loader, GstRegistrationCheckPage as Component };

export const handle = routeHandle({
  heroUnderNav: true,
  head: ({ data }) => toolHead(tool, "GST Registration Check: Do I Need GST Registration?", data as ToolPageData<RegistrationParam> | undefined),
});
