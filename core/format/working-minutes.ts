import type { HoursRow } from "../schemas/site-settings";
import { WEEKDAYS } from "../taxonomies/site-settings";
import { INDIA_OFFSET_MINUTES } from "./india-time";

const DAY_MS = 86_400_000;
/** Past a year the figure no longer matters to the dashboard; the loop stays bounded. */
const MAX_DAYS = 366;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The working span of one weekday in minutes after midnight, or null when the firm is closed. */
function spanOf(hours: readonly HoursRow[], weekday: (typeof WEEKDAYS)[number]): [number, number] | null {
  const day = WEEKDAYS.indexOf(weekday);
  const row = hours.find((r) => WEEKDAYS.indexOf(r.from) <= day && day <= WEEKDAYS.indexOf(r.to));
  return row && !row.closed ? [minutesOf(row.opens), minutesOf(row.closes)] : null;
}

/**
 * The working minutes between two instants, in India's business hours as Settings → Site lists
 * them (by default Monday to Saturday, 9:00 to 18:00): a lead that arrives on Saturday evening and
 * is answered on Monday at 9:30 waited 30 working minutes, not a day and a half.
 */
export function workingMinutesBetween(startIso: string, endIso: string, hours: readonly HoursRow[]): number {
  const start = Date.parse(startIso) + INDIA_OFFSET_MINUTES * 60_000;
  const end = Date.parse(endIso) + INDIA_OFFSET_MINUTES * 60_000;
  if (!(end > start)) return 0;
  let total = 0;
  const firstDay = Math.floor(start / DAY_MS);
  const lastDay = Math.min(Math.floor(end / DAY_MS), firstDay + MAX_DAYS);
  for (let day = firstDay; day <= lastDay; day++) {
    // 1 January 1970 was a Thursday: day 0 is WEEKDAYS[3].
    const span = spanOf(hours, WEEKDAYS[(day + 3) % 7]);
    if (!span) continue;
    const opens = day * DAY_MS + span[0] * 60_000;
    const closes = day * DAY_MS + span[1] * 60_000;
    const overlap = Math.min(end, closes) - Math.max(start, opens);
    if (overlap > 0) total += overlap;
  }
  return Math.round(total / 60_000);
}

/** The working minutes of one full working day (the longest day's span): "untouched for more than a working day". */
export function workingDayMinutes(hours: readonly HoursRow[]): number {
  return Math.max(0, ...WEEKDAYS.map((d) => spanOf(hours, d)).map((s) => (s ? s[1] - s[0] : 0)));
}

/** "under a minute", "45 min", "3 h 20 min", "2 working d 4 h" in working time (a working day being `dayMinutes`). */
export function formatWorkingMinutes(minutes: number, dayMinutes = 540): string {
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  if (minutes < dayMinutes) {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m ? `${h} h ${m} min` : `${h} h`;
  }
  const d = Math.floor(minutes / dayMinutes);
  const h = Math.round((minutes % dayMinutes) / 60);
  return h ? `${d} working d ${h} h` : `${d} working d`;
}
