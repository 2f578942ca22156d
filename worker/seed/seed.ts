import { ensureAdmin } from "../auth/admins";
import { getDb } from "../db/client";
import { blogs } from "../db/schema";
import { seedArticles } from "./seed-articles";

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
}

export interface SeedResult {
  adminCreated: boolean;
  articlesInserted: number;
}

/**
 * Idempotent local seed: the first admin (left untouched if it exists, so a changed password
 * survives a restart) and the three launch articles as published posts (matched by slug).
 */
export async function seedDatabase(d1: D1Database, options: SeedOptions): Promise<SeedResult> {
  const db = getDb(d1);
  const adminCreated = await ensureAdmin(db, options.adminEmail, options.adminPassword);

  const inserted = await db
    .insert(blogs)
    .values(
      seedArticles.map((a) => ({
        title: a.title,
        slug: a.slug,
        excerpt: a.excerpt,
        content: a.content,
        category: a.category,
        author: a.author,
        imageUrl: a.imageUrl,
        published: true,
        createdAt: a.createdAt,
        updatedAt: a.createdAt,
      })),
    )
    .onConflictDoNothing({ target: blogs.slug })
    .returning({ id: blogs.id });

  return { adminCreated, articlesInserted: inserted.length };
}
