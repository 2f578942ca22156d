import { Hono } from "hono";
import type { AppEnv } from "../env";
import { BLOG_IMAGE_NAME, BLOG_IMAGE_PREFIX } from "./files";

/**
 * Public blog images from R2. Every upload gets a new key and a key never changes content, so they
 * cache for a year; the type is the one sniffed at upload, and nosniff keeps browsers to it.
 */
export const mediaRoutes = new Hono<AppEnv>().get("/blog-images/:name", async (c) => {
  const name = c.req.param("name");
  if (!BLOG_IMAGE_NAME.test(name)) return c.json({ error: "Not found" }, 404);
  const object = await c.env.MEDIA.get(BLOG_IMAGE_PREFIX + name);
  if (!object) return c.json({ error: "Not found" }, 404);
  return c.body(object.body, 200, {
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: object.httpEtag,
  });
});
