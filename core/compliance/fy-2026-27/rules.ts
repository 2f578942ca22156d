import type { DeadlineKind } from "../../taxonomies/compliance";
import type { Deadline, DeadlineText } from "../types";

/*
 * How the year's due dates are written: a provision once, as a named rule in English and in Hindi
 * side by side (so a reader checks one against the other, number by number), and the monthly and
 * quarterly repeats generated from it, each titled in both languages.
 */

/** A provision's words in one language: everything a deadline says but its title. */
type RuleText = Omit<DeadlineText, "title">;

/** A provision as written once: its kind, its words in English and their Hindi twin. */
export type Rule = RuleText & { kind: DeadlineKind; hi: RuleText };

/** A provision from its English and Hindi words (the year's test holds them to the same facts). */
export const rule = (kind: DeadlineKind, en: RuleText, hi: RuleText): Rule => ({ kind, ...en, hi });

/** A title in English and in Hindi. */
export type Title = readonly [en: string, hi: string];

interface Month {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** A month or quarter that returns are filed for. */
export interface Period {
  /** The id's tail: "2026-10", "fy-2026-27-q2". */
  key: string;
  /** As a title says it: "October 2026", "July–September 2026"; in Hindi "अक्टूबर 2026". */
  en: string;
  hi: string;
  /** The month after the period ends, in which most of its dates fall. */
  following: Month;
  /** The period's place in its quarter (1 to 3); a quarter counts as its last month. */
  monthOfQuarter: number;
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** As Intl's hi-IN long month (docs/hindi.md §5). */
const HINDI_MONTH_NAMES = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];
const pad = (n: number) => String(n).padStart(2, "0");
const ymd = ({ year, month }: Month, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const addMonths = ({ year, month }: Month, n: number): Month => ({ year: year + Math.floor((month - 1 + n) / 12), month: ((month - 1 + n) % 12) + 1 });
/** Financial-year quarters start in April, July, October and January. */
const quarterOfFy = ({ month }: Month) => Math.floor(((month + 8) % 12) / 3) + 1;
const fyLabel = ({ year, month }: Month) => (month >= 4 ? `${year}-${pad((year + 1) % 100)}` : `${year - 1}-${pad(year % 100)}`);

const monthPeriod = (m: Month): Period => ({
  key: `${m.year}-${pad(m.month)}`,
  en: `${MONTH_NAMES[m.month - 1]} ${m.year}`,
  hi: `${HINDI_MONTH_NAMES[m.month - 1]} ${m.year}`,
  following: addMonths(m, 1),
  monthOfQuarter: ((m.month + 8) % 3) + 1,
});

const quarterPeriod = (first: Month): Period => {
  const last = addMonths(first, 2);
  return {
    key: `fy-${fyLabel(first)}-q${quarterOfFy(first)}`,
    en: `${MONTH_NAMES[first.month - 1]}–${MONTH_NAMES[last.month - 1]} ${last.year}`,
    hi: `${HINDI_MONTH_NAMES[first.month - 1]}–${HINDI_MONTH_NAMES[last.month - 1]} ${last.year}`,
    following: addMonths(first, 3),
    monthOfQuarter: 3,
  };
};

/** March 2026 to March 2027: every month whose returns or payments can fall due in the year. */
export const MONTHS = Array.from({ length: 13 }, (_, i) => monthPeriod(addMonths({ year: 2026, month: 3 }, i)));
/** January–March 2026 to January–March 2027, on the same reasoning. */
export const QUARTERS = Array.from({ length: 5 }, (_, i) => quarterPeriod(addMonths({ year: 2026, month: 1 }, 3 * i)));
/** The months of tax year 2026-27 itself, April 2026 to March 2027. */
export const TAX_YEAR_MONTHS = MONTHS.slice(1);
/** The first three quarters of tax year 2026-27: the fourth's statements are due in May 2027. */
export const TAX_YEAR_QUARTERS_1_TO_3 = QUARTERS.slice(1, 4);

const deadline = (id: string, { hi, ...rest }: Rule, [en, hindi]: Title, dueDate: string): Deadline => ({
  id,
  ...rest,
  title: en,
  dueDate,
  hi: { ...hi, title: hindi },
});

/** One deadline per period, due on `day` of the month after it, titled by `title`. */
export const each = (prefix: string, rule: Rule, periods: readonly Period[], day: number, title: (period: Period) => Title): Deadline[] =>
  periods.map((p) => deadline(`${prefix}-${p.key}`, rule, title(p), ymd(p.following, day)));

export const once = (id: string, rule: Rule, title: Title, dueDate: string): Deadline => deadline(id, rule, title, dueDate);

/** A date `days` after an ISO date, for the filings the Companies Act counts from the AGM. */
export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
