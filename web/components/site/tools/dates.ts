import { dayAndWeekday, monthName } from "#core/compliance/days";
import { formatDate } from "#core/format/date";
import { hindiDate, hindiDayAndWeekday, hindiMonthName } from "#core/format/hindi-date";
import { inLocale } from "#core/i18n/translated";
import { useLocale } from "@/lib/locale";

/** The tools' pages' dates in each language: a long date, a month's heading and a due date's tile. */
const dates = {
  en: { long: formatDate, month: monthName, tile: dayAndWeekday },
  hi: { long: hindiDate, month: hindiMonthName, tile: hindiDayAndWeekday },
};

/** Dates in the page's language ("27 November 2026", "27 नवंबर 2026"). Server-rendered parts only: never in an island. */
export const useDates = () => inLocale(dates, useLocale());
