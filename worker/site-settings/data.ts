import { desc, eq } from "drizzle-orm";
import * as v from "valibot";
import { defaultSiteSettings } from "#core/content/site-defaults";
import { type SiteSettings, siteSettingsSchema } from "#core/schemas/site-settings";
import type { Database } from "../db/client";
import { adminUsers } from "../access/tables";
import { siteSettings } from "./tables";
import { log } from "../lib/log";

interface CurrentSiteSettings {
  version: number;
  settings: SiteSettings;
}

/**
 * A stored version as pages may show it. Fields added to the schema after a version was saved take
 * the spec's values; a version that no longer passes the rules (never expected) gives way to the
 * spec's values as a whole, logged, rather than breaking every page.
 */
function usable(version: number, data: unknown): SiteSettings {
  const result = v.safeParse(siteSettingsSchema, { ...defaultSiteSettings, ...(data as object) });
  if (result.success) return result.output;
  log("error", "site_settings_unreadable", { version });
  return defaultSiteSettings;
}

/** The newest version: what every page shows. Version 0 (the spec's values) only if the table is empty. */
export async function readSiteSettings(db: Database): Promise<CurrentSiteSettings> {
  const row = await db
    .select({ version: siteSettings.version, data: siteSettings.data })
    .from(siteSettings)
    .orderBy(desc(siteSettings.version))
    .limit(1)
    .get();
  return row ? { version: row.version, settings: usable(row.version, row.data) } : { version: 0, settings: defaultSiteSettings };
}

export async function findSiteSettingsVersion(db: Database, version: number): Promise<SiteSettings | null> {
  const row = await db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.version, version)).get();
  return row ? usable(version, row.data) : null;
}

/** How many versions the history screen lists: enough to undo a bad week, short enough to read. */
const HISTORY_LENGTH = 25;

/** The newest versions, newest first, with who saved each and what it changed from the one before. */
export async function listSiteSettingsHistory(db: Database) {
  // One more than shown, so the oldest listed version still has a predecessor to compare with.
  const rows = await db
    .select({
      version: siteSettings.version,
      data: siteSettings.data,
      revertedFrom: siteSettings.revertedFrom,
      savedBy: adminUsers.email,
      createdAt: siteSettings.createdAt,
    })
    .from(siteSettings)
    .leftJoin(adminUsers, eq(adminUsers.id, siteSettings.adminId))
    .orderBy(desc(siteSettings.version))
    .limit(HISTORY_LENGTH + 1);
  return rows.slice(0, HISTORY_LENGTH).map(({ data, ...row }, i) => {
    const previous = rows[i + 1];
    return { ...row, changes: previous ? changedSections(previous.data, data) : [] };
  });
}

/** The settings' sections as the history names them. */
const SECTION_LABELS: Record<keyof SiteSettings, string> = {
  phones: "Phone numbers",
  whatsapp: "WhatsApp number",
  email: "Email",
  address: "Address",
  mapUrl: "Map link",
  hours: "Business hours",
  bookingUrl: "Booking page",
  heroFigures: "Hero figures",
  statFigures: "Stats band",
  supportBadge: "Consultation badge",
  hindi: "Hindi text",
  logos: "Trusted by logos",
  social: "Social links",
};

function changedSections(before: SiteSettings, after: SiteSettings): string[] {
  return (Object.keys(SECTION_LABELS) as (keyof SiteSettings)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => SECTION_LABELS[key]);
}

/** Adds `version`; the primary key refuses it if a colleague saved that version first. */
export function insertSiteSettingsVersion(
  db: Database,
  row: { version: number; data: SiteSettings; adminId: number; revertedFrom?: number },
) {
  return db
    .insert(siteSettings)
    .values({ version: row.version, data: row.data, adminId: row.adminId, revertedFrom: row.revertedFrom ?? null })
    .returning({ version: siteSettings.version });
}
