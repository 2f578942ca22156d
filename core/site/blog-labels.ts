import { blogPageCopy } from "../content/blog-page";
import { blogPageCopy as hindiBlogPageCopy } from "../content/hi/blog-page";
import { site } from "../content/site";
import type { Locale } from "../i18n/locale";
import { inLocale } from "../i18n/translated";

/*
 * The blog's words that travel beyond its pages: the feed's title (its <channel> and the pages'
 * feed link), and a post's category as the post's own blog names it (the feed, the site search).
 */

const copyIn = (locale: Locale) => inLocale({ en: blogPageCopy, hi: hindiBlogPageCopy }, locale);

/** The title of the blog's feed in `locale`. */
export const feedTitle = (locale: Locale) => `${site.shortName}: ${copyIn(locale).feedTitle}`;

/** A post's category in its blog's language; a category the taxonomy no longer has, as stored. */
export function categoryLabel(category: string, locale: Locale): string {
  const { categoryLabels } = copyIn(locale);
  return categoryLabels[category as keyof typeof categoryLabels] ?? category;
}
