import { Calculator } from "@/components/site/icons";
import type { gstCalculatorCopy } from "#core/content/tool-pages";
import * as resultsEn from "#core/content/tool-results";
import * as resultsHi from "#core/content/hi/tool-results";
import { calculateGst, type GstInput } from "#core/tools/gst";
import { CUSTOM_RATE, currentGstRates, type GstRate } from "#core/tools/gst-rates";
import { formatPaise } from "#core/tools/money";
import { percentText, roundOffText } from "#core/tools/summaries";
import { DEFAULT_GST_RATE, GST_PARAMS, type GstParam, parseGstParams } from "#core/tools/tool-params";
import { useContent } from "@/lib/locale";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader } from "../../ui/card";
import { Checkbox } from "../../ui/checkbox";
import { FormField } from "../../ui/form-field";
import { Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { ChoiceGroup, ErrorSummary, PHONE_PADDING, ResultLine, ResultCard, type ToolWords } from "./tool-parts";
import { useToolForm } from "./use-tool-form";

export interface GstCalculatorProps {
  /** The day whose rates are offered (YYYY-MM-DD, India): the server's, so the island offers the same list. */
  on: string;
  /** The figures of the page's address: a result's canonical query, or mistakes as typed; none on the bare page. */
  values: Partial<Record<GstParam, string>>;
  /** The server's message for each field it refused. */
  errors: Partial<Record<GstParam, string>>;
  /** The page's words, in its language (the route picks them). */
  words: GstCalculatorWords;
}

export interface GstCalculatorWords extends ToolWords {
  fields: (typeof gstCalculatorCopy)["fields"];
  submit: string;
  result: (typeof gstCalculatorCopy)["result"];
}

/** The notification behind the rate chosen, in the page's language, or null for a rate the visitor typed. */
function rateCitation(rates: GstRate[], input: GstInput, custom: boolean, citations: Record<string, string>): string | null {
  if (custom) return null;
  const row = rates.find((rate) => rate.rate === input.ratePercent);
  return row ? (citations[String(row.rate)] ?? row.citation) : null;
}

/**
 * The GST calculator: the form and its result, one island. The server renders it with the result
 * of the page's address; in the browser it works the result out again as the visitor types.
 */
export function GstCalculator({ on, values: given, errors, words }: GstCalculatorProps) {
  const copy = words;
  const said = useContent({ en: resultsEn, hi: resultsHi }).gstResultText;
  const rates = currentGstRates(on);
  const calc = useToolForm({
    path: words.path,
    fields: GST_PARAMS,
    idPrefix: "gst",
    initial: {
      amount: given.amount ?? "",
      rate: given.rate ?? String(DEFAULT_GST_RATE),
      custom: given.custom ?? "",
      inclusive: given.inclusive === "1" ? "1" : "0",
      supply: given.supply ?? "intra",
      round: given.round === "1" ? "1" : "",
    },
    initialErrors: errors,
    parse: (query) => parseGstParams(query, on),
  });
  const { outcome, values } = calc;
  const input = outcome.ok ? outcome.value : null;
  const result = input ? calculateGst(input) : null;
  const half = input ? percentText(input.ratePercent / 2) : "";
  const citation = input ? rateCitation(rates, input, outcome.ok && outcome.canonical.rate === CUSTOM_RATE, said.rateCitations) : null;

  return (
    <div className="grid gap-8 lg:grid-cols-5">
      {/* min-w-0: a grid item may shrink below its content. */}
      <Card className="min-w-0 lg:col-span-3 lg:self-start">
        <CardHeader className={PHONE_PADDING}>
          <h2 id="gst-form-heading" className="text-xl font-semibold tracking-tight">
            {words.formHeading}
          </h2>
        </CardHeader>
        <CardContent className={PHONE_PADDING}>
          <form {...calc.form} aria-labelledby="gst-form-heading" className="space-y-6">
            <FormField label={copy.fields.amount} hint={copy.fields.amountHint} error={calc.errors.amount}>
              {/* A text keyboard, not a number pad: "35 लाख" and "1.5 cr" are amounts too (paiseFromText). */}
              <Input {...calc.text("amount")} autoComplete="off" placeholder={copy.fields.amountPlaceholder} />
            </FormField>
            <div className="grid gap-6 sm:grid-cols-2">
              <FormField label={copy.fields.rate} error={calc.errors.rate}>
                <Select {...calc.text("rate")}>
                  {/* A rate from an old or hand-written link that the list no longer offers: shown as a choice to make, not as 0%. */}
                  {values.rate && values.rate !== CUSTOM_RATE && !rates.some((row) => String(row.rate) === values.rate) ? (
                    <option value={values.rate}>{copy.fields.chooseRate}</option>
                  ) : null}
                  {rates.map((row) => (
                    <option key={row.rate} value={String(row.rate)}>
                      {said.rateLabels[String(row.rate)] ?? row.label}
                    </option>
                  ))}
                  <option value={CUSTOM_RATE}>{copy.fields.customOption}</option>
                </Select>
              </FormField>
              <FormField label={copy.fields.custom} hint={copy.fields.customHint} error={calc.errors.custom}>
                <Input
                  {...calc.text("custom")}
                  onChange={(e) => {
                    calc.set("custom", e.target.value);
                    // A rate typed here is the one meant: the list follows (without JavaScript, the hint says so).
                    if (e.target.value.trim() !== "") calc.set("rate", CUSTOM_RATE);
                  }}
                  inputMode="decimal"
                  autoComplete="off"
                />
              </FormField>
            </div>
            <ChoiceGroup
              id={calc.id("inclusive")}
              name="inclusive"
              legend={copy.fields.amountIs}
              choices={[
                { value: "0", label: copy.fields.exclusive },
                { value: "1", label: copy.fields.inclusive },
              ]}
              value={values.inclusive}
              onChange={(value) => calc.set("inclusive", value)}
              error={calc.errors.inclusive}
            />
            <ChoiceGroup
              id={calc.id("supply")}
              name="supply"
              legend={copy.fields.supply}
              choices={[
                { value: "intra", label: copy.fields.intra },
                { value: "inter", label: copy.fields.inter },
              ]}
              value={values.supply}
              onChange={(value) => calc.set("supply", value)}
              error={calc.errors.supply}
            />
            <label
              htmlFor={calc.id("round")}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border p-3 text-sm leading-snug hover:bg-secondary"
            >
              <Checkbox
                id={calc.id("round")}
                name="round"
                value="1"
                checked={values.round === "1"}
                onChange={(e) => calc.set("round", e.target.checked ? "1" : "")}
              />
              {copy.fields.round}
            </label>
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              <Calculator aria-hidden="true" />
              {copy.submit}
            </Button>
          </form>
        </CardContent>
      </Card>

      <ResultCard
        headingId="gst-result-heading"
        words={words}
        subtitle={input ? said.input(input) : null}
        announce={input && result ? said.summary(input, result) : ""}
        note={input && result ? said.enquiryNote(input, result) : ""}
      >
        {input && result ? (
          <>
            <dl className="divide-y" data-testid="gst-result">
              <ResultLine label={copy.result.base}>{formatPaise(result.base)}</ResultLine>
              {input.interState ? (
                <ResultLine label={`${copy.result.igst} @ ${percentText(input.ratePercent)}`}>{formatPaise(result.igst)}</ResultLine>
              ) : (
                <>
                  <ResultLine label={`${copy.result.cgst} @ ${half}`}>{formatPaise(result.cgst)}</ResultLine>
                  <ResultLine label={`${copy.result.sgst} @ ${half}`}>{formatPaise(result.sgst)}</ResultLine>
                </>
              )}
              <ResultLine label={copy.result.tax}>{formatPaise(result.tax)}</ResultLine>
              {input.roundToRupee ? (
                <>
                  <ResultLine label={copy.result.beforeRoundOff}>{formatPaise(result.totalBeforeRoundOff)}</ResultLine>
                  <ResultLine label={copy.result.roundOff}>{roundOffText(result.roundOff)}</ResultLine>
                </>
              ) : null}
              <ResultLine label={copy.result.total} total>
                {formatPaise(result.total)}
              </ResultLine>
            </dl>
            <p className="text-xs leading-relaxed text-muted-foreground">
              <span className="font-medium text-foreground">{copy.result.rateSource}:</span>{" "}
              {citation === null ? copy.result.customSource : citation}
            </p>
          </>
        ) : calc.strict && Object.keys(calc.errors).length > 0 ? (
          <ErrorSummary heading={words.errorSummary} errors={calc.errors} id={(field) => calc.id(field as GstParam)} />
        ) : (
          <p className="text-muted-foreground">{words.blankResult}</p>
        )}
      </ResultCard>
    </div>
  );
}
