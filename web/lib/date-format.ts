import { longDateIn } from "#core/format/hindi-date";
import { useLocale } from "./locale";

/*
 * Apart from ./locale.ts, which every island imports: the date formatters build their Intl
 * formats when loaded, and only server-rendered parts of a page show dates.
 */

/** Formats a date as the page's language writes it: "18 March 2025", or "18 मार्च 2025" on a Hindi page. */
export function useDateFormat(): (iso: string) => string {
  return longDateIn(useLocale());
}
