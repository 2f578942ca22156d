import { dayAndWeekday, monthName } from "#core/compliance/days";
import { hindiDayAndWeekday, hindiMonthName } from "#core/format/hindi-date";
import { inLocale } from "#core/i18n/translated";
import { useDateFormat } from "@/lib/date-format";
import { useLocale } from "@/lib/locale";

/** A month's heading and a due date's tile, in each language. */
const calendarDates = {
  en: { month: monthName, tile: dayAndWeekday },
  hi: { month: hindiMonthName, tile: hindiDayAndWeekday },
};

/**
 * The tools' pages' dates in the page's language: a long date ("27 November 2026", "27 नवंबर 2026"),
 * a month's heading and a due date's tile. Server-rendered parts only: never in an island.
 */
export function useDates() {
  const long = useDateFormat();
  return { long, ...inLocale(calendarDates, useLocale()) };
}
