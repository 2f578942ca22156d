import { Calculator } from "@/components/site/icons";
import { formatRupees } from "#core/format/rupees";
import type { emiCalculatorCopy } from "#core/content/tool-pages";
import * as resultsEn from "#core/content/tool-results";
import * as resultsHi from "#core/content/hi/tool-results";
import { formatPaise } from "#core/tools/money";
import { emiOutcome, type EmiOutcome } from "#core/tools/summaries";
import { EMI_PARAMS, type EmiParam, parseEmiParams } from "#core/tools/tool-params";
import { useContent } from "@/lib/locale";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader } from "../../ui/card";
import { FormField } from "../../ui/form-field";
import { Input } from "../../ui/input";
import { Select } from "../../ui/select";
import { ErrorSummary, PHONE_PADDING, ResultLine, ResultCard, TableCard, type ToolWords } from "./tool-parts";
import { useToolForm } from "./use-tool-form";

export interface EmiCalculatorProps {
  /** The figures of the page's address: a result's canonical query, or mistakes as typed; none on the bare page. */
  values: Partial<Record<EmiParam, string>>;
  /** The server's message for each field it refused. */
  errors: Partial<Record<EmiParam, string>>;
  /** The page's words, in its language (the route picks them). */
  words: EmiCalculatorWords;
}

export interface EmiCalculatorWords extends ToolWords {
  fields: (typeof emiCalculatorCopy)["fields"];
  submit: string;
  result: (typeof emiCalculatorCopy)["result"];
}

type ResultText = typeof resultsEn.emiResultText;

const cell = "px-3 py-2.5 text-right tabular-nums whitespace-nowrap";
const headCell = "px-3 py-2.5 text-right font-medium whitespace-nowrap text-muted-foreground";

