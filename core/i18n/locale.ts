/**
 * The site's two languages. English pages keep their addresses; each Hindi page is its English
 * twin's path under /hi (the home page is /hi/). Every page, link and head tag decides its
 * language from its path, here, and nowhere else.
 */
export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];

/** Where the Hindi pages live. */
export const HINDI_PREFIX = "/hi";

/** The BCP 47 tags of each language: <html lang> and hreflang. */
export const languageTags = {
  en: { html: "en-IN", hreflang: "en-IN" },
  hi: { html: "hi", hreflang: "hi-IN" },
} as const satisfies Record<Locale, { html: string; hreflang: string }>;

/** Each language's name in itself: the language switch's label. */
export const languageNames: Record<Locale, string> = { en: "English", hi: "हिंदी" };

/** The language of the page at `pathname`. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** The English twin's path of any page path: "/hi/about" → "/about", "/hi/" → "/". */
export function englishPath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(HINDI_PREFIX.length) || "/";
}

/** A page's path in `locale`, from its English path: ("hi", "/about") → "/hi/about", ("hi", "/") → "/hi/". */
export function pathIn(locale: Locale, path: string): string {
  if (locale === "en") return path;
  return path === "/" ? `${HINDI_PREFIX}/` : `${HINDI_PREFIX}${path}`;
}

/** The other language: the language switch's target. */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "hi" : "en");
