import type { Locale } from "./locale";

/**
 * Keys whose values name things rather than say them (icons, paths, ids, style classes, images):
 * a Hindi module keeps them as the English one has them, literal types and all.
 */
type IdentifierKey =
  | "id"
  | "icon"
  | "kind"
  | "to"
  | "path"
  | "href"
  | "landingPath"
  | "serviceId"
  | "subServiceId"
  | "image"
  | "backgroundImage"
  | "gradientFrom"
  | "gradientVia"
  | "gradientTo"
  | "buttonGradient"
  | "textGradient"
  | "accentColor";

/**
 * The type of a Hindi content module's export, from its English twin's: the same keys, the same
 * lengths of fixed lists and the same identifiers, with every text a string of its own. A Hindi
 * module that leaves out a key fails the typecheck; the structure test (core/i18n/parity.test.ts)
 * catches what types cannot (a shorter list, an English text left untranslated).
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends object
      ? { [K in keyof T]: K extends IdentifierKey ? T[K] : Translated<T[K]> }
      : T;

/** A content export in both languages: the English original and its Hindi translation. */
export interface Localized<T> {
  en: T;
  hi: Translated<T>;
}

/** The language's version of a localized export. */
export function inLocale<T>(content: Localized<T>, locale: Locale): T | Translated<T> {
  return content[locale];
}
