import { inArray, ne } from "drizzle-orm";
import type { BlogCategory } from "#core/taxonomies/blog";
import type { Database } from "../db/client";
import { blogs } from "../db/schema";
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
};

/** Published posts, newest first, optionally only those in the given categories. */
export function listPublishedPosts(db: Database, categories?: readonly BlogCategory[]) {
  return listPublished(db, blogs, summaryColumns, categories ? inArray(blogs.category, [...categories]) : undefined);
}

/** What the article page shows of a post: its summary, body, last change and SEO fields. A preview sends the same (worker/previews). */
export const articleColumns = {
  ...summaryColumns,
  content: blogs.content,
  updatedAt: blogs.updatedAt,
  // The page's title and description for search results and shared links, when staff set them.
  metaTitle: blogs.metaTitle,
  metaDescription: blogs.metaDescription,
};

export function getPublishedPost(db: Database, slug: string) {
  // The id names the page's cache tag (worker/page-cache/cache-tags.ts); the API does not send it.
  return findPublished(db, blogs, { ...articleColumns, id: blogs.id }, slug);
}

/**
 * Up to `limit` other published posts: the same category first, then the newest of the rest.
 * Deterministic, so every render of a post agrees.
 */
export async function relatedPosts(db: Database, post: { slug: string; category: string }, limit = 2) {
  const others = await listPublished(db, blogs, summaryColumns, ne(blogs.slug, post.slug), 50);
  const sameCategory = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...sameCategory, ...rest].slice(0, limit);
}
