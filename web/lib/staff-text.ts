import { staffText } from "#core/i18n/staff-text";
import { useLocale } from "./locale";

/*
 * Text staff type (a job's title, a person's role, a fee's timeline) shown on a page of either
 * language: on a Hindi page their Hindi twin, or their English marked English until they write it,
 * so screen readers and the HTML checker read it as English (docs/hindi.md §6).
 */

/** Text staff keep in both languages, in the page's (core/i18n/staff-text.ts): the `lang` marks English on a Hindi page. */
export function useStaffText(en: string, hi: string | null | undefined): { text: string; lang: "en" | undefined } {
  return staffText(useLocale(), en, hi);
}

const MARKER = "\u0000";

/**
 * A sentence of the copy that takes a value (`text(value)`), as the parts around the value, so the
 * value can be marked with its own language: ["Thank you for applying for ", "."].
 */
export function around(text: (value: string) => string): [string, string] {
  const [before, after = ""] = text(MARKER).split(MARKER);
  return [before, after];
}
