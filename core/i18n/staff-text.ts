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

/** What a page shows of one field staff keep in both languages. */
export type StaffText = ReturnType<typeof staffText>;

/**
 * Several such fields of one record, each stored as `field` and its Hindi twin `fieldHi` (a job
 * listing's title, place and salary), as a page in `locale` shows them.
 */
export function staffFields<K extends string>(
  locale: Locale,
  record: { [F in K]?: string | null } & { [F in `${K}Hi`]?: string | null },
  fields: readonly K[],
): Record<K, StaffText> {
  const twin = record as Record<string, string | null | undefined>;
  return Object.fromEntries(fields.map((field) => [field, staffText(locale, twin[field] ?? "", twin[`${field}Hi`])])) as Record<K, StaffText>;
}
