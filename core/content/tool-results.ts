import { formatRupees } from "../format/rupees";
import { type IndianStateId, indianStates } from "../taxonomies/indian-states";
import type { GstInput } from "../tools/gst";
import { GST_RATES } from "../tools/gst-rates";
import {
  GST_REGISTRATION_RULES,
  lakhText,
  OTHER_COMPULSORY_CASES,
  type RegistrationAnswer,
  type RegistrationInput,
  type RegistrationRuleId,
  registrationEnquiryNote,
  registrationSummary,
  verdictText,
} from "../tools/gst-registration";
import { formatPaise } from "../tools/money";
import { differenceText, emiEnquiryNote, emiSummary, gstEnquiryNote, gstSummary, percentText, tenureText } from "../tools/summaries";
import type { EmiParams } from "../tools/tool-params";

/**
 * The free tools' results in words, with the visitor's figures in them: what the calculators' islands
 * say beside a result (and the server in a shared result's description). The English are the
 * sentences core/tools writes; the Hindi twin says the same in Hindi. Small on purpose: an island
 * carries this module in both languages, and takes every other word from its props.
 */

/** The GST calculator's result. */
export const gstResultText = {
  /** The figures a result is for: "₹1,000.00 before GST at 18%, within the state". */
  input: (input: GstInput) =>
    `${formatPaise(input.amountPaise)} ${input.inclusive ? "including" : "before"} GST at ${percentText(input.ratePercent)}, ${input.interState ? "to another state" : "within the state"}`,
  summary: gstSummary,
  enquiryNote: gstEnquiryNote,
  /** Each rate's name in the list, by the rate ("18": "18% (standard rate)"). */
  rateLabels: Object.fromEntries(GST_RATES.map((row) => [String(row.rate), row.label])) as Record<string, string>,
  /** Each rate's notifications, by the rate, in the page's language: the law's numbers as written. */
  rateCitations: Object.fromEntries(GST_RATES.map((row) => [String(row.rate), row.citation])) as Record<string, string>,
};

/** "₹10,00,000.00 at 10% a year over 5 years". */
const loanText = (params: EmiParams) => `${formatPaise(params.principalPaise)} at ${percentText(params.annualRatePercent)} a year over ${tenureText(params.months)}`;

/** The EMI calculator's result. */
export const emiResultText = {
  loan: loanText,
  /** The comparison table's caption. */
  compareCaption: (params: EmiParams) => `${formatPaise(params.principalPaise)} over ${tenureText(params.months)}, at two rates`,
  /** A comparison column's heading: "At 10%". */
  atRate: (rate: number) => `At ${percentText(rate)}`,
  /** The schedule's caption. */
  scheduleCaption: (params: EmiParams) => `${loanText(params)}, in rupees`,
  /** Under the result: "At 9.5% a year: ₹20,758 a month, ₹489.07 less." */
  compareNote: (rate: number, emiRupees: number, differencePaise: number) => `At ${percentText(rate)} a year: ${formatRupees(emiRupees)} a month, ${differenceText(differencePaise)}.`,
  difference: differenceText,
  summary: emiSummary,
  enquiryNote: emiEnquiryNote,
};

/** The GST registration check's answer. */
export const registrationResultText = {
  verdict: verdictText,
  /** Why, with the visitor's own turnover and state. */
  reason: (_input: RegistrationInput, answer: RegistrationAnswer) => answer.reason,
  /** A limit: "₹20 lakh". */
  limit: lakhText,
  summary: registrationSummary,
  enquiryNote: registrationEnquiryNote,
  /** Each rule in a line, by its id. */
  ruleTitles: Object.fromEntries(GST_REGISTRATION_RULES.map((rule) => [rule.id, rule.title])) as Record<RegistrationRuleId, string>,
  /** The provision of each rule in a few words: "Section 24(i), CGST Act". */
  ruleRefs: Object.fromEntries(GST_REGISTRATION_RULES.map((rule) => [rule.id, rule.ref])) as Record<RegistrationRuleId, string>,
  /** Where each rule is written, in full, in the page's language. */
  ruleCitations: Object.fromEntries(GST_REGISTRATION_RULES.map((rule) => [rule.id, rule.citation])) as Record<RegistrationRuleId, string>,
  /** Where the compulsory cases the check does not ask about are written. */
  otherCasesCitation: OTHER_COMPULSORY_CASES.citation,
  /** The states and union territories by their slugs. */
  stateNames: Object.fromEntries(indianStates.map((state) => [state.id, state.name])) as Record<IndianStateId, string>,
};
