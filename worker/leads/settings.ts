import { eq } from "drizzle-orm";
import { DEFAULT_LEAD_DESK_SETTINGS, type LeadDeskSettings } from "#core/schemas/lead-desk";
import type { Database } from "../db/client";
import { leadDeskSettings } from "./tables";

const ROW = 1;

/** Settings → Lead desk as saved, or the defaults (nobody assigned by rule, advisors see every lead). */
export async function readLeadDeskSettings(db: Database): Promise<LeadDeskSettings> {
  const row = await db.select({ settings: leadDeskSettings.settings }).from(leadDeskSettings).where(eq(leadDeskSettings.id, ROW)).get();
  return { ...DEFAULT_LEAD_DESK_SETTINGS, ...row?.settings };
}

/** The save, replacing the one row; for a batch. */
export function saveLeadDeskSettings(db: Database, settings: LeadDeskSettings) {
  const updatedAt = new Date().toISOString();
  return db
    .insert(leadDeskSettings)
    .values({ id: ROW, settings, updatedAt })
    .onConflictDoUpdate({ target: leadDeskSettings.id, set: { settings, updatedAt } })
    .returning({ settings: leadDeskSettings.settings });
}
