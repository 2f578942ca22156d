import { formatRupees } from "../format/rupees";

/**
 * Money in the free tools is held in whole paise (₹1 = 100 paise), so adding tax to an amount
 * never meets the binary fractions that make 0.1 + 0.2 come out as 0.30000000000000004.
 */
export const PAISE_PER_RUPEE = 100;

/**
 * The largest amount the tools accept: ₹1,000 crore (₹10,00,00,00,000), in paise. Far above any
 * invoice or loan our clients bring, yet low enough that every result stays an exact JavaScript
 * integer (it is about a ten-thousandth of Number.MAX_SAFE_INTEGER).
 */
export const MAX_AMOUNT_PAISE = 1_000 * 1_00_00_000 * PAISE_PER_RUPEE;

/** Paise the Indian way with both paise digits: ₹4,50,000.00, ₹0.40, and -₹0.40 for a round-off taken away. */
export function formatPaise(paise: number): string {
  const whole = Math.abs(Math.trunc(paise));
  const rupees = Math.floor(whole / PAISE_PER_RUPEE);
  const rest = String(whole % PAISE_PER_RUPEE).padStart(2, "0");
  // The sign is written here, not by formatRupees: -40 paise has no rupees to carry it.
  return `${paise < 0 ? "-" : ""}${formatRupees(rupees)}.${rest}`;
}

/**
 * An amount as an amount field shows it again: grouped the Indian way, without the ₹ and without
 * paise when there are none ("4,50,000", "4,50,000.50"), which paiseFromText reads back as it was.
 */
export function amountFieldText(paise: number): string {
  return formatPaise(paise).replace("₹", "").replace(/\.00$/, "");
}

/** "₹", "Rs", "Rs." or "INR" before the figure: all are how people in India write an amount. */
const CURRENCY_PREFIX = /^(?:₹|rs\.?|inr)/i;
/** Whole rupees, then at most two paise digits; "450000." (a trailing point) is read as 450000. */
const AMOUNT_TEXT = /^(\d+)(?:\.(\d{0,2}))?$/;

/**
 * The words people put after a figure instead of its zeros, in either script: "35 लाख", "35 lakh",
 * "35L"; "1.5 करोड़", "1.5 crore", "1.5 cr"; "50 हज़ार", "50 thousand", "50k". Matched after
 * amountWords has taken the nukta off (हज़ार/हजार and करोड़/करोड are both typed) and lower-cased.
 */
const SCALES: readonly [RegExp, number][] = [
  [/^(?:लाख|lakhs?|lacs?|l)$/, 1_00_000],
  [/^(?:करोड|crores?|cr)$/, 1_00_00_000],
  [/^(?:हजार|thousands?|k)$/, 1_000],
];
/** A figure, with any decimals, and the word for its scale. */
const SCALED_TEXT = /^(\d+)(?:\.(\d+))?(\D+)$/u;

/**
 * An amount as typed ("4,50,000", "₹ 4,50,000", "Rs. 4,50,000.5", "450000.50", "35 लाख",
 * "1.5 crore", "50k") as whole paise. Blank is none (null); anything else it cannot read, a third
 * decimal, a minus sign or a word it does not know among them, is NaN for the schema to refuse, as
 * is a scaled figure that comes out at a fraction of a paisa. Commas are dropped wherever they
 * stand: "450,000" is as clear as "4,50,000". The digits are read as text, never through
 * parseFloat, so 0.29 is 29 paise and 1.15 crore is exactly ₹1,15,00,000.
 */
export function paiseFromText(text: string): number | null {
  const compact = amountDigits(text);
  if (compact === "") return text.trim() === "" ? null : Number.NaN;
  const match = AMOUNT_TEXT.exec(compact);
  if (match) {
    const [, rupees = "0", paise = ""] = match;
    return Number(rupees) * PAISE_PER_RUPEE + Number(paise.padEnd(2, "0"));
  }
  return scaledPaise(compact);
}

/** "1.5करोड" (as amountDigits leaves "1.5 करोड़") in paise, or NaN. */
function scaledPaise(compact: string): number {
  const match = SCALED_TEXT.exec(compact);
  if (!match) return Number.NaN;
  const [, whole = "0", decimals = "", word = ""] = match;
  const scale = SCALES.find(([pattern]) => pattern.test(word))?.[1];
  if (scale === undefined) return Number.NaN;
  // Exact in BigInt: the figure's digits times the scale in paise, over ten to the decimals.
  const tenth = 10n ** BigInt(decimals.length);
  const paise = BigInt(whole + decimals) * BigInt(scale * PAISE_PER_RUPEE);
  return paise % tenth === 0n ? Number(paise / tenth) : Number.NaN;
}

/**
 * An amount as typed without its grouping, spaces and currency, its scale word lower-cased and
 * without a nukta: "Rs. 4,50,000.5" is "450000.5", "₹ 50 हज़ार" is "50हजार", "1.5 Crore" is "1.5crore".
 */
export function amountDigits(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .toLowerCase()
    .replace(/[,\s]/g, "")
    .replace(CURRENCY_PREFIX, "");
}

/**
 * n ÷ d rounded half-up (0.5 paisa goes up), for n ≥ 0 and d > 0: floor((2n + d) / 2d), which
 * BigInt division gives exactly, as it truncates and both sides are non-negative. BigInt because
 * ₹1,000 crore in paise times a rate scaled to thousandths passes 2^53.
 */
export function divideHalfUp(n: bigint, d: bigint): bigint {
  if (n < 0n || d <= 0n) throw new RangeError("divideHalfUp takes n ≥ 0 and d > 0.");
  return (2n * n + d) / (2n * d);
}

/**
 * A rate or percentage as an exact integer count of 1/scale: 12.375 at scale 1000 is 12375. A
 * number with more decimals than the scale holds is refused rather than rounded, so a caller that
 * skipped validation learns of it instead of getting a tax figure for a rate nobody chose.
 */
export function scaledInteger(value: number, scale: number, what: string): bigint {
  const scaled = Math.round(value * scale);
  // 12.375 * 1000 may land a hair off 12375 in binary; a real fourth decimal lands far from it.
  if (!Number.isFinite(value) || value < 0 || Math.abs(value * scale - scaled) > 1e-6) {
    throw new RangeError(`${what} must be a number from 0 with at most ${Math.log10(scale)} decimals (got ${value}).`);
  }
  return BigInt(scaled);
}