/** The loan and the same loan at the second rate, side by side, with what the second saves or costs. */
function Comparison({ outcome, copy, said }: { outcome: EmiOutcome; copy: EmiCalculatorWords; said: ResultText }) {
  const { params, comparison } = outcome;
  const differenceText = said.difference;
  if (!comparison || params.compareRatePercent === null) return null;
  const rows = [
    { label: copy.result.emi, a: formatRupees(comparison.a.emiRupees), b: formatRupees(comparison.b.emiRupees), difference: differenceText(comparison.emiDifference) },
    {
      label: copy.result.totalInterest,
      a: formatPaise(comparison.a.totalInterest),
      b: formatPaise(comparison.b.totalInterest),
      difference: differenceText(comparison.totalInterestDifference),
    },
    {
      label: copy.result.totalPayment,
      a: formatPaise(comparison.a.totalPayment),
      b: formatPaise(comparison.b.totalPayment),
      difference: differenceText(comparison.b.totalPayment - comparison.a.totalPayment),
    },
  ];
  return (
    <TableCard
      id="emi-compare"
      heading={copy.result.compareHeading}
      caption={said.compareCaption(params)}
      testId="emi-comparison"
    >
      <thead>
        <tr className="border-b bg-secondary/60">
          <td />
          <th scope="col" className={headCell}>
            {said.atRate(params.annualRatePercent)}
          </th>
          <th scope="col" className={headCell}>
            {said.atRate(params.compareRatePercent)}
          </th>
          <th scope="col" className={headCell}>
            {copy.result.difference}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b last:border-0">
            <th scope="row" className="px-3 py-2.5 text-left font-medium whitespace-nowrap">
              {row.label}
            </th>
            <td className={cell}>{row.a}</td>
            <td className={cell}>{row.b}</td>
            <td className={cell}>{row.difference}</td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

/** The loan's repayment year by year: a real table, with its caption and header cells. */
function Schedule({ outcome, copy, said }: { outcome: EmiOutcome; copy: EmiCalculatorWords; said: ResultText }) {
  const { params, loan } = outcome;
  const columns = copy.result.scheduleColumns;
  return (
    <TableCard id="emi-schedule" heading={copy.result.scheduleHeading} caption={said.scheduleCaption(params)} testId="emi-schedule">
      <thead>
        <tr className="border-b bg-secondary/60">
          <th scope="col" className="px-3 py-2.5 text-left font-medium text-muted-foreground">
            {columns.year}
          </th>
          <th scope="col" className={headCell}>
            {columns.opening}
          </th>
          <th scope="col" className={headCell}>
            {columns.principal}
          </th>
          <th scope="col" className={headCell}>
            {columns.interest}
          </th>
          <th scope="col" className={headCell}>
            {columns.closing}
          </th>
        </tr>
      </thead>
      <tbody>
        {loan.schedule.map((row) => (
          <tr key={row.year} className="border-b last:border-0">
            <th scope="row" className="px-3 py-2.5 text-left font-medium">
              {row.year}
            </th>
            <td className={cell}>{formatPaise(row.opening)}</td>
            <td className={cell}>{formatPaise(row.principalPaid)}</td>
            <td className={cell}>{formatPaise(row.interestPaid)}</td>
            <td className={cell}>{formatPaise(row.closing)}</td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

/**
 * The EMI calculator: the form, its result and the repayment schedule, one island. The server
 * renders it with the result of the page's address; in the browser it works the result out again
 * as the visitor types.
 */
export function EmiCalculator({ values: given, errors, words }: EmiCalculatorProps) {
  const copy = words;
  const said: ResultText = useContent({ en: resultsEn, hi: resultsHi }).emiResultText;
  const calc = useToolForm({
    path: words.path,
    fields: EMI_PARAMS,
    idPrefix: "emi",
    initial: {
      amount: given.amount ?? "",
      rate: given.rate ?? "",
      tenure: given.tenure ?? "",
      unit: given.unit ?? "years",
      rate2: given.rate2 ?? "",
    },
    initialErrors: errors,
    parse: parseEmiParams,
  });
  const result = calc.outcome.ok ? emiOutcome(calc.outcome.value) : null;

  return (
    <div className="grid gap-8 lg:grid-cols-5">
      {/* min-w-0: a grid item may shrink below its content (a wide table scrolls in its own box). */}
      <Card className="min-w-0 lg:col-span-3 lg:self-start">
        <CardHeader className={PHONE_PADDING}>
          <h2 id="emi-form-heading" className="text-xl font-semibold tracking-tight">
            {words.formHeading}
          </h2>
        </CardHeader>
        <CardContent className={PHONE_PADDING}>
          <form {...calc.form} aria-labelledby="emi-form-heading" className="space-y-6">
            <FormField label={copy.fields.amount} hint={copy.fields.amountHint} error={calc.errors.amount}>
              {/* A text keyboard, not a number pad: "35 लाख" and "1.5 cr" are amounts too (paiseFromText). */}
              <Input {...calc.text("amount")} autoComplete="off" placeholder={copy.fields.amountPlaceholder} />
            </FormField>
            <FormField label={copy.fields.rate} hint={copy.fields.rateHint} error={calc.errors.rate}>
              <Input {...calc.text("rate")} inputMode="decimal" autoComplete="off" placeholder="10.5" />
            </FormField>
            <div className="grid grid-cols-2 gap-4 sm:gap-6">
              <FormField label={copy.fields.tenure} error={calc.errors.tenure}>
                <Input {...calc.text("tenure")} inputMode="numeric" autoComplete="off" placeholder="5" />
              </FormField>
              <FormField label={copy.fields.unit} error={calc.errors.unit}>
                <Select {...calc.text("unit")}>
                  <option value="years">{copy.fields.years}</option>
                  <option value="months">{copy.fields.months}</option>
                </Select>
              </FormField>
            </div>
            <FormField label={copy.fields.rate2} hint={copy.fields.rate2Hint} error={calc.errors.rate2}>
              <Input {...calc.text("rate2")} inputMode="decimal" autoComplete="off" />
            </FormField>
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              <Calculator aria-hidden="true" />
              {copy.submit}
            </Button>
          </form>
        </CardContent>
      </Card>

      <ResultCard
        headingId="emi-result-heading"
        words={words}
        subtitle={result ? said.loan(result.params) : null}
        announce={result ? said.summary(result) : ""}
        note={result ? said.enquiryNote(result) : ""}
      >
        {result ? (
          <>
            <div className="rounded-lg bg-primary/5 p-4">
              <p className="text-sm font-medium text-muted-foreground">{copy.result.emi}</p>
              <p className="mt-1 text-4xl font-bold tracking-tight text-foreground tabular-nums" data-testid="emi-amount">
                {formatRupees(result.loan.emiRupees)}
              </p>
              <p className="mt-1 text-xs text-muted-foreground">
                {`${copy.result.emiExact} ${formatPaise(result.loan.emi)}; ${copy.result.lastInstalment} ${formatPaise(result.loan.finalInstalment)}`}
              </p>
            </div>
            <dl className="divide-y" data-testid="emi-result">
              <ResultLine label={copy.result.instalments}>{result.loan.instalments}</ResultLine>
              <ResultLine label={copy.result.principal}>{formatPaise(result.params.principalPaise)}</ResultLine>
              <ResultLine label={copy.result.totalInterest}>{formatPaise(result.loan.totalInterest)}</ResultLine>
              <ResultLine label={copy.result.totalPayment} total>
                {formatPaise(result.loan.totalPayment)}
              </ResultLine>
            </dl>
            {result.comparison && result.params.compareRatePercent !== null ? (
              <p className="rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm text-foreground" data-testid="emi-compare-note">
                {said.compareNote(result.params.compareRatePercent, result.comparison.b.emiRupees, result.comparison.emiDifference)}
              </p>
            ) : null}
          </>
        ) : calc.strict && Object.keys(calc.errors).length > 0 ? (
          <ErrorSummary heading={words.errorSummary} errors={calc.errors} id={(field) => calc.id(field as EmiParam)} />
        ) : (
          <p className="text-muted-foreground">{words.blankResult}</p>
        )}
      </ResultCard>

      {result ? <Comparison outcome={result} copy={copy} said={said} /> : null}
      {result ? <Schedule outcome={result} copy={copy} said={said} /> : null}
    </div>
  );
}
