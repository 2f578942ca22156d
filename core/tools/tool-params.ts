import * as v from "valibot";
import { indiaToday } from "../format/india-time";
import type { EmiInput } from "./emi";
import type { GstInput } from "./gst";
import { CUSTOM_RATE, currentGstRates } from "./gst-rates";
import { amountDigits, MAX_AMOUNT_PAISE, PAISE_PER_RUPEE, paiseFromText } from "./money";

/**
 * The calculators are plain GET forms, so a result has an address a business owner can bookmark,
 * share on WhatsApp or come back to, and the page works before (or without) any JavaScript. These
 * read a query string: either the calculator's input and the canonical query (only the known
 * parameters, written one way, for the page's canonical link and share button), or a message per
 * field and the text as typed, to show the form again with the mistakes marked.
 *
 * Each field is checked on its own, so a form with two mistakes shows both at once.
 */

export const GST_PARAMS = ["amount", "rate", "custom", "inclusive", "supply", "round"] as const;
export const EMI_PARAMS = ["amount", "rate", "tenure", "unit", "rate2"] as const;
export type GstParam = (typeof GST_PARAMS)[number];
export type EmiParam = (typeof EMI_PARAMS)[number];

export type ParamsResult<T, F extends string> =
  | { ok: true; value: T; canonical: Partial<Record<F, string>> }
  | { ok: false; errors: Partial<Record<F, string>>; values: Partial<Record<F, string>> };

export type Query = Record<string, string | undefined>;

export const AMOUNT_EMPTY_MESSAGE = "Please enter an amount.";
export const AMOUNT_MESSAGE = "Enter an amount in rupees, such as 4,50,000, 35 lakh or 1.5 crore.";
export const AMOUNT_DECIMALS_MESSAGE = "Enter at most two digits of paise after the decimal point, such as 4,50,000.50.";
export const AMOUNT_ZERO_MESSAGE = "Enter an amount greater than zero.";
export const AMOUNT_MAX_MESSAGE = "Enter an amount up to ₹1,000 crore.";
export const GST_RATE_MESSAGE = "Choose a GST rate from the list, or choose Custom and enter your own.";
export const CUSTOM_RATE_MESSAGE = "Enter a rate from 0 to 100, with at most 3 decimals.";
export const SUPPLY_MESSAGE = "Choose whether you supply within your state or to another state.";
export const EMI_RATE_MESSAGE = "Enter an interest rate from 0 to 50% a year, with at most 2 decimals.";
export const EMI_RATE2_MESSAGE = "Enter a second rate from 0 to 50% a year, with at most 2 decimals, or leave it empty.";
export const TENURE_MONTHS_MESSAGE = "Enter a tenure from 1 to 360 months (30 years).";
export const TENURE_YEARS_MESSAGE = "Enter a tenure from 1 to 30 years (360 months).";
export const UNIT_MESSAGE = "Choose years or months for the tenure.";

/** The GST rate when a link gives none: the standard rate, which most invoices carry. */
export const DEFAULT_GST_RATE = 18;
export const MAX_EMI_RATE = 50;
export const MAX_TENURE_MONTHS = 360;

/** A percentage as typed, with or without "%": "18", "12.375 %". */
const percentText = (text: string) => text.trim().replace(/\s*%$/, "");

/**
 * An amount in rupees as typed: Indian or Western grouping, "₹"/"Rs." before it, paise after a
 * point, or a figure in lakh, crore or thousand, in either script (paiseFromText). An empty field
 * asks for an amount; the format is explained only to someone who typed one it cannot read.
 */
export const amountParam = v.pipe(
  v.string(AMOUNT_EMPTY_MESSAGE),
  v.trim(),
  v.nonEmpty(AMOUNT_EMPTY_MESSAGE),
  v.maxLength(40, AMOUNT_MESSAGE),
  // A third decimal is likely a typing slip worth naming; it would otherwise read as "not an amount".
  v.check((text) => !/^\d+\.\d{3,}$/.test(amountDigits(text)), AMOUNT_DECIMALS_MESSAGE),
  v.transform((text) => paiseFromText(text) ?? Number.NaN),
  v.check((paise) => !Number.isNaN(paise), AMOUNT_MESSAGE),
  v.minValue(1, AMOUNT_ZERO_MESSAGE),
  v.maxValue(MAX_AMOUNT_PAISE, AMOUNT_MAX_MESSAGE),
);

/** A non-negative percentage with at most `decimals` decimals and at most `max`. */
const percentParam = (max: number, decimals: number, message: string) =>
  v.pipe(
    v.string(message),
    v.transform(percentText),
    v.regex(new RegExp(`^\\d{1,3}(?:\\.\\d{1,${decimals}})?$`), message),
    v.transform(Number),
    v.maxValue(max, message),
  );

/** The rate field: a rate in force on the day (from currentGstRates), or "custom". */
export const gstRateParam = (on: string) => {
  const rates = currentGstRates(on).map((row) => row.rate);
  return v.pipe(
    v.string(GST_RATE_MESSAGE),
    v.transform((text) => percentText(text).toLowerCase()),
    v.check((text) => text === CUSTOM_RATE || (/^\d{1,3}(?:\.\d+)?$/.test(text) && rates.includes(Number(text))), GST_RATE_MESSAGE),
    v.transform((text) => (text === CUSTOM_RATE ? CUSTOM_RATE : Number(text))),
  );
};

/** A custom GST rate: 0 to 100%, to a thousandth of a percent (12.375%). */
export const customRateParam = percentParam(100, 3, CUSTOM_RATE_MESSAGE);

