import { eq } from "drizzle-orm";
import { ensureAdmin } from "../staff/admins";
import { getDb } from "../db/client";
import { blogs } from "../blog/tables";
import { seedArticles } from "./seed-articles";
import { seedTranslations } from "./seed-articles-hi";

interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
}

interface SeedResult {
  adminCreated: boolean;
  articlesInserted: number;
}

/**
 * Idempotent local seed: the first admin (left untouched if it exists, so a changed password
 * survives a restart), the three launch articles as published posts (matched by slug) and their
 * Hindi translations.
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
  const translations = await seedHindiTranslations(db);

  return { adminCreated, articlesInserted: inserted.length + translations };
}

/**
 * The launch articles' Hindi translations, linked to their English originals (found by slug): the
 * Hindi blog's first posts. Skipped when its slug is taken or its original already has a translation.
 */
async function seedHindiTranslations(db: ReturnType<typeof getDb>): Promise<number> {
  let inserted = 0;
  for (const { translates, ...article } of seedTranslations) {
    const original = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, translates)).get();
    if (!original) continue;
    const rows = await db
      .insert(blogs)
      .values({ ...article, language: "hi", translationOf: original.id, published: true, updatedAt: article.createdAt })
      .onConflictDoNothing()
      .returning({ id: blogs.id });
    inserted += rows.length;
  }
  return inserted;
}
