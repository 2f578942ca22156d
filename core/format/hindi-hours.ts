import type { HoursRow } from "../schemas/site-settings";
import { WEEKDAYS } from "../taxonomies/site-settings";
import { atFirstUse } from "./at-first-use";

/*
 * The business hours on Hindi pages: the day names from hi-IN formatting, the times with the part
 * of the day Hindi speakers name and बजे (docs/hindi.md §5: "सुबह 9 बजे", "शाम 6:30 बजे"). Only the server formats them (the site
 * view), so Intl's data cannot differ between two renders of a page.
 */

// 5 January 2026 was a Monday: WEEKDAYS[i] falls on the 5th + i.
const hindiDays = atFirstUse(() => {
  const weekday = new Intl.DateTimeFormat("hi-IN", { weekday: "long", timeZone: "UTC" });
  return WEEKDAYS.map((_, i) => weekday.format(new Date(Date.UTC(2026, 0, 5 + i))));
});

const dayName = (day: HoursRow["from"]) => hindiDays()[WEEKDAYS.indexOf(day)];

/** "सुबह 9 बजे" from "09:00", "शाम 6:30 बजे" from "18:30": CLDR's Hindi parts of the day (सुबह from 4, दोपहर from 12, शाम from 16, रात from 20). */
export function hindiClockTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const part = h >= 4 && h < 12 ? "सुबह" : h >= 12 && h < 16 ? "दोपहर" : h >= 16 && h < 20 ? "शाम" : "रात";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${part} ${hour} बजे` : `${part} ${hour}:${String(m).padStart(2, "0")} बजे`;
}

/** One row of business hours: "सोमवार - शनिवार" and "सुबह 9 बजे - शाम 6 बजे", or "बंद". */
export function hindiHoursText(row: HoursRow): { days: string; time: string } {
  return {
    days: row.from === row.to ? dayName(row.from) : `${dayName(row.from)} - ${dayName(row.to)}`,
    time: row.closed ? "बंद" : `${hindiClockTime(row.opens)} - ${hindiClockTime(row.closes)}`,
  };
}

/** The open hours as a sentence: "सोमवार से शनिवार, सुबह 9 बजे से शाम 6 बजे तक". */
export function hindiOpenHoursSentence(hours: readonly HoursRow[]): string {
  return hours
    .filter((row) => !row.closed)
    .map((row) => {
      const days = row.from === row.to ? dayName(row.from) : `${dayName(row.from)} से ${dayName(row.to)}`;
      return `${days}, ${hindiClockTime(row.opens)} से ${hindiClockTime(row.closes)} तक`;
    })
    .join("; ");
}
