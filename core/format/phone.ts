import { compactNumber, parseIndianNumber } from "../schemas/phone-number";

/*
 * An Indian telephone number as links and lists write it, from the number a text names
 * (core/schemas/phone-number.ts, where the forms' schemas read a typed number).
 */

/** A `tel:` link that dials the number from anywhere (in international form), or null. */
export function telHref(text: string): string | null {
  const number = parseIndianNumber(text);
  if (number) return number.kind === "toll-free" ? `tel:${number.national}` : `tel:+91${number.national}`;
  // A visitor abroad may leave a foreign number written with its country code.
  const compact = compactNumber(text);
  return /^\+[1-9]\d{6,14}$/.test(compact) ? `tel:${compact}` : null;
}

/**
 * The number as wa.me wants it (country code and number, digits only), or null: WhatsApp reaches
 * mobiles, so an Indian landline or toll-free number has none; a foreign number written with its
 * country code is taken as it is.
 */
export function whatsappNumber(text: string): string | null {
  const number = parseIndianNumber(text);
  if (number) return number.kind === "mobile" ? `91${number.national}` : null;
  const compact = compactNumber(text);
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact.slice(1) : null;
}

/** A wa.me chat link to `number` (see whatsappNumber), with a first message typed in for the sender. */
export function whatsappChatUrl(number: string, message?: string): string {
  return `https://wa.me/${number}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
}

/**
 * One written form of a number, for lists and exports: an Indian mobile as "+91 98765 43210", a
 * landline as "+91 1123456789" (the STD code is 2–4 digits, so no grouping is guessed), toll-free as
 * "1800 123 4567"; anything else (a foreign number, a typo) stays as typed, trimmed.
 */
export function formatPhone(text: string): string {
  const number = parseIndianNumber(text);
  if (!number) return text.trim();
  const { national, kind } = number;
  if (kind === "mobile") return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
  if (kind === "landline") return `+91 ${national}`;
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
}

/**
 * The number in one form for recognising a returning visitor: "+919876543210" however it was
 * typed, a toll-free number as dialled, a foreign number with its country code; null when it
 * cannot be dialled as written. Migration 0030 computes the same for inquiries stored before it.
 */
export function phoneKey(text: string | null | undefined): string | null {
  return text ? (telHref(text)?.slice("tel:".length) ?? null) : null;
}
