import { type Locale, pathIn } from "../i18n/locale";

/** A post's address: the English blog's posts under /blog, the Hindi blog's under /hi/blog. */
export const postPath = (post: { slug: string; language: Locale }) => pathIn(post.language, `/blog/${encodeURIComponent(post.slug)}`);

/** The RSS feed of the blog in `locale`. */
export const feedPath = (locale: Locale) => pathIn(locale, "/blog/rss.xml");
