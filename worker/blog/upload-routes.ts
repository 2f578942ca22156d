import { Hono } from "hono";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { PAGE_IMAGE_PREFIX, PAGE_IMAGE_URL_PREFIX } from "../media/files";
import { attachObject } from "../media/lifecycle";
import { checkUpload, imageCheck, type ObjectKind } from "../media/object-kind";
import { imageUpload, refusedUpload, rowImageUpload } from "../media/upload-route";
import { findRow } from "../publishable/data";
import { adminIdOf } from "../publishable/events";
import { replaceImage, rowImage } from "../publishable/image";
import { insertContentImage } from "./content-images";
import { insertStagedImage } from "./staged-images";
import { posts } from "./resource";
import { allow } from "../access/permissions";

/** A post's images, cover and body alike: checked as images, public under /media/blog-images/. */
const postImage: ObjectKind<string> = { upload: "blog_image", prefix: PAGE_IMAGE_PREFIX, urlPrefix: PAGE_IMAGE_URL_PREFIX, check: imageCheck };

/** The cover, owned by the post's `imageUrl`. */
const coverImage = rowImage(posts, "imageUrl", postImage);

/** /api/admin/uploads/blogs/… : a post's images. */
export const postUploadRoutes = new Hono<AdminEnv>()
  /**
   * An image for the body of a post not saved yet: stored in R2 under the key the post will own it
   * by, and staged for the admin until the post's first save adopts it (staged-images.ts).
   */
  .post("/blogs/staged-images", allow("content"), ...imageUpload(postImage), async (c) => {
    const checked = await checkUpload(postImage, c.req.valid("form").file);
    if ("refusal" in checked) return refusedUpload(c, checked.refusal);
    const { object } = checked;
    const db = getDb(c.env.DB);
    await attachObject({ bucket: c.env.MEDIA, db }, object, { write: () => insertStagedImage(db, object.key, adminIdOf(c)), attached: (rows) => rows.length > 0 });
    return c.json({ url: object.url }, 201);
  })
  .put("/blogs/:id/image", allow("content"), ...rowImageUpload(postImage), async (c) => {
    const replaced = await replaceImage(c, coverImage, c.req.valid("param").id, c.req.valid("form").file);
    if ("refusal" in replaced) return refusedUpload(c, replaced.refusal);
    if (replaced.url === null) return c.json({ error: posts.messages.notFound }, 404);
    return c.json({ imageUrl: replaced.url }, 200);
  })
  /**
   * An image for a post's body: stored in R2 and owned by the post (a row of blog_content_images,
   * deleted with it); shown nowhere until the editor puts its URL into the content and saves.
   */
  .post("/blogs/:id/content-images", allow("content"), ...rowImageUpload(postImage), async (c) => {
    const { id } = c.req.valid("param");
    const db = getDb(c.env.DB);
    if (!(await findRow(db, posts.table, id))) return c.json({ error: posts.messages.notFound }, 404);
    const checked = await checkUpload(postImage, c.req.valid("form").file);
    if ("refusal" in checked) return refusedUpload(c, checked.refusal);
    const { object } = checked;
    const adminId = adminIdOf(c);
    try {
      await attachObject({ bucket: c.env.MEDIA, db }, object, {
        write: () =>
          commit(c, db, {
            write: insertContentImage(db, id, object.key),
            intent: { type: "post.content_image_added", adminId, id },
            event: (rows) => (rows[0] ? { type: "post.content_image_added", adminId, id, imageUrl: object.url } : null),
          }),
        attached: (rows) => rows.length > 0,
      });
    } catch (err) {
      // The post was deleted meanwhile (its row is the insert's foreign key), or D1 failed.
      if (!(await findRow(db, posts.table, id))) return c.json({ error: posts.messages.notFound }, 404);
      throw err;
    }
    return c.json({ url: object.url }, 201);
  });
