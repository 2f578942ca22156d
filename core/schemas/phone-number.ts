/**
 * Indian telephone numbers as people write them: "+91 98765 43210", "098765 43210", "0755-400 1234",
 * "1800 123 4567". Everything but digits and a leading "+" is layout and is ignored.
 */
export interface IndianNumber {
  /** The national significant number: 10 digits, or a toll-free 1800/1860 number as dialled. */
  national: string;
  kind: "mobile" | "landline" | "toll-free";
}

const LAYOUT = /[\s().-]/g;

/** The number without its layout: "+91 98765-43210" → "+919876543210". */
export const compactNumber = (text: string) => text.replace(LAYOUT, "");

/** The number `text` names, or null when it is no Indian number (a foreign one, too few digits, letters). */
export function parseIndianNumber(text: string): IndianNumber | null {
  const compact = compactNumber(text);
  if (!/^\+?\d+$/.test(compact)) return null;
  if (/^1(800|860)\d{6,7}$/.test(compact)) return { national: compact, kind: "toll-free" };
  let national: string;
  if (compact.startsWith("+")) {
    if (!compact.startsWith("+91")) return null;
    national = compact.slice(3);
  } else if (/^91\d{10}$/.test(compact)) national = compact.slice(2);
  else if (/^0\d{10}$/.test(compact)) national = compact.slice(1);
  else national = compact;
  // Mobile numbers start 6–9; landlines carry the STD code without its 0 (755 for Bhopal, 11 for Delhi).
  if (/^[6-9]\d{9}$/.test(national)) return { national, kind: "mobile" };
  if (/^[1-9]\d{9}$/.test(national)) return { national, kind: "landline" };
  return null;
}

/**
 * The invisible direction marks a phone adds when a number is copied (Android contacts and WhatsApp
 * wrap it in LRM or RLM, right-to-left systems in ALM, some apps in embeddings or isolates): LRM,
 * RLM, ALM, U+202A–U+202E and U+2066–U+2069.
 */
const DIRECTION_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const DECIMAL_DIGIT = /\p{Nd}/u;

/** A number as the visitor wrote it, without the direction marks a copy brought along: what they are shown back. */
export const withoutDirectionMarks = (text: string): string => text.replace(DIRECTION_MARKS, "").trim();

/**
 * The ASCII digit of any decimal digit (४ → "4"). Unicode encodes every script's digits as runs of
 * ten, zero first, sometimes back to back (the mathematical digits: five runs in a row), and
 * promises to keep it so (its stability policy for Numeric_Type=Decimal); so a digit's value is its
 * distance from the start of its block of digits, modulo ten.
 */
function asciiDigit(digit: string): string {
  const point = digit.codePointAt(0)!;
  let start = point;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return String((point - start) % 10);
}

/**
 * A typed phone number as every phone field checks and stores it: the direction marks of a copied
 * number removed, every decimal digit of any script (Devanagari "+९१ ९८७६५ ४३२१०", Bengali,
 * Gujarati, Arabic-Indic, full-width…) written as its ASCII digit, trimmed; the layout as typed.
 * The one reading of a typed number: the public forms, the call-back form, Settings → Site and the
 * privacy search take it through their schemas (./contact-fields.ts, ./site-settings.ts).
 */
export function normalizePhone(text: string): string {
  return withoutDirectionMarks(text).replace(/\p{Nd}/gu, asciiDigit);
}
