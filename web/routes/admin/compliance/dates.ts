// A due date is a day, not a moment: "2026-12-20" read as UTC midnight and printed in UTC stays the
// 20th wherever the browser is.
const atMidnight = (date: string) => new Date(`${date}T00:00:00Z`);
const short = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const month = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });

/** "20 Dec 2026" for "2026-12-20". */
export const shortDate = (date: string) => short.format(atMidnight(date));

/** "December 2026" for "2026-12" (a month key, as the screen groups by). */
export const monthName = (key: string) => month.format(atMidnight(`${key}-01`));

/** The day after a YYYY-MM-DD: the earliest an extension may move it to. */
export const dayAfter = (date: string) => new Date(atMidnight(date).getTime() + 86_400_000).toISOString().slice(0, 10);
