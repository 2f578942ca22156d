import { Hono } from "hono";
import * as v from "valibot";
import { safeFileName } from "#core/schemas/common";
import { logoFieldsSchema } from "#core/schemas/site-settings";
import { MAX_LOGOS, SITE_LOGO_PREFIX } from "#core/taxonomies/site-settings";
import { type AdminEnv, requireRecentVerification } from "../auth/require-admin";
import { limitBody } from "../http/body-limit";
import { validate } from "../http/validate";
import { sniffImage } from "../media/files";
import { imageProblem } from "../media/image-header";
import { putObject } from "../media/put-object";
import { logRejectedUploads } from "../media/rejected-upload";
import { MAX_IMAGE_BYTES, NOT_AN_IMAGE } from "../media/upload-routes";
import { getDb } from "../db/client";
import { readSiteSettings } from "./data";
import { saveVersion, STALE_VERSION } from "./routes";

const logoFormSchema = v.object({
  ...logoFieldsSchema.entries,
  file: v.pipe(
    v.file("Choose the logo's image file."),
    v.maxSize(MAX_IMAGE_BYTES, "The image is too large. The limit is 5 MB."),
    safeFileName(),
  ),
});

/**
 * Adds a "Trusted by" logo: the image is checked by its bytes like every upload (PNG, JPEG, WebP or
 * GIF, never SVG; a sound header of sane size), stored in R2 under a fresh key, and saved at once
 * as a new version of the settings, so no object is left that no version names. Removing a logo
 * later leaves the object in place: older versions still show it, and a revert brings it back.
 */
export const siteLogoRoutes = new Hono<AdminEnv>().post(
  "/",
  requireRecentVerification,
  logRejectedUploads("site_logo", "file"),
  limitBody(MAX_IMAGE_BYTES + 64 * 1024),
  validate("form", logoFormSchema),
  async (c) => {
    const { file, alt, href, baseVersion } = c.req.valid("form");
    const { version, settings } = await readSiteSettings(getDb(c.env.DB));
    if (version !== baseVersion) return c.json({ error: STALE_VERSION }, 409);
    if (settings.logos.length >= MAX_LOGOS) {
      return c.json({ error: `The strip holds up to ${MAX_LOGOS} logos. Remove one before adding another.` }, 409);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImage(bytes);
    if (!kind) return c.json({ error: NOT_AN_IMAGE, fieldErrors: { file: NOT_AN_IMAGE } }, 415);
    const problem = imageProblem(bytes, kind);
    if (problem) return c.json({ error: problem, fieldErrors: { file: problem } }, 422);

    const key = `${SITE_LOGO_PREFIX}${crypto.randomUUID()}.${kind.ext}`;
    await putObject(c.env.MEDIA, key, bytes, kind.contentType);
    const next = { ...settings, logos: [...settings.logos, { key, alt, href }] };
    let saved: { version: number } | null;
    try {
      saved = await saveVersion(c, baseVersion, next, (id, adminId) => ({ type: "site_settings.logo_added", adminId, id }));
    } catch (err) {
      // No version names the object: it goes again.
      await c.env.MEDIA.delete(key);
      throw err;
    }
    if (!saved) {
      await c.env.MEDIA.delete(key);
      return c.json({ error: STALE_VERSION }, 409);
    }
    return c.json({ version: saved.version, settings: next }, 201);
  },
);
