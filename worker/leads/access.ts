import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { indiaToday } from "#core/format/india-time";
import type { InquiryListQuery } from "#core/schemas/list-query";
import { type OwnRecordsRule, ownRecordsOfSession } from "../access/own-records";
import type { AdminEnv } from "../access/require-admin";
import type { Database } from "../db/client";
import { inquiries } from "./tables";
import { readLeadDeskSettings } from "./settings";

/** What an advisor limited to their own leads is told of a colleague's. */
const NOT_YOUR_LEAD = "This inquiry is assigned to a colleague. Ask a manager to assign it to you.";
export const NOT_YOUR_LEAD_CODE = "not_your_lead";

/**
 * Leads as own records (worker/access/own-records.ts): advisors, when Settings → Lead desk limits
 * them to their own, see only the inquiries assigned to them, in every list, panel and figure. The
 * leads' declaration guards every route of one inquiry with it (`ownRecords`, worker/leads/feature.ts).
 */
export const leadRecords: OwnRecordsRule = {
  records: "leads",
  roles: ["advisor"],
  held: async (db) => (await readLeadDeskSettings(db)).advisorsOwnOnly,
  assigneeOf: async (db, id) => (await db.select({ assigneeId: inquiries.assigneeId }).from(inquiries).where(eq(inquiries.id, id)).get())?.assigneeId,
  refusal: { error: NOT_YOUR_LEAD, code: NOT_YOUR_LEAD_CODE },
};

/** The colleague whose leads alone the signed-in admin may see (their own id), or null for every lead. */
export const ownLeadsOnly = (c: Context<AdminEnv>, db?: Database) => ownRecordsOfSession(leadRecords, c, db);

/**
 * The list's query as the data layer filters by: "me" becomes the admin's id, and an advisor
 * limited to their own leads is held to them whatever the address asks.
 */
export async function leadListFilters<Q extends Pick<InquiryListQuery, "assignee">>(c: Context<AdminEnv>, query: Q) {
  const own = await ownLeadsOnly(c);
  const asked = query.assignee;
  const assignee = own ?? (asked === "me" ? c.get("session").admin.id : asked === "none" ? ("none" as const) : asked ? Number(asked) : undefined);
  return { ...query, assignee, today: indiaToday() };
}
