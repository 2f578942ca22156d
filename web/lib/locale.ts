import type { Locale } from "#core/i18n/locale";
import type { Translated } from "#core/i18n/translated";
import { usePage } from "./page-context";

/** The language of the page being rendered (its path decides: core/i18n/locale.ts). */
export const useLocale = (): Locale => usePage().locale;

/**
 * A content module in the page's language: `useContent({ en, hi })` with the English module and
 * its Hindi twin (core/content/hi/) imported as namespaces. The Hindi one must mirror the English
 * one's type, which this call checks too.
 */
export function useContent<M>(content: { en: M; hi: Translated<M> }): M | Translated<M> {
  return content[useLocale()];
}
