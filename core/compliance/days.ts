import { atFirstUse } from "../format/at-first-use";

/*
 * A due date is a day, not a moment: "2026-12-20" is read as UTC midnight and formatted in UTC, so it
 * stays the 20th wherever the page or the admin is read. Apart from ./calendar.ts, so a screen that
 * shows the dates the API sends does not carry the year's rules.
 */

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

const short = atFirstUse(() => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }));
const month = atFirstUse(() => new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }));
const weekday = atFirstUse(() => new Intl.DateTimeFormat("en-IN", { weekday: "short", timeZone: "UTC" }));

/** "20 Dec 2026" for "2026-12-20". */
export const shortDate = (date: string) => short().format(dayOf(date));

/** "December 2026" for "2026-12" (a month key, as the lists group by). */
export const monthName = (key: string) => month().format(dayOf(`${key}-01`));

/** The day of the month and its weekday, "20" and "Sun", for a date's tile. */
export const dayAndWeekday = (date: string) => ({ day: String(dayOf(date).getUTCDate()), weekday: weekday().format(dayOf(date)) });

/** The day after a YYYY-MM-DD: the earliest an extension may move it to. */
export const dayAfter = (date: string) => new Date(dayOf(date).getTime() + 86_400_000).toISOString().slice(0, 10);

/** Entries grouped by the month they now fall due in ("2026-12"), in the order given. */
export function byMonth<T extends { due: string }>(entries: readonly T[]): [string, T[]][] {
  const months = new Map<string, T[]>();
  for (const entry of entries) {
    const key = entry.due.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), entry]);
  }
  return [...months];
}
