import * as blogEn from "#core/content/blog";
import * as blogHi from "#core/content/hi/blog";
import { categoryLabel, feedTitle } from "#core/site/blog-labels";
import { feedPath, postPath } from "#core/format/post-path";
import { languageTags, type Locale, pathIn } from "#core/i18n/locale";
import { inLocale } from "#core/i18n/translated";

interface FeedPost {
  slug: string;
  language: Locale;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  createdAt: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** RFC 822 date, as RSS 2.0 wants it. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/**
 * The RSS 2.0 feed of the blog in `locale`: `posts` (its published ones, newest first) with absolute
 * links on `origin`, its title and description in its language.
 */
export function rssXml(origin: string, posts: FeedPost[], locale: Locale): string {
  const { BLOG_DESCRIPTION } = inLocale({ en: blogEn, hi: blogHi }, locale);
  const items = posts.map((post) => {
    const link = `${origin}${postPath(post)}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.createdAt)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <category>${escapeXml(categoryLabel(post.category, locale))}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts[0]?.createdAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(feedTitle(locale))}</title>`,
    `    <link>${escapeXml(`${origin}${pathIn(locale, "/blog")}`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}${feedPath(locale)}`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(BLOG_DESCRIPTION)}</description>`,
    `    <language>${languageTags[locale].hreflang}</language>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
