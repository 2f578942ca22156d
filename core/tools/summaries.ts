import { formatRupees } from "../format/rupees";
import { calculateEmi, compareEmi, type EmiComparison, type EmiResult } from "./emi";
import type { GstInput, GstResult } from "./gst";
import { formatPaise } from "./money";
import type { EmiParams } from "./tool-params";

/**
 * The calculators' results in a sentence: what a screen reader hears as the result changes (the
 * page's polite live region), what a shared result page says in its description, and the note a
 * visitor's figures leave in the quote form of the sub-service a tool leads to.
 */

/** A rate as people write it: 18%, 0.25%, 12.375%. */
export const percentText = (rate: number) => `${rate}%`;

/** A round-off with its sign, as an invoice shows it: +₹0.22, -₹0.40. */
export const roundOffText = (paise: number) => (paise > 0 ? `+${formatPaise(paise)}` : formatPaise(paise));

/** A tenure in whole years when it is one, else in months: "5 years", "1 year", "18 months". */
export function tenureText(months: number): string {
  if (months % 12 === 0) return months === 12 ? "1 year" : `${months / 12} years`;
  return months === 1 ? "1 month" : `${months} months`;
}

/** How the tax on a GST result splits: "CGST ₹90.00 and SGST ₹90.00", or "IGST ₹180.00". */
function gstSplit(input: Pick<GstInput, "interState">, result: GstResult): string {
  return input.interState ? `IGST ${formatPaise(result.igst)}` : `CGST ${formatPaise(result.cgst)} and SGST ${formatPaise(result.sgst)}`;
}

/** "Invoice total ₹1,180.00: taxable value ₹1,000.00 plus CGST ₹90.00 and SGST ₹90.00 at 18%." */
export function gstSummary(input: GstInput, result: GstResult): string {
  const roundOff = result.roundOff === 0 ? "" : `, round off ${roundOffText(result.roundOff)}`;
  return `Invoice total ${formatPaise(result.total)}: taxable value ${formatPaise(result.base)} plus ${gstSplit(input, result)} at ${percentText(input.ratePercent)}${roundOff}.`;
}

/** The note a GST result leaves in a quote form: "From the GST calculator: GST on ₹4,50,000.00 at 18% …". */
export function gstEnquiryNote(input: GstInput, result: GstResult): string {
  const amount = formatPaise(input.amountPaise);
  const what = input.inclusive ? `GST inside ${amount} at ${percentText(input.ratePercent)} (price including GST` : `GST on ${amount} at ${percentText(input.ratePercent)} (price before GST`;
  const supply = input.interState ? "supply to another state" : "supply within the state";
  return `From the GST calculator: ${what}, ${supply}). Taxable value ${formatPaise(result.base)}, GST ${formatPaise(result.tax)}, invoice total ${formatPaise(result.total)}.`;
}

/** "₹245.18 less" or "₹245.18 more": a difference of b from a, in paise. */
export function differenceText(paise: number): string {
  if (paise === 0) return "no different";
  return `${formatPaise(Math.abs(paise))} ${paise < 0 ? "less" : "more"}`;
}

/** An EMI calculation as the page shows it: the loan, and the same loan at the second rate when one was given. */
export interface EmiOutcome {
  params: EmiParams;
  loan: EmiResult;
  /** The loan (a) against the same loan at `params.compareRatePercent` (b). */
  comparison: EmiComparison | null;
}

export function emiOutcome(params: EmiParams): EmiOutcome {
  const loan = { principalPaise: params.principalPaise, annualRatePercent: params.annualRatePercent, months: params.months };
  if (params.compareRatePercent === null) return { params, loan: calculateEmi(loan), comparison: null };
  const comparison = compareEmi(loan, { ...loan, annualRatePercent: params.compareRatePercent });
  return { params, loan: comparison.a, comparison };
}

/** "EMI ₹21,247 a month at 10% for 60 months; total interest ₹2,74,822.84; total payment ₹12,74,822.84." */
export function emiSummary({ params, loan, comparison }: EmiOutcome): string {
  const own = `EMI ${formatRupees(loan.emiRupees)} a month at ${percentText(params.annualRatePercent)} for ${loan.instalments} months; total interest ${formatPaise(loan.totalInterest)}; total payment ${formatPaise(loan.totalPayment)}.`;
  if (!comparison || params.compareRatePercent === null) return own;
  const { b, emiDifference, totalInterestDifference } = comparison;
  return `${own} At ${percentText(params.compareRatePercent)}: EMI ${formatRupees(b.emiRupees)}, ${differenceText(emiDifference)} a month and ${differenceText(totalInterestDifference)} in total interest.`;
}

/** The note an EMI result leaves in a quote form: "From the EMI calculator: a loan of ₹10,00,000.00 at 10% a year over 5 years …". */
export function emiEnquiryNote({ params, loan, comparison }: EmiOutcome): string {
  const base = `From the EMI calculator: a loan of ${formatPaise(params.principalPaise)} at ${percentText(params.annualRatePercent)} a year over ${tenureText(params.months)}. EMI ${formatRupees(loan.emiRupees)}, total interest ${formatPaise(loan.totalInterest)}, total payment ${formatPaise(loan.totalPayment)}.`;
  if (!comparison || params.compareRatePercent === null) return base;
  return `${base} Compared with ${percentText(params.compareRatePercent)} a year: EMI ${formatRupees(comparison.b.emiRupees)}.`;
}
