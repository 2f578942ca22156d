import { and, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import { type Database, getDb } from "../db/client";
import { blogContentImages, blogs, stagedImages } from "../db/schema";
import type { Env } from "../env";
import { log } from "../lib/log";
import { PAGE_IMAGE_NAME, PAGE_IMAGE_PREFIX, PAGE_IMAGE_URL_PREFIX } from "../media/files";
import { deleteWithOwner } from "../media/lifecycle";

/** How long an image put into a post that is never saved is kept: a day, for a draft left open overnight. */
export const STAGED_IMAGE_HOURS = 24;

const IMAGE_URL = new RegExp(`${PAGE_IMAGE_URL_PREFIX.replaceAll("/", "\\/")}([^"'\\s?#<>]+)`, "g");

/** The R2 keys of the page images a body shows (its /media/blog-images/… addresses). */
export function imageKeysIn(html: string): string[] {
  const names = [...html.matchAll(IMAGE_URL)].map((match) => match[1]).filter((name) => PAGE_IMAGE_NAME.test(name));
  return [...new Set(names.map((name) => `${PAGE_IMAGE_PREFIX}${name}`))];
}

/** The statement holding a new body image for the admin who uploaded it. */
export function insertStagedImage(db: Database, key: string, adminId: number) {
  return db.insert(stagedImages).values({ key, adminId }).returning({ key: stagedImages.key });
}

/**
 * The statements of a new post's batch that adopt the images its body shows from those its admin
 * staged: each becomes the post's (blog_content_images, deleted with it) and is no longer staged.
 * `where` finds the new post (by its slug: its id is not known until the batch runs).
 */
export function adoptStagedImages(db: Database, { where, content, adminId }: { where: SQL; content: string; adminId: number }) {
  const keys = imageKeysIn(content);
  if (keys.length === 0) return [];
  const theirs = and(eq(stagedImages.adminId, adminId), inArray(stagedImages.key, keys));
  const post = db.select({ id: blogs.id }).from(blogs).where(where);
  return [
    db.insert(blogContentImages).select(
      db
        .select({ key: stagedImages.key, blogId: sql<number>`${post}`.as("blog_id"), createdAt: stagedImages.createdAt })
        .from(stagedImages)
        .where(theirs),
    ),
    db.delete(stagedImages).where(theirs),
  ];
}

/**
 * The hourly sweep: images staged more than STAGED_IMAGE_HOURS ago that no post adopted (the post
 * was never saved, or the image was taken out before it was) are deleted from R2, through the
 * media lifecycle: their deletion is recorded with the rows' removal, so an R2 failure is retried.
 */
export async function sweepStagedImages(env: Env): Promise<void> {
  const db = getDb(env.DB);
  const before = new Date(Date.now() - STAGED_IMAGE_HOURS * 3_600_000).toISOString();
  const stale = await db.select({ key: stagedImages.key }).from(stagedImages).where(lt(stagedImages.createdAt, before)).limit(200).all();
  if (stale.length === 0) return;
  const keys = stale.map((row) => row.key);
  await deleteWithOwner({ bucket: env.MEDIA, db }, keys, (records) => db.batch([db.delete(stagedImages).where(inArray(stagedImages.key, keys)), ...records]));
  log("info", "staged_images_swept", { count: keys.length });
}
