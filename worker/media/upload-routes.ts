import { Hono } from "hono";
import * as v from "valibot";
import { findBlogImage, setBlogImage } from "../blog/data";
import { getDb } from "../db/client";
import { log } from "../lib/log";
import { BLOG_IMAGE_PREFIX, BLOG_IMAGE_URL_PREFIX, deleteStoredImage, sniffImage } from "./files";
import { validate } from "../http/validate";
import { limitBody } from "../http/body-limit";
import type { AdminEnv } from "../auth/require-admin";
import { idParamSchema } from "#core/schemas/common";

const NOT_AN_IMAGE = "Upload a PNG, JPEG, WebP or GIF image.";
const BLOG_NOT_FOUND = "Blog post not found";

/** Images above this are refused; a 1200 x 630 px photo is far smaller. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const imageFormSchema = v.object({
  file: v.pipe(
    v.file("Choose an image file to upload."),
    v.maxSize(MAX_IMAGE_BYTES, "The image is too large. The limit is 5 MB."),
  ),
});

/** File uploads: multipart bodies, exempt from the JSON size limit and capped here instead. */
export const uploadRoutes = new Hono<AdminEnv>().put(
  "/blogs/:id/image",
  limitBody(MAX_IMAGE_BYTES + 64 * 1024),
  validate("param", idParamSchema),
  validate("form", imageFormSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const bytes = new Uint8Array(await c.req.valid("form").file.arrayBuffer());
    const kind = sniffImage(bytes);
    if (!kind) {
      return c.json({ error: NOT_AN_IMAGE, fieldErrors: { file: NOT_AN_IMAGE } }, 415);
    }

    const db = getDb(c.env.DB);
    const before = await findBlogImage(db, id);
    if (!before) return c.json({ error: BLOG_NOT_FOUND }, 404);

    const name = `${Date.now()}.${kind.ext}`;
    const key = BLOG_IMAGE_PREFIX + name;
    await c.env.MEDIA.put(key, bytes, { httpMetadata: { contentType: kind.contentType } });
    // If the row cannot point at the new object, the object goes again: R2 keeps no orphans.
    const updated = await setBlogImage(db, id, BLOG_IMAGE_URL_PREFIX + name).catch(async (err: unknown) => {
      await c.env.MEDIA.delete(key);
      throw err;
    });
    if (!updated) {
      await c.env.MEDIA.delete(key);
      return c.json({ error: BLOG_NOT_FOUND }, 404);
    }

    const previous = before.imageUrl;
    await deleteStoredImage(c.env.MEDIA, previous).catch((err: unknown) =>
      log("warn", "old_image_not_deleted", { key: previous, message: err instanceof Error ? err.message : String(err) }),
    );
    return c.json({ imageUrl: BLOG_IMAGE_URL_PREFIX + name }, 200);
  },
);
