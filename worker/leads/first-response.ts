import { and, eq, isNull } from "drizzle-orm";
import { workingMinutesBetween } from "#core/format/working-minutes";
import type { InquiryType } from "#core/taxonomies/inquiries";
import type { Database } from "../db/client";
import { inquiries } from "./tables";
import { readSiteSettings } from "../site-settings/data";

interface Answerable {
  id: number;
  type: InquiryType;
  createdAt: string;
  firstResponseAt: string | null;
}

/**
 * The first responses to these leads (a reply, Mark as Replied, a logged call or WhatsApp, or the
 * stage moved past New): when they happened and the working minutes each took in the hours
 * Settings → Site lists, computed now so the dashboard's percentiles read stored minutes. None for
 * a lead that had one already (each statement also leaves an earlier first response alone) or for
 * a job application: answering one is hiring, which the response-time figures leave out. For the
 * response's batch: in an array, since an awaited query builder would run.
 */
export async function firstResponseWrites(db: Database, leads: readonly Answerable[], now = new Date()) {
  const unanswered = leads.filter((lead) => !lead.firstResponseAt && lead.type !== "job_application");
  if (unanswered.length === 0) return [];
  const { settings } = await readSiteSettings(db);
  const at = now.toISOString();
  return unanswered.map((lead) =>
    db
      .update(inquiries)
      .set({ firstResponseAt: at, firstResponseMinutes: workingMinutesBetween(lead.createdAt, at, settings.hours) })
      .where(and(eq(inquiries.id, lead.id), isNull(inquiries.firstResponseAt))),
  );
}

/** The first response to one lead (see firstResponseWrites). */
export const firstResponseWrite = (db: Database, lead: Answerable, now = new Date()) => firstResponseWrites(db, [lead], now);
