import type { Locale } from "#core/i18n/locale";
import { inLocale, type Localized, type Translated } from "#core/i18n/translated";
import { use } from "react";
import { PageContext } from "./page-context";

/**
 * The language of the page being rendered (its path decides: core/i18n/locale.ts). English outside
 * a public page: the admin, which shows the site's components in its previews, stays English.
 */
export const useLocale = (): Locale => use(PageContext)?.locale ?? "en";

/**
 * A content module in the page's language: `useContent({ en, hi })` with the English module and
 * its Hindi twin (core/content/hi/) imported as namespaces. The Hindi one must mirror the English
 * one's type, which this call checks too.
 */
export function useContent<M>(content: Localized<M>): M | Translated<M> {
  return inLocale(content, useLocale());
}
