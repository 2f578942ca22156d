import { CircleCheck, ClipboardCheck } from "@/components/site/icons";
import { clsx } from "clsx";
import type { gstRegistrationCheckCopy } from "#core/content/tool-pages";
import * as resultsEn from "#core/content/tool-results";
import * as resultsHi from "#core/content/hi/tool-results";
import { HOME_STATE, indianStates } from "#core/taxonomies/indian-states";
import { checkRegistration } from "#core/tools/gst-registration";
import { parseRegistrationParams, REGISTRATION_PARAMS, type RegistrationParam } from "#core/tools/gst-registration-params";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader } from "../../ui/card";
import { FormField } from "../../ui/form-field";
import { Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { ChoiceGroup, ErrorSummary, PHONE_PADDING, ResultCard, type ToolWords } from "./tool-parts";
import { useToolForm } from "./use-tool-form";
import { useContent } from "@/lib/locale";

export interface GstRegistrationCheckProps {
  /** The answers of the page's address: a result's canonical query, or mistakes as typed; none on the bare page. */
  values: Partial<Record<RegistrationParam, string>>;
  /** The server's message for each field it refused. */
  errors: Partial<Record<RegistrationParam, string>>;
  /** The page's words, in its language (the route picks them). */
  words: GstRegistrationCheckWords;
}

type CheckCopy = typeof gstRegistrationCheckCopy;

export interface GstRegistrationCheckWords extends ToolWords {
  fields: CheckCopy["fields"];
  submit: string;
  result: CheckCopy["result"];
  otherCasesId: string;
}

const STATE_GROUPS = [
  { kind: "state", states: indianStates.filter((state) => state.kind === "state") },
  { kind: "union-territory", states: indianStates.filter((state) => state.kind === "union-territory") },
] as const;

/**
 * "Do I need GST registration?": the questions and the answer, one island. The server renders it
 * with the answer of the page's address; in the browser it answers again as the visitor changes one.
 */
export function GstRegistrationCheck({ values: given, errors, words }: GstRegistrationCheckProps) {
  const copy = words;
  const said = useContent({ en: resultsEn, hi: resultsHi }).registrationResultText;
  const YES_NO = [
    { value: "no", label: copy.fields.no },
    { value: "yes", label: copy.fields.yes },
  ];
  const groupLabel = { state: copy.fields.states, "union-territory": copy.fields.unionTerritories };
  const check = useToolForm({
    path: words.path,
    fields: REGISTRATION_PARAMS,
    idPrefix: "gst-reg",
    initial: {
      turnover: given.turnover ?? "",
      supplies: given.supplies ?? "",
      interstate: given.interstate ?? "no",
      ecommerce: given.ecommerce ?? "no",
      excluded: given.excluded ?? "no",
      state: given.state ?? HOME_STATE,
    },
    initialErrors: errors,
    parse: parseRegistrationParams,
  });
  const { outcome, values } = check;
  const input = outcome.ok ? outcome.value : null;
  const answer = input ? checkRegistration(input) : null;
  const choice = (field: RegistrationParam, legend: string, choices: readonly { value: string; label: string }[]) => (
    <ChoiceGroup
      id={check.id(field)}
      name={field}
      legend={legend}
      choices={choices}
      value={values[field]}
      onChange={(value) => check.set(field, value)}
      error={check.errors[field]}
    />
  );

  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <Card className="min-w-0 lg:col-span-3 lg:self-start">
        <CardHeader className={PHONE_PADDING}>
          <h2 id="gst-reg-form-heading" className="text-xl font-semibold tracking-tight">
            {copy.formHeading}
          </h2>
        </CardHeader>
        <CardContent className={PHONE_PADDING}>
          <form {...check.form} aria-labelledby="gst-reg-form-heading" className="space-y-6">
            <FormField label={copy.fields.turnover} hint={copy.fields.turnoverHint} error={check.errors.turnover}>
              {/* A text keyboard, not a number pad: "35 लाख" and "1.5 cr" are amounts too (paiseFromText). */}
              <Input {...check.text("turnover")} autoComplete="off" placeholder={copy.fields.turnoverPlaceholder} />
            </FormField>
            {choice("supplies", copy.fields.supplies, [
              { value: "goods", label: copy.fields.goods },
              { value: "services", label: copy.fields.services },
              { value: "both", label: copy.fields.both },
            ])}
            <FormField label={copy.fields.state} error={check.errors.state}>
              <Select {...check.text("state")}>
                {STATE_GROUPS.map((group) => (
                  <optgroup key={group.kind} label={groupLabel[group.kind]}>
                    {group.states.map((state) => (
                      <option key={state.id} value={state.id}>
                        {said.stateNames[state.id]}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </Select>
            </FormField>
            {choice("interstate", copy.fields.interstate, [
              { value: "no", label: copy.fields.interstateNo },
              { value: "yes", label: copy.fields.interstateYes },
            ])}
            {choice("ecommerce", copy.fields.ecommerce, YES_NO)}
            {choice("excluded", copy.fields.excluded, YES_NO)}
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              <ClipboardCheck aria-hidden="true" />
              {copy.submit}
            </Button>
          </form>
        </CardContent>
      </Card>

      <ResultCard
        headingId="gst-reg-result-heading"
        words={words}
        announce={input && answer ? said.summary(input, answer) : ""}
        note={input && answer ? said.enquiryNote(input, answer) : ""}
      >
        {input && answer ? (
          <>
            <div
              data-testid="gst-reg-verdict"
              className={clsx(
                "flex items-start gap-3 rounded-lg border p-4",
                answer.required ? "border-primary/30 bg-primary/5 text-foreground" : "border-emerald-300 bg-emerald-50 text-emerald-950",
              )}
            >
              {answer.required ? (
                <ClipboardCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
              ) : (
                <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden="true" />
              )}
              <p className="text-lg leading-snug font-semibold">{said.verdict(answer)}</p>
            </div>
            <p className="leading-relaxed text-slate-700" data-testid="gst-reg-reason">
              {said.reason(input, answer)}
            </p>
            <dl className="space-y-3 border-t pt-4 text-sm">
              <div>
                <dt className="text-muted-foreground">{copy.result.rule}</dt>
                <dd className="mt-0.5 font-semibold text-foreground">{said.ruleTitles[answer.rule.id]}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{copy.result.limit}</dt>
                <dd className="mt-0.5 font-semibold text-foreground">{answer.limitPaise === null ? copy.result.anyTurnover : said.limit(answer.limitPaise)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{copy.result.citation}</dt>
                <dd className="mt-0.5 leading-relaxed text-foreground">
                  {said.ruleCitations[answer.rule.id]}
                </dd>
              </div>
            </dl>
          </>
        ) : check.strict && Object.keys(check.errors).length > 0 ? (
          <ErrorSummary heading={words.errorSummary} errors={check.errors} id={(field) => check.id(field as RegistrationParam)} />
        ) : (
          <p className="text-muted-foreground">{words.blankResult}</p>
        )}
        <p className="text-xs leading-relaxed text-muted-foreground">
          {copy.result.otherCases}{" "}
          <a href={`#${copy.otherCasesId}`} className="font-medium text-primary underline underline-offset-2">
            {copy.result.otherCasesLink}
          </a>
          {copy.result.otherCasesEnd}
        </p>
      </ResultCard>
    </div>
  );
}
