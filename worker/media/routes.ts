import { Hono } from "hono";
import type { AppEnv } from "../env";
import { SITE_LOGO_KEY, SITE_LOGO_PREFIX } from "#core/taxonomies/site-settings";
import { PAGE_IMAGE_NAME, PAGE_IMAGE_PREFIX } from "./files";

/** An image object as the public may fetch it: its key never changes content, so it caches for a year. */
async function serveImage(bucket: R2Bucket, key: string): Promise<Response | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: object.httpEtag,
    },
  });
}

/**
 * Public images from R2 (posts' and people's images, "Trusted by" logos). Every upload gets a new key and a key never changes content, so they
 * cache for a year; the type is the one sniffed at upload, and nosniff keeps browsers to it.
 */
export const mediaRoutes = new Hono<AppEnv>()
  // The "Trusted by" logos of the site settings (worker/site-settings/logo-routes.ts).
  .get("/site-logos/:name", async (c) => {
    const key = SITE_LOGO_PREFIX + c.req.param("name");
    const res = SITE_LOGO_KEY.test(key) ? await serveImage(c.env.MEDIA, key) : null;
    return res ?? c.json({ error: "Not found" }, 404);
  })
  .get("/blog-images/:name", async (c) => {
    const name = c.req.param("name");
    const res = PAGE_IMAGE_NAME.test(name) ? await serveImage(c.env.MEDIA, PAGE_IMAGE_PREFIX + name) : null;
    return res ?? c.json({ error: "Not found" }, 404);
  });
