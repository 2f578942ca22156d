import { useLoaderData } from "react-router-dom";
import { Breadcrumb } from "@/components/site/breadcrumb";
import { useDates } from "@/components/site/tools/dates";
import { ToolHero } from "@/components/site/tools/tool-hero";
import { GstRegistrationCheckIsland } from "@/islands/tool-islands";
import * as toolPagesEn from "#core/content/tool-pages";
import * as toolPagesHi from "#core/content/hi/tool-pages";
import * as resultsEn from "#core/content/tool-results";
import * as resultsHi from "#core/content/hi/tool-results";
import { freeTool } from "#core/content/tools";
import { inLocale } from "#core/i18n/translated";
import { checkRegistration, GST_REGISTRATION_RULES, GST_REGISTRATION_RULES_AS_OF } from "#core/tools/gst-registration";
import { parseRegistrationParams, REGISTRATION_PARAMS, type RegistrationParam } from "#core/tools/gst-registration-params";
import { amountFieldText } from "#core/tools/money";
import { useContent } from "@/lib/locale";
import { routeHandle } from "../route-handle";
import { toolHead, toolLoader, type ToolPageData, useTool, useToolTrail, useToolWords } from "./tool-page";

const ID = "gst-registration-check";

/** The page's address is the check's answers: see ./tool-page.ts. */
export const gstRegistrationLoader = toolLoader({
  path: freeTool(ID).path,
  fields: REGISTRATION_PARAMS,
  parse: parseRegistrationParams,
  shown: (input, canonical, locale) => ({
    values: { ...canonical, turnover: amountFieldText(input.turnoverPaise) },
    summary: inLocale({ en: resultsEn, hi: resultsHi }, locale).registrationResultText.summary(input, checkRegistration(input)),
  }),
});

function GstRegistrationCheckPage() {
  const page = useLoaderData() as ToolPageData<RegistrationParam>;
  const { calculatorCopy, gstRegistrationCheckCopy: copy } = useContent({ en: toolPagesEn, hi: toolPagesHi });
  const { ruleTitles, ruleCitations, otherCasesCitation } = useContent({ en: resultsEn, hi: resultsHi }).registrationResultText;
  const own = { formHeading: copy.formHeading, resultHeading: copy.resultHeading, blankResult: copy.blankResult };
  const words = { ...useToolWords(ID, own), fields: copy.fields, submit: copy.submit, result: copy.result, otherCasesId: copy.otherCasesId };
  const dates = useDates();
  const end = calculatorCopy.sentenceEnd;
  return (
    <>
      <ToolHero title={copy.title} subtitle={copy.subtitle} before={<Breadcrumb trail={useToolTrail()} current={useTool(ID).name} />} />

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <GstRegistrationCheckIsland values={page.values} errors={page.errors} words={words} />
      </div>

      <section aria-labelledby="gst-reg-rules-heading" className="bg-secondary py-16">
        <div className="mx-auto max-w-7xl px-6">
          <h2 id="gst-reg-rules-heading" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            {copy.rulesHeading}
          </h2>
          <p className="mt-4 max-w-4xl leading-relaxed text-slate-700">{copy.rulesIntro}</p>
          <p className="mt-3 text-sm font-medium text-foreground">
            {copy.rulesAsOf} <time dateTime={GST_REGISTRATION_RULES_AS_OF}>{dates.long(GST_REGISTRATION_RULES_AS_OF)}</time>
            {end}
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2" data-testid="gst-reg-rules">
            {GST_REGISTRATION_RULES.map((rule) => (
              <li key={rule.id} className="rounded-xl border bg-card p-5">
                <h3 className="text-lg font-semibold text-foreground">{ruleTitles[rule.id]}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{copy.ruleSummaries[rule.id]}</p>
                <p className="mt-3 text-xs leading-relaxed text-muted-foreground">
                  <span className="font-medium text-foreground">{copy.citationLabel}:</span> {ruleCitations[rule.id]}
                  {`${end} `}
                  {copy.since} <time dateTime={rule.since}>{dates.long(rule.since)}</time>
                  {end}
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
            {copy.otherCases.map((text) => (
              <li key={text}>{`${text[0].toUpperCase()}${text.slice(1)}${end}`}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{copy.citationLabel}:</span> {otherCasesCitation}
            {end}
          </p>
        </div>
      </section>
    </>
  );
}

export { gstRegistrationLoader as loader, GstRegistrationCheckPage as Component };

export const handle = routeHandle({
  heroUnderNav: true,
  head: ({ data, locale }) =>
    toolHead(ID, inLocale({ en: toolPagesEn, hi: toolPagesHi }, locale).gstRegistrationCheckCopy.headTitle, data as ToolPageData<RegistrationParam> | undefined, locale),
});
