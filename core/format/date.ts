import { atFirstUse } from "./at-first-use";

// The time zone is fixed: the worker runs in UTC and renders the public pages, the visitor's browser
// hydrates them, and both must print the same day. The admin uses the same formatters, so a date
// reads the same on both sides of the site.
const longDate = atFirstUse(() => new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
}));
// Fields spelt out rather than `dateStyle: "medium"`, which older CLDR data writes for en-IN as
// "30-Nov-2026": every browser then prints "30 Nov 2026", as Indian readers write a date.
const shortDate = atFirstUse(() => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }));
const time = atFirstUse(() => new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" }));
const sortable = atFirstUse(() => new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
}));

const valid = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "18 March 2025" for an ISO timestamp; empty for an invalid one. */
export function formatDate(iso: string): string {
  const date = valid(iso);
  return date ? longDate().format(date) : "";
}

/** "18 Mar 2025" (India's day) for an ISO timestamp, where a table is short of room; empty for an invalid one. */
export function formatShortDate(iso: string): string {
  const date = valid(iso);
  return date ? shortDate().format(date) : "";
}

/** "18 Mar 2025, 3:00 pm" for an ISO timestamp; empty for an invalid one. */
export function formatDateTime(iso: string): string {
  const date = valid(iso);
  return date ? `${shortDate().format(date)}, ${time().format(date)}` : "";
}

/** "3:00 pm" (India's time) for an ISO timestamp; empty for an invalid one. */
export function formatTime(iso: string): string {
  const date = valid(iso);
  return date ? time().format(date) : "";
}

/**
 * "2025-03-18 15:00" (India's time, 24-hour) for an ISO timestamp; empty for an invalid one. For
 * spreadsheets: Excel and Google Sheets read this shape as a date-time in any locale (so a column
 * sorts and filters by time), and as text it still sorts in time order; "18 Mar 2025, 3:00 pm" is
 * text to most of them and sorts by day of the month. Label the column with the zone (IST).
 */
export function formatSortableDateTime(iso: string): string {
  const date = valid(iso);
  if (!date) return "";
  const part = Object.fromEntries(sortable().formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