export const supplyParam = v.picklist(["intra", "inter"], SUPPLY_MESSAGE);

/** A loan's yearly rate: 0 to 50%, to a hundredth of a percent. */
export const emiRateParam = percentParam(MAX_EMI_RATE, 2, EMI_RATE_MESSAGE);
export const emiRate2Param = percentParam(MAX_EMI_RATE, 2, EMI_RATE2_MESSAGE);

export const unitParam = v.picklist(["years", "months"], UNIT_MESSAGE);
export type TenureUnit = v.InferOutput<typeof unitParam>;

/** A tenure as a whole number in its unit, within 30 years either way. */
export const tenureParam = (unit: TenureUnit) => {
  const message = unit === "years" ? TENURE_YEARS_MESSAGE : TENURE_MONTHS_MESSAGE;
  const max = unit === "years" ? MAX_TENURE_MONTHS / 12 : MAX_TENURE_MONTHS;
  return v.pipe(v.string(message), v.trim(), v.regex(/^\d{1,3}$/, message), v.transform(Number), v.minValue(1, message), v.maxValue(max, message));
};

/** A check box is on when sent as "1"; absent, or any other value, is off. */
const isOn = (text: string | undefined) => text?.trim() === "1";

/** An amount as the canonical query writes it: rupees without grouping, paise only when there are some. */
export function amountText(paise: number): string {
  const rupees = Math.floor(paise / PAISE_PER_RUPEE);
  const rest = paise % PAISE_PER_RUPEE;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, "0")}`;
}

/** Collects each field's first message; the schemas are run with abortPipeEarly so there is one. */
export class Fields<F extends string> {
  readonly errors: Partial<Record<F, string>> = {};

  /** The parsed value, or undefined after recording the field's message. Blank counts as absent. */
  read<S extends v.GenericSchema>(field: F, schema: S, text: string | undefined): v.InferOutput<S> | undefined {
    const result = v.safeParse(schema, text?.trim() === "" ? undefined : text, { abortPipeEarly: true });
    if (result.success) return result.output;
    this.errors[field] = result.issues[0].message;
    return undefined;
  }

  failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

/** The known parameters as sent, for filling the form again; unknown ones are dropped. */
export function typed<F extends string>(query: Query, fields: readonly F[]): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const text = query[field];
    if (text !== undefined) values[field] = text;
  }
  return values;
}

/**
 * The GST calculator's query: amount, rate ("18", or "custom" with `custom`), inclusive=1,
 * supply=intra|inter (intra unless given), round=1. A missing rate means the standard 18%. `on` is
 * the day (YYYY-MM-DD) whose rates are offered: today in India unless a test names another.
 */
export function parseGstParams(query: Query, on = indiaToday()): ParamsResult<GstInput, GstParam> {
  const fields = new Fields<GstParam>();
  const amountPaise = fields.read("amount", amountParam, query.amount);
  const rate = fields.read("rate", v.optional(gstRateParam(on), String(DEFAULT_GST_RATE)), query.rate);
  const custom = rate === CUSTOM_RATE ? fields.read("custom", customRateParam, query.custom) : undefined;
  const supply = fields.read("supply", v.optional(supplyParam, "intra"), query.supply);
  const inclusive = isOn(query.inclusive);
  const roundToRupee = isOn(query.round);
  const ratePercent = rate === CUSTOM_RATE ? custom : rate;

  if (fields.failed() || amountPaise === undefined || ratePercent === undefined || supply === undefined) {
    return { ok: false, errors: fields.errors, values: typed(query, GST_PARAMS) };
  }
  return {
    ok: true,
    value: { amountPaise, ratePercent, inclusive, interState: supply === "inter", roundToRupee },
    canonical: {
      amount: amountText(amountPaise),
      rate: String(rate),
      ...(rate === CUSTOM_RATE ? { custom: String(ratePercent) } : {}),
      ...(inclusive ? { inclusive: "1" } : {}),
      supply,
      ...(roundToRupee ? { round: "1" } : {}),
    },
  };
}

/** The EMI calculator's input, with the second rate of the "compare two rates" mode when one was given. */
export interface EmiParams extends EmiInput {
  compareRatePercent: number | null;
}

/**
 * The EMI calculator's query: amount, rate, tenure with unit=years|months (years unless given), and
 * rate2 to compare a second rate on the same loan.
 */
export function parseEmiParams(query: Query): ParamsResult<EmiParams, EmiParam> {
  const fields = new Fields<EmiParam>();
  const principalPaise = fields.read("amount", amountParam, query.amount);
  const annualRatePercent = fields.read("rate", emiRateParam, query.rate);
  const unit = fields.read("unit", v.optional(unitParam, "years"), query.unit);
  // Without a unit the tenure's range is unknown; the unit's own message is the one to show.
  const tenure = unit === undefined ? undefined : fields.read("tenure", tenureParam(unit), query.tenure);
  const rate2 = fields.read("rate2", v.optional(emiRate2Param), query.rate2);

  if (fields.failed() || principalPaise === undefined || annualRatePercent === undefined || unit === undefined || tenure === undefined) {
    return { ok: false, errors: fields.errors, values: typed(query, EMI_PARAMS) };
  }
  return {
    ok: true,
    value: { principalPaise, annualRatePercent, months: unit === "years" ? tenure * 12 : tenure, compareRatePercent: rate2 ?? null },
    canonical: {
      amount: amountText(principalPaise),
      rate: String(annualRatePercent),
      tenure: String(tenure),
      unit,
      ...(rate2 === undefined ? {} : { rate2: String(rate2) }),
    },
  };
}
