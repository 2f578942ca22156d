import { Hono } from "hono";
import * as v from "valibot";
import { idParamSchema, safeFileName } from "#core/schemas/common";
import type { AdminEnv } from "../auth/require-admin";
import { posts } from "../blog/resource";
import { limitBody } from "../http/body-limit";
import { validate } from "../http/validate";
import { replaceImage } from "../publishable/image";
import { logRejectedUploads } from "./rejected-upload";
import { BLOG_IMAGE_PREFIX, BLOG_IMAGE_URL_PREFIX, newBlogImageName, sniffImage } from "./files";

const NOT_AN_IMAGE = "Upload a PNG, JPEG, WebP or GIF image.";

/** Images above this are refused; a 1200 x 630 px photo is far smaller. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const imageFormSchema = v.object({
  file: v.pipe(
    v.file("Choose an image file to upload."),
    v.maxSize(MAX_IMAGE_BYTES, "The image is too large. The limit is 5 MB."),
    safeFileName(),
  ),
});

/** File uploads: multipart bodies, exempt from the JSON size limit and capped here instead. */
export const uploadRoutes = new Hono<AdminEnv>().put(
  "/blogs/:id/image",
  logRejectedUploads("blog_image", "file"),
  limitBody(MAX_IMAGE_BYTES + 64 * 1024),
  validate("param", idParamSchema),
  validate("form", imageFormSchema),
  async (c) => {
    const bytes = new Uint8Array(await c.req.valid("form").file.arrayBuffer());
    const kind = sniffImage(bytes);
    if (!kind) {
      return c.json({ error: NOT_AN_IMAGE, fieldErrors: { file: NOT_AN_IMAGE } }, 415);
    }
    const name = newBlogImageName(kind.ext);
    const image = { key: BLOG_IMAGE_PREFIX + name, url: BLOG_IMAGE_URL_PREFIX + name, bytes, contentType: kind.contentType };
    if (!(await replaceImage(c, posts, "imageUrl", c.req.valid("param").id, image))) {
      return c.json({ error: posts.messages.notFound }, 404);
    }
    return c.json({ imageUrl: image.url }, 200);
  },
);
