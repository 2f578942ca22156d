import { atFirstUse } from "./at-first-use";
import type { Locale } from "../i18n/locale";
import { formatDate } from "./date";
/*
 * Dates on Hindi pages in Hindi words, with international digits (docs/hindi.md §5): "27 नवंबर
 * 2026", month headings "दिसंबर 2026", and the short weekday "रवि" in a date's tile. The twins of
 * formatDate (./date.ts) and of the compliance calendar's day helpers (core/compliance/days.ts),
 * with the same time zones: a moment in India's time, a due date (YYYY-MM-DD) as UTC midnight.
 * Only the server formats them, so Intl's data cannot differ between two renders of a page.
 */

const longDate = atFirstUse(() => new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }));
const month = atFirstUse(() => new Intl.DateTimeFormat("hi-IN", { month: "long", year: "numeric", timeZone: "UTC" }));
const weekday = atFirstUse(() => new Intl.DateTimeFormat("hi-IN", { weekday: "short", timeZone: "UTC" }));

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** "18 मार्च 2025" for an ISO timestamp or a YYYY-MM-DD; empty for an invalid one (as formatDate). */
export function hindiDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : longDate().format(date);
}

/** "दिसंबर 2026" for "2026-12" (a month key, as the calendar groups by). */
export const hindiMonthName = (key: string) => month().format(dayOf(`${key}-01`));

/** The day of the month and its short weekday, "20" and "रवि", for a date's tile. */
export const hindiDayAndWeekday = (date: string) => ({ day: String(dayOf(date).getUTCDate()), weekday: weekday().format(dayOf(date)) });

/** A long date as `locale` writes it: "18 March 2025", or "18 मार्च 2025" (for mails, feeds and pages alike). */
export const longDateIn = (locale: Locale): ((iso: string) => string) => (locale === "hi" ? hindiDate : formatDate);
