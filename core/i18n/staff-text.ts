import type { Locale } from "./locale";

/**
 * Text staff keep in both languages (an English field and its Hindi twin, such as a fee's timeline
 * or a person's role), as a page, mail or feed in `locale` shows it: the Hindi on a Hindi one, or,
 * until staff write it, the English, with `lang: "en"` for the page to mark it (docs/hindi.md §6);
 * the English on an English one.
 */
export function staffText(locale: Locale, en: string, hi: string | null | undefined): { text: string; lang: "en" | undefined } {
  if (locale === "en") return { text: en, lang: undefined };
  return hi?.trim() ? { text: hi, lang: undefined } : { text: en, lang: "en" };
}
