import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { BlogCategory } from "#core/taxonomies/blog";
import type { Database } from "../db/client";
import { blogs } from "../db/schema";

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
  const filter = categories ? and(eq(blogs.published, true), inArray(blogs.category, categories)) : eq(blogs.published, true);
  return db.select(summaryColumns).from(blogs).where(filter).orderBy(desc(blogs.createdAt), desc(blogs.id)).all();
}

export function getPublishedPost(db: Database, slug: string) {
  return db
    .select({ ...summaryColumns, content: blogs.content, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(and(eq(blogs.slug, slug), eq(blogs.published, true)))
    .get();
}

/**
 * Up to `limit` other published posts: the same category first, then the newest of the rest.
 * Deterministic, so the server-rendered page and the hydrated one agree.
 */
export async function relatedPosts(db: Database, post: { slug: string; category: string }, limit = 2) {
  const others = await db
    .select(summaryColumns)
    .from(blogs)
    .where(and(eq(blogs.published, true), ne(blogs.slug, post.slug)))
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(50)
    .all();
  const sameCategory = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...sameCategory, ...rest].slice(0, limit);
}
