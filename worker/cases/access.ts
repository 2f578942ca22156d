import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { type OwnRecordsRule, ownRecordsOfSession } from "../access/own-records";
import type { AdminEnv } from "../access/require-admin";
import type { Database } from "../db/client";
import { readLeadDeskSettings } from "../leads/settings";
import { cases } from "./tables";

export const NOT_YOUR_CASE = "This case is assigned to a colleague. Ask a manager to assign it to you.";
export const NOT_YOUR_CASE_CODE = "not_your_case";

/**
 * Cases as own records (worker/access/own-records.ts): an advisor sees the cases assigned to them
 * when Settings → Lead desk holds advisors to their own leads, and every case when it does not;
 * owners and managers see all; editors none (the `inquiries` permission, which they lack). The
 * cases' declaration guards every route of one case, its files included (`ownRecords`).
 */
export const caseRecords: OwnRecordsRule = {
  records: "cases",
  roles: ["advisor"],
  held: async (db) => (await readLeadDeskSettings(db)).advisorsOwnOnly,
  assigneeOf: async (db, id) => (await db.select({ assigneeId: cases.assigneeId }).from(cases).where(eq(cases.id, id)).get())?.assigneeId,
  refusal: { error: NOT_YOUR_CASE, code: NOT_YOUR_CASE_CODE },
};

/** The colleague whose cases alone the signed-in admin may see (their own id), or null for every case. */
export const ownCasesOnly = (c: Context<AdminEnv>, db?: Database) => ownRecordsOfSession(caseRecords, c, db);
