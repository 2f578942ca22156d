import { and, eq, isNull } from "drizzle-orm";
import { workingMinutesBetween } from "#core/format/working-minutes";
import type { InquiryType } from "#core/taxonomies/inquiries";
import type { Database } from "../db/client";
import { inquiries } from "../db/schema";
import { readSiteSettings } from "../site-settings/data";

/**
 * The first response to a lead (a reply, a logged call or WhatsApp, or its stage moved past New):
 * when it happened and the working minutes it took in the hours Settings → Site lists, computed
 * now so the dashboard's percentiles read one indexed column. None when the lead had one already;
 * the statement itself also leaves an earlier first response alone. For the response's batch: in
 * an array, since an awaited query builder would run.
 */
export async function firstResponseWrite(db: Database, lead: { id: number; type: InquiryType; createdAt: string; firstResponseAt: string | null }, now = new Date()) {
  // A job application is no lead: answering it is hiring, which the response-time figures leave out.
  if (lead.firstResponseAt || lead.type === "job_application") return [];
  const { settings } = await readSiteSettings(db);
  const at = now.toISOString();
  return [
    db
      .update(inquiries)
      .set({ firstResponseAt: at, firstResponseMinutes: workingMinutesBetween(lead.createdAt, at, settings.hours) })
      .where(and(eq(inquiries.id, lead.id), isNull(inquiries.firstResponseAt))),
  ];
}
