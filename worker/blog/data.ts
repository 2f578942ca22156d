import { desc, eq } from "drizzle-orm";
import type { BlogInput } from "#core/schemas/blog";
import type { Database } from "../db/client";
import { blogs } from "../db/schema";

const now = () => new Date().toISOString();

/** The admin table's rows: everything except the (large) body, newest first. */
export function listBlogs(db: Database) {
  return db
    .select({
      id: blogs.id,
      title: blogs.title,
      slug: blogs.slug,
      category: blogs.category,
      author: blogs.author,
      published: blogs.published,
      imageUrl: blogs.imageUrl,
      createdAt: blogs.createdAt,
      updatedAt: blogs.updatedAt,
    })
    .from(blogs)
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .all();
}

export function findBlog(db: Database, id: number) {
  return db.select().from(blogs).where(eq(blogs.id, id)).get();
}

/** `input.content` must already be sanitised. */
export function insertBlog(db: Database, input: BlogInput) {
  return db.insert(blogs).values(input).returning().get();
}

/** `input.content` must already be sanitised. Keeps the image; returns undefined for an unknown id. */
export function updateBlog(db: Database, id: number, input: BlogInput) {
  return db.update(blogs).set({ ...input, updatedAt: now() }).where(eq(blogs.id, id)).returning().get();
}

export function setBlogPublished(db: Database, id: number, published: boolean) {
  return db.update(blogs).set({ published, updatedAt: now() }).where(eq(blogs.id, id)).returning().get();
}

export function setBlogImage(db: Database, id: number, imageUrl: string) {
  return db.update(blogs).set({ imageUrl, updatedAt: now() }).where(eq(blogs.id, id)).returning({ id: blogs.id }).get();
}

export function deleteBlog(db: Database, id: number) {
  return db.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id, imageUrl: blogs.imageUrl }).get();
}

export function findBlogImage(db: Database, id: number) {
  return db.select({ imageUrl: blogs.imageUrl }).from(blogs).where(eq(blogs.id, id)).get();
}
