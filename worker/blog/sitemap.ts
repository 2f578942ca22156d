import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogs } from "../db/schema";

/** Slug and last change of every published post, newest first: the blog's entries in the sitemap. */
export function publishedPostStamps(db: Database) {
  return db
    .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(eq(blogs.published, true))
    .orderBy(desc(blogs.createdAt))
    .all();
}
