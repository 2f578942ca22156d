import { and, eq, inArray, lt, not, sql, type SQL } from "drizzle-orm";
import { type Database, getDb } from "../db/client";
import { autosaves } from "../publishable/tables";
import { blogContentImages, blogs, stagedImages } from "./tables";
import { pendingObjectDeletions } from "../media/tables";
import type { Env } from "../env";
import { log } from "../lib/log";
import { PAGE_IMAGE_NAME, PAGE_IMAGE_PREFIX, PAGE_IMAGE_URL_PREFIX } from "../media/files";
import { deleteRecordedObject } from "../media/object-deletions";

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
 * was never saved, or the image was taken out first) are deleted from R2, through the media
 * lifecycle: each row's removal records its object's deletion in the same batch, so an R2 failure
 * is retried. An image an autosave still shows (a draft left open, or offered back) is kept.
 * Each record is written only if its row was still there (`changes()`): an image a post adopted
 * meanwhile is the post's, and left alone.
 */
export async function sweepStagedImages(env: Env): Promise<void> {
  const db = getDb(env.DB);
  const before = new Date(Date.now() - STAGED_IMAGE_HOURS * 3_600_000).toISOString();
  const inAnAutosave = sql`exists (select 1 from ${autosaves} where instr(${autosaves.data}, ${stagedImages.key}) > 0)`;
  const stale = await db.select({ key: stagedImages.key }).from(stagedImages).where(and(lt(stagedImages.createdAt, before), not(inAnAutosave))).limit(200).all();
  if (stale.length === 0) return;
  const [first, ...rest] = stale.flatMap(({ key }) => [
    db.delete(stagedImages).where(eq(stagedImages.key, key)),
    db.insert(pendingObjectDeletions).select(sql`select ${key}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where changes() > 0`).onConflictDoNothing(),
  ]);
  await db.batch([first, ...rest]);
  const recorded = await db.select({ key: pendingObjectDeletions.key }).from(pendingObjectDeletions).where(inArray(pendingObjectDeletions.key, stale.map((row) => row.key))).all();
  for (const { key } of recorded) await deleteRecordedObject(env.MEDIA, db, key);
  log("info", "staged_images_swept", { count: recorded.length });
}
