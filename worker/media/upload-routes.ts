import { Hono } from "hono";
import * as v from "valibot";
import { idParamSchema, safeFileName } from "#core/schemas/common";
import type { AdminEnv } from "../auth/require-admin";
import { insertContentImage } from "../blog/content-images";
import { posts } from "../blog/resource";
import { team } from "../people/resource";
import { getDb } from "../db/client";
import { commit } from "../events/commit";
import { findRow } from "../publishable/data";
import { adminIdOf } from "../publishable/events";
import { limitBody } from "../http/body-limit";
import { validate } from "../http/validate";
import { replaceImage } from "../publishable/image";
import { putObject } from "./put-object";
import { logRejectedUploads } from "./rejected-upload";
import { BLOG_IMAGE_PREFIX, BLOG_IMAGE_URL_PREFIX, newBlogImageName, sniffImage } from "./files";
import { imageProblem } from "./image-header";

export const NOT_AN_IMAGE = "Upload a PNG, JPEG, WebP or GIF image.";

/** Images above this are refused; a 1200 x 630 px photo is far smaller. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const imageFormSchema = v.object({
  file: v.pipe(
    v.file("Choose an image file to upload."),
    v.maxSize(MAX_IMAGE_BYTES, "The image is too large. The limit is 5 MB."),
    safeFileName(),
  ),
});

/**
 * An uploaded image checked by its bytes (type, then a sound header with sane dimensions) and given
 * a fresh key, or the refusal to answer: 415 when it is no image we take, 422 when it is damaged.
 */
async function newBlogImage(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) return { refusal: NOT_AN_IMAGE, status: 415 as const };
  const problem = imageProblem(bytes, kind);
  if (problem) return { refusal: problem, status: 422 as const };
  const name = newBlogImageName(kind.ext);
  return { image: { key: BLOG_IMAGE_PREFIX + name, url: BLOG_IMAGE_URL_PREFIX + name, bytes, contentType: kind.contentType } };
}

/** What every image upload runs before its handler: the refusal log, the size cap, the id and the form. */
const imageUpload = (log: Parameters<typeof logRejectedUploads>[0]) =>
  [logRejectedUploads(log, "file"), limitBody(MAX_IMAGE_BYTES + 64 * 1024), validate("param", idParamSchema), validate("form", imageFormSchema)] as const;

/** File uploads: multipart bodies, exempt from the JSON size limit and capped here instead. */
export const uploadRoutes = new Hono<AdminEnv>()
  .put("/blogs/:id/image", ...imageUpload("blog_image"), async (c) => {
    const checked = await newBlogImage(c.req.valid("form").file);
    if (!checked.image) return c.json({ error: checked.refusal, fieldErrors: { file: checked.refusal } }, checked.status);
    if (!(await replaceImage(c, posts, "imageUrl", c.req.valid("param").id, checked.image))) return c.json({ error: posts.messages.notFound }, 404);
    return c.json({ imageUrl: checked.image.url }, 200);
  })
  /** A team member's photo: the same checks and storage as a post's image, owned by the person. */
  .put("/people/:id/photo", ...imageUpload("person_photo"), async (c) => {
    const checked = await newBlogImage(c.req.valid("form").file);
    if (!checked.image) return c.json({ error: checked.refusal, fieldErrors: { file: checked.refusal } }, checked.status);
    if (!(await replaceImage(c, team, "photoUrl", c.req.valid("param").id, checked.image))) return c.json({ error: team.messages.notFound }, 404);
    return c.json({ photoUrl: checked.image.url }, 200);
  })
  /**
   * An image for a post's body: stored in R2 and owned by the post (deleted with it); shown nowhere
   * until the editor puts its URL into the content and the post is saved.
   */
  .post(
    "/blogs/:id/content-images",
    ...imageUpload("blog_image"),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = getDb(c.env.DB);
      if (!(await findRow(db, posts.table, id))) return c.json({ error: posts.messages.notFound }, 404);
      const checked = await newBlogImage(c.req.valid("form").file);
      if (!checked.image) return c.json({ error: checked.refusal, fieldErrors: { file: checked.refusal } }, checked.status);
      const { image } = checked;
      await putObject(c.env.MEDIA, image.key, image.bytes, image.contentType);
      const adminId = adminIdOf(c);
      try {
        await commit(c, db, {
          write: insertContentImage(db, id, image.key),
          intent: { type: "post.content_image_added", adminId, id },
          event: (rows) => (rows[0] ? { type: "post.content_image_added", adminId, id, imageUrl: image.url } : null),
        });
      } catch (err) {
        // No row owns the object (the post was deleted meanwhile, or D1 failed): it goes again.
        await c.env.MEDIA.delete(image.key);
        if (!(await findRow(db, posts.table, id))) return c.json({ error: posts.messages.notFound }, 404);
        throw err;
      }
      return c.json({ url: image.url }, 201);
    },
  );
