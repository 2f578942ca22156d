import { divideHalfUp, PAISE_PER_RUPEE, scaledInteger } from "./money";

/**
 * The GST calculator's arithmetic, in whole paise. Rates come in percent with up to three decimals
 * (0.25%, or a custom 12.375%), so every rate is scaled to thousandths of a percent and every
 * division is done once, on integers, rounded half-up: the figures match an invoice worked by hand,
 * with no binary-fraction surprise (1.005% of ₹100 is ₹1.01 here; in floating point it is ₹1.00).
 */

/** Thousandths of a percent: percent × 1000. One hundred percent is 100,000 of these. */
const RATE_SCALE = 1000;
const WHOLE = 100n * BigInt(RATE_SCALE);

export interface GstInput {
  /** The amount typed, in paise: the price before tax, or the price including tax when `inclusive`. */
  amountPaise: number;
  /** The whole GST rate in percent (18 for CGST 9% + SGST 9%), at most three decimals. */
  ratePercent: number;
  /** The amount already includes GST, and the tax is to be taken out of it. */
  inclusive: boolean;
  /** Supplier and buyer are in different states: IGST instead of CGST and SGST. */
  interState: boolean;
  /** Round the invoice total to whole rupees, as most invoices do, showing the round-off. */
  roundToRupee: boolean;
}

/** Every figure in paise. CGST and SGST are 0 on an inter-state supply, IGST is 0 within a state. */
export interface GstResult {
  base: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  /** Total before rounding to the rupee; equal to `total` when not rounding. */
  totalBeforeRoundOff: number;
  /** Added to reach the rounded total: negative when the total was rounded down (-40 is -₹0.40). */
  roundOff: number;
  total: number;
}

/**
 * GST on an amount.
 *
 * Added to a price (exclusive): CGST and SGST are each half the rate on the base, each rounded to
 * the paisa, as each is a separate tax with its own line on the invoice; IGST is the whole rate,
 * rounded once. So a state's CGST + SGST can be a paisa more or less than the IGST on the same base.
 *
 * Taken out of a price (inclusive): the base is amount × 100 / (100 + rate), rounded to the paisa,
 * and the tax is the rest, so base + tax is the amount typed, exactly. Within a state that tax is
 * halved; when it is an odd number of paise, the odd paisa goes to CGST, so the invoice still adds up.
 *
 * The round-off applies to the total however it was reached, inclusive amounts with paise included.
 */
export function calculateGst({ amountPaise, ratePercent, inclusive, interState, roundToRupee }: GstInput): GstResult {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) {
    throw new RangeError(`The amount must be a whole, non-negative number of paise (got ${amountPaise}).`);
  }
  const amount = BigInt(amountPaise);
  const rate = scaledInteger(ratePercent, RATE_SCALE, "The GST rate");

  let base: bigint, cgst: bigint, sgst: bigint, igst: bigint;
  if (inclusive) {
    base = divideHalfUp(amount * WHOLE, WHOLE + rate);
    const tax = amount - base;
    igst = interState ? tax : 0n;
    sgst = interState ? 0n : tax / 2n;
    cgst = interState ? 0n : tax - sgst;
  } else {
    base = amount;
    igst = interState ? divideHalfUp(base * rate, WHOLE) : 0n;
    // Half the rate: base × (rate / 2) / 100%, one division, so 0.125% is never rounded first.
    cgst = interState ? 0n : divideHalfUp(base * rate, 2n * WHOLE);
    sgst = cgst;
  }

  const tax = cgst + sgst + igst;
  const totalBeforeRoundOff = base + tax;
  const rupee = BigInt(PAISE_PER_RUPEE);
  const total = roundToRupee ? divideHalfUp(totalBeforeRoundOff, rupee) * rupee : totalBeforeRoundOff;

  return {
    base: Number(base),
    cgst: Number(cgst),
    sgst: Number(sgst),
    igst: Number(igst),
    tax: Number(tax),
    totalBeforeRoundOff: Number(totalBeforeRoundOff),
    roundOff: Number(total - totalBeforeRoundOff),
    total: Number(total),
  };
}
