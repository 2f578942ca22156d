import { and, asc, eq, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { blogs } from "./tables";
import type { Conflict } from "../publishable/resource";

/** What the admin is told when a save would break the pairing of a post and its Hindi translation. */
export const translationMessages = {
  originGone: "The English post this translates no longer exists. Choose another, or let the post stand alone.",
  originNotEnglish: "A Hindi post can only translate an English post.",
  originTaken: "This English post already has a Hindi translation. Edit that one instead.",
  hasTranslation: "This post has a Hindi translation, so it stays in English. Unlink the translation first.",
} as const;

/**
 * The rules of a pair the form cannot check alone: a Hindi post translates an English post that has
 * no other translation, and a post with a translation stays English. Fields a save leaves out (a
 * restore keeps a post's language and pairing) are not checked.
 */
export async function verifyTranslation(db: Database, input: { language?: string; translationOf?: number | null }, id?: number): Promise<Conflict | undefined> {
  const { language, translationOf } = input;
  if (translationOf != null) {
    const original = await db.select({ language: blogs.language }).from(blogs).where(eq(blogs.id, translationOf)).get();
    if (!original || translationOf === id) return { field: "translationOf", message: translationMessages.originGone };
    if (original.language !== "en") return { field: "translationOf", message: translationMessages.originNotEnglish };
    const taken = await findTranslation(db, translationOf);
    if (taken && taken.id !== id) return { field: "translationOf", message: translationMessages.originTaken };
  }
  if (language === "hi" && id !== undefined && (await findTranslation(db, id))) {
    return { field: "language", message: translationMessages.hasTranslation };
  }
  return undefined;
}

/** A post's Hindi translation as its English post's editor shows it, or undefined when it has none. */
export function findTranslation(db: Database, id: number) {
  return db
    .select({ id: blogs.id, title: blogs.title, slug: blogs.slug, published: blogs.published, publishAt: blogs.publishAt })
    .from(blogs)
    .where(eq(blogs.translationOf, id))
    .get();
}

/**
 * The English posts a Hindi post may translate: those without a translation, and the one it already
 * translates (`for`, the Hindi post's id when it is saved), by title.
 */
export function listTranslatable(db: Database, forId?: number) {
  // translation_of is unique: the join finds at most one translation per post.
  const translation = alias(blogs, "translation");
  const free = isNull(translation.id);
  return db
    .select({ id: blogs.id, title: blogs.title })
    .from(blogs)
    .leftJoin(translation, eq(translation.translationOf, blogs.id))
    .where(and(eq(blogs.language, "en"), forId === undefined ? free : or(free, eq(translation.id, forId))))
    .orderBy(asc(blogs.title));
}
