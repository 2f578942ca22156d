import { Hono } from "hono";
import * as v from "valibot";
import { logoFieldsSchema } from "#core/schemas/site-settings";
import { MAX_LOGOS, SITE_LOGO_PREFIX, SITE_LOGO_URL_PREFIX } from "#core/taxonomies/site-settings";
import { type AdminEnv, requireRecentVerification } from "../access/require-admin";
import { validate } from "../http/validate";
import { attachObject } from "../media/lifecycle";
import { checkUpload, imageCheck, type ObjectKind } from "../media/object-kind";
import { logRejectedUploads } from "../media/rejected-upload";
import { imageFileSchema, limitImageBody, refusedUpload } from "../media/upload-route";
import { getDb } from "../db/client";
import { readSiteSettings } from "./data";
import { saveVersion, STALE_VERSION } from "./routes";
import { allow } from "../access/permissions";

/** A "Trusted by" logo: checked as an image, public under /media/site-logos/, owned by the settings versions naming its key. */
const siteLogo: ObjectKind<string> = { upload: "site_logo", prefix: SITE_LOGO_PREFIX, urlPrefix: SITE_LOGO_URL_PREFIX, check: imageCheck };

const logoFormSchema = v.object({
  ...logoFieldsSchema.entries,
  file: imageFileSchema("Choose the logo's image file."),
});

/**
 * Adds a "Trusted by" logo: the image is checked by its bytes like every upload (PNG, JPEG, WebP or
 * GIF, never SVG; a sound header of sane size), stored in R2 under a fresh key, and saved at once
 * as a new version of the settings, so no object is left that no version names. Removing a logo
 * later leaves the object in place: older versions still show it, and a revert brings it back.
 */
export const siteLogoRoutes = new Hono<AdminEnv>().post(
  "/",
  allow("settings"),
  requireRecentVerification,
  logRejectedUploads(siteLogo.upload, "file"),
  limitImageBody,
  validate("form", logoFormSchema),
  async (c) => {
    const { file, alt, href, baseVersion } = c.req.valid("form");
    const db = getDb(c.env.DB);
    const { version, settings } = await readSiteSettings(db);
    if (version !== baseVersion) return c.json({ error: STALE_VERSION }, 409);
    if (settings.logos.length >= MAX_LOGOS) {
      return c.json({ error: `The strip holds up to ${MAX_LOGOS} logos. Remove one before adding another.` }, 409);
    }
    const checked = await checkUpload(siteLogo, file);
    if ("refusal" in checked) return refusedUpload(c, checked.refusal);
    const next = { ...settings, logos: [...settings.logos, { key: checked.object.key, alt, href }] };
    // Another save since the read (null) means no version names the object: it goes again.
    const saved = await attachObject({ bucket: c.env.MEDIA, db }, checked.object, {
      write: () => saveVersion(c, baseVersion, next, (id, adminId) => ({ type: "site_settings.logo_added", adminId, id })),
      attached: (result) => result !== null,
    });
    if (!saved) return c.json({ error: STALE_VERSION }, 409);
    return c.json({ version: saved.version, settings: next }, 201);
  },
);
