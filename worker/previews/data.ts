import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { type BlogInput } from "#core/schemas/blog";
import { blogCategories, type BlogCategory } from "#core/taxonomies/blog";
import { articleColumns } from "../blog/published";
import { type Database, getDb } from "../db/client";
import { adminUsers } from "../access/tables";
import { blogs } from "../blog/tables";
import { previewLinks } from "./tables";
import { staffNameOf } from "../db/staff-name";
import type { Env } from "../env";

/**
 * What a preview may show in place of the saved post: the editor's fields, sanitised; never the
 * published switch, nor the post's language and translation (which blog it is in is the saved post's).
 */
export type PreviewDraft = Omit<BlogInput, "published" | "language" | "translationOf">;

const DRAFT_FIELDS = ["title", "slug", "excerpt", "content", "category", "author", "metaTitle", "metaDescription", "imageAlt"] as const satisfies readonly (keyof PreviewDraft)[];

/** The fields of a draft, in one order, for storing and for telling whether it differs from the post. */
export function draftFields(input: PreviewDraft): PreviewDraft {
  return Object.fromEntries(DRAFT_FIELDS.map((field) => [field, input[field]])) as PreviewDraft;
}

/** Whether the draft shows anything the saved post does not. */
export const differsFrom = (draft: PreviewDraft, post: PreviewDraft) => DRAFT_FIELDS.some((field) => draft[field] !== post[field]);

/** The name colleagues know an admin by, or their address; null once the account is removed. */
const adminName = staffNameOf<string | null>(adminUsers);

export function insertPreviewLink(db: Database, values: { id: string; blogId: number; data: PreviewDraft | null; createdBy: number; expiresAt: string }) {
  return db.insert(previewLinks).values(values).returning({ id: previewLinks.id, expiresAt: previewLinks.expiresAt });
}

/** A post's links that still open (not revoked, not expired at `now`), newest first, with who shared each. */
export function listLivePreviewLinks(db: Database, blogId: number, now: string) {
  return db
    .select({
      id: previewLinks.id,
      expiresAt: previewLinks.expiresAt,
      createdAt: previewLinks.createdAt,
      createdById: previewLinks.createdBy,
      createdBy: adminName,
      hasChanges: sql<number>`${previewLinks.data} is not null`.mapWith(Boolean),
    })
    .from(previewLinks)
    .leftJoin(adminUsers, eq(adminUsers.id, previewLinks.createdBy))
    .where(and(eq(previewLinks.blogId, blogId), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
    .orderBy(desc(previewLinks.createdAt), desc(sql`${previewLinks}.rowid`))
    .all();
}

/** One link of a post, live or not: who may revoke it is decided from `createdBy`. */
export function findPreviewLink(db: Database, blogId: number, linkId: string) {
  return db
    .select({ id: previewLinks.id, createdBy: previewLinks.createdBy, revokedAt: previewLinks.revokedAt })
    .from(previewLinks)
    .where(and(eq(previewLinks.blogId, blogId), eq(previewLinks.id, linkId)))
    .get();
}

/** Revokes a link that is not revoked yet; returns it, or nothing when it already was. */
export function revokePreviewLink(db: Database, linkId: string, at: string) {
  return db
    .update(previewLinks)
    .set({ revokedAt: at })
    .where(and(eq(previewLinks.id, linkId), isNull(previewLinks.revokedAt)))
    .returning({ id: previewLinks.id, revokedAt: previewLinks.revokedAt });
}

/**
 * What a live link shows: its post (any state: draft, scheduled or published) with the columns the
 * article page sends, and the stored draft. Undefined when the link is revoked, expired at `now`,
 * or gone with its post.
 */
export function findLivePreview(db: Database, linkId: string, now: string) {
  return db
    .select({ post: articleColumns, published: blogs.published, data: previewLinks.data, expiresAt: previewLinks.expiresAt })
    .from(previewLinks)
    .innerJoin(blogs, eq(blogs.id, previewLinks.blogId))
    .where(and(eq(previewLinks.id, linkId), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
    .get();
}

const isCategory = (value: unknown): value is BlogCategory => (blogCategories as readonly unknown[]).includes(value);

/**
 * The post as the preview shows it: the stored draft's fields over the saved ones. The draft was
 * checked and sanitised when the link was made; a field that no longer fits (a category since
 * retired) keeps the saved value.
 */
export function withDraft<P extends PreviewDraft>(post: P, data: Record<string, unknown> | null): P {
  if (!data) return post;
  const shown: Record<string, unknown> = { ...post };
  for (const field of DRAFT_FIELDS) {
    const value = data[field];
    if (typeof value === "string" && (field !== "category" || isCategory(value))) shown[field] = value;
    // The search fields may be cleared in the draft: the page then shows the title and the excerpt.
    else if (value === null && (field === "metaTitle" || field === "metaDescription")) shown[field] = null;
  }
  return shown as P;
}

/** How long a dead link's row is kept: the activity log names its id, for a month of questions about it. */
export const DEAD_LINK_DAYS = 30;

/**
 * The hourly sweep: links that expired more than DEAD_LINK_DAYS ago are deleted (a link lasts a
 * week at most, so revoked ones go too). Their rows only ever answered 404 since.
 */
export async function deleteDeadPreviewLinks(env: Env): Promise<void> {
  const before = new Date(Date.now() - DEAD_LINK_DAYS * 24 * 3_600_000).toISOString();
  await getDb(env.DB).delete(previewLinks).where(lt(previewLinks.expiresAt, before));
}
