import { and, eq, inArray, ne } from "drizzle-orm";
import type { Locale } from "#core/i18n/locale";
import type { BlogCategory } from "#core/taxonomies/blog";
import type { Database } from "../db/client";
import { blogs } from "./tables";
import { findPublished, listPublished } from "../publishable/published";

/** What a blog card shows: everything but the body. */
const summaryColumns = {
  slug: blogs.slug,
  title: blogs.title,
  excerpt: blogs.excerpt,
  category: blogs.category,
  author: blogs.author,
  imageUrl: blogs.imageUrl,
  createdAt: blogs.createdAt,
  language: blogs.language,
};

const inLanguage = (locale: Locale) => eq(blogs.language, locale);

/** The blog in `locale`'s published posts, newest first, optionally only those in the given categories. */
export function listPublishedPosts(db: Database, locale: Locale, categories?: readonly BlogCategory[]) {
  return listPublished(db, blogs, summaryColumns, and(inLanguage(locale), categories ? inArray(blogs.category, [...categories]) : undefined));
}

/** How many posts the blog in `locale` has published. */
export async function countPublishedPosts(db: Database, locale: Locale): Promise<number> {
  return db.$count(blogs, and(eq(blogs.published, true), inLanguage(locale)));
}

/** What the article page shows of a post: its summary, body, last change and SEO fields. A preview sends the same (worker/previews). */
export const articleColumns = {
  ...summaryColumns,
  content: blogs.content,
  updatedAt: blogs.updatedAt,
  // The page's title and description for search results and shared links, when staff set them.
  metaTitle: blogs.metaTitle,
  metaDescription: blogs.metaDescription,
  // The hero image's alt; a card's image is beside its linked title and stays decorative.
  imageAlt: blogs.imageAlt,
};

/** A published post of the blog in `locale`: a Hindi post is not at an English address, nor the reverse. */
export function getPublishedPost(db: Database, slug: string, locale: Locale) {
  // The id names the page's cache tag (worker/page-cache/cache-tags.ts), and finds the post's twin; the API sends neither.
  return findPublished(db, blogs, { ...articleColumns, id: blogs.id, translationOf: blogs.translationOf }, slug, inLanguage(locale));
}

/**
 * The published post in the other language that pairs with this one (its translation, or the
 * English post it translates), as the language switch and hreflang name it; undefined without one.
 */
export function publishedTwin(db: Database, post: { id: number; translationOf: number | null }) {
  const pairs = post.translationOf === null ? eq(blogs.translationOf, post.id) : eq(blogs.id, post.translationOf);
  return db
    .select({ id: blogs.id, slug: blogs.slug, language: blogs.language })
    .from(blogs)
    .where(and(pairs, eq(blogs.published, true)))
    .get();
}

/**
 * Up to `limit` other published posts in its language: the same category first, then the newest of
 * the rest. Deterministic, so every render of a post agrees.
 */
export async function relatedPosts(db: Database, post: { slug: string; category: string; language: Locale }, limit = 2) {
  const others = await listPublished(db, blogs, summaryColumns, and(ne(blogs.slug, post.slug), inLanguage(post.language)), 50);
  const sameCategory = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...sameCategory, ...rest].slice(0, limit);
}

/** Every published post with its last change and its published twin's slug: the sitemap's pairs. */
export function publishedPostStamps(db: Database) {
  return db
    .select({ id: blogs.id, slug: blogs.slug, language: blogs.language, translationOf: blogs.translationOf, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(eq(blogs.published, true))
    .all();
}
