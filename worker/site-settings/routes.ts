import { Hono } from "hono";
import type { Context } from "hono";
import { idParamSchema } from "#core/schemas/common";
import { revertSiteSettingsSchema, saveSiteSettingsSchema, type SiteSettings } from "#core/schemas/site-settings";
import { type AdminEnv, requireRecentVerification } from "../access/require-admin";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { commit } from "../events/commit";
import type { DomainEvent } from "../events/types";
import { requireJson, validate } from "../http/validate";
import { findSiteSettingsVersion, insertSiteSettingsVersion, listSiteSettingsHistory, readSiteSettings } from "./data";
import { allow } from "../access/permissions";

export const STALE_VERSION =
  "A colleague changed the site settings after you opened them, so nothing was saved. Reload the page to see their version, then make your change again.";

/**
 * Stores `data` as the version after `baseVersion`, the one the admin was looking at: refused
 * (409) when that is no longer the newest, so nobody overwrites a colleague's save unseen.
 */
export async function saveVersion(
  c: Context<AdminEnv>,
  baseVersion: number,
  data: SiteSettings,
  event: (version: number, adminId: number) => DomainEvent,
): Promise<{ version: number } | null> {
  const db = getDb(c.env.DB);
  const adminId = c.get("session").admin.id;
  const current = await readSiteSettings(db);
  if (current.version !== baseVersion) return null;
  const version = baseVersion + 1;
  const happened = event(version, adminId);
  try {
    await commit(c, db, {
      write: insertSiteSettingsVersion(db, {
        version,
        data,
        adminId,
        revertedFrom: happened.type === "site_settings.reverted" ? happened.revertedFrom : undefined,
      }),
      intent: {
        type: happened.type,
        adminId,
        id: version,
        detail: happened.type === "site_settings.reverted" ? { revertedFrom: happened.revertedFrom } : undefined,
      },
      event: ([row]) => (row ? happened : null),
    });
  } catch (err) {
    // Two saves from the same version at once: the first one in wins.
    if (isUniqueViolation(err, "site_settings.version")) return null;
    throw err;
  }
  return { version };
}

/** Settings → Site: read the current values and their history, save, and restore an older version. */
export const siteSettingsAdminRoutes = new Hono<AdminEnv>()
  .get("/", allow("settings"), async (c) => {
    const db = getDb(c.env.DB);
    const [current, history] = await Promise.all([readSiteSettings(db), listSiteSettingsHistory(db)]);
    return c.json({ ...current, history }, 200);
  })
  .put("/", allow("settings"), requireRecentVerification, requireJson, validate("json", saveSiteSettingsSchema), async (c) => {
    const { baseVersion, settings } = c.req.valid("json");
    const saved = await saveVersion(c, baseVersion, settings, (id, adminId) => ({ type: "site_settings.saved", adminId, id }));
    if (!saved) return c.json({ error: STALE_VERSION }, 409);
    return c.json({ version: saved.version, settings }, 200);
  })
  .post(
    "/versions/:id/revert",
    allow("settings"),
    requireRecentVerification,
    requireJson,
    validate("param", idParamSchema),
    validate("json", revertSiteSettingsSchema),
    async (c) => {
      const from = c.req.valid("param").id;
      const settings = await findSiteSettingsVersion(getDb(c.env.DB), from);
      if (!settings) return c.json({ error: "That version of the site settings no longer exists." }, 404);
      const saved = await saveVersion(c, c.req.valid("json").baseVersion, settings, (id, adminId) => ({
        type: "site_settings.reverted",
        adminId,
        id,
        revertedFrom: from,
      }));
      if (!saved) return c.json({ error: STALE_VERSION }, 409);
      return c.json({ version: saved.version, settings }, 200);
    },
  );
