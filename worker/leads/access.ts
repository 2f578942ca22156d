import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { indiaToday } from "#core/format/india-time";
import type { InquiryListQuery } from "#core/schemas/list-query";
import type { AdminEnv } from "../auth/require-admin";
import { type Database, getDb } from "../db/client";
import { inquiries } from "../db/schema";
import { readLeadDeskSettings } from "./settings";

/** What an advisor limited to their own leads is told of a colleague's. */
export const NOT_YOUR_LEAD = "This inquiry is assigned to a colleague. Ask a manager to assign it to you.";
export const NOT_YOUR_LEAD_CODE = "not_your_lead";

/**
 * The colleague whose leads alone the signed-in admin may see: their own id when they are an
 * advisor and the owner limited advisors to their own leads (Settings → Lead desk), else null.
 */
export async function ownLeadsOnly(c: Context<AdminEnv>, db: Database = getDb(c.env.DB)): Promise<number | null> {
  const { admin } = c.get("session");
  if (admin.role !== "advisor") return null;
  return (await readLeadDeskSettings(db)).advisorsOwnOnly ? admin.id : null;
}

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

/**
 * Guards every route of one inquiry (`/:id…`): an advisor limited to their own leads gets a 403
 * for a colleague's or an unassigned one. Paths whose `:id` is not a number (`/export`) pass.
 */
export const ownLeadGuard = createMiddleware<AdminEnv>(async (c, next) => {
  const id = c.req.param("id");
  if (!id || !/^[1-9]\d{0,15}$/.test(id)) return next();
  const db = getDb(c.env.DB);
  const own = await ownLeadsOnly(c, db);
  if (own === null) return next();
  const row = await db.select({ assigneeId: inquiries.assigneeId }).from(inquiries).where(eq(inquiries.id, Number(id))).get();
  // An unknown id falls through to the route's own 404.
  if (row && row.assigneeId !== own) return c.json({ error: NOT_YOUR_LEAD, code: NOT_YOUR_LEAD_CODE }, 403);
  return next();
});
