import { and, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { can } from "#core/taxonomies/admin-roles";
import { adminRoles } from "#core/taxonomies/admin-roles";
import type { InquiryMessageDetail, InquiryMessageKind } from "#core/taxonomies/inquiries";
import type { LeadStage, LostReason } from "#core/taxonomies/lead-desk";
import type { Database } from "../db/client";
import { adminUsers } from "../access/tables";
import { inquiries, inquiryMessages } from "./tables";
import { staffNameOf } from "../db/staff-name";
import { inquirySubject } from "./inquiry-subject";

/** The roles that handle inquiries, and so can be given one. */
export const leadHandlingRoles = adminRoles.filter((role) => can(role, "inquiries"));

export const staffName = staffNameOf(adminUsers);

/** The colleagues an inquiry can be assigned to, by name. */
export function assignableStaff(db: Database) {
  return db
    .select({ id: adminUsers.id, name: staffName, email: adminUsers.email })
    .from(adminUsers)
    .where(inArray(adminUsers.role, leadHandlingRoles))
    .orderBy(staffName)
    .all();
}

/** One of them, or undefined when the id is no colleague who handles inquiries. */
export function findAssignable(db: Database, id: number) {
  return db
    .select({ id: adminUsers.id, name: staffName, email: adminUsers.email })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, id), inArray(adminUsers.role, leadHandlingRoles)))
    .get();
}

/** What the desk reads of an inquiry before changing it. */
export function findLead(db: Database, id: number) {
  return db
    .select({
      id: inquiries.id,
      name: inquiries.name,
      type: inquiries.type,
      service: inquiries.service,
      subject: inquirySubject,
      stage: inquiries.stage,
      lostReason: inquiries.lostReason,
      wonFee: inquiries.wonFee,
      assigneeId: inquiries.assigneeId,
      firstResponseAt: inquiries.firstResponseAt,
      createdAt: inquiries.createdAt,
    })
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .get();
}

export type Lead = NonNullable<Awaited<ReturnType<typeof findLead>>>;

const nowIso = () => new Date().toISOString();

/** The assignment, returning the inquiry's id (no row for an unknown id); for a batch. */
export function setAssignee(db: Database, id: number, assigneeId: number | null) {
  return db.update(inquiries).set({ assigneeId }).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
}

/**
 * The move to `stage`: the outcome is kept only for Won (the fee) or Lost (the reason), and the
 * moment it closed only while it stays closed; for a batch.
 */
export function setStage(db: Database, id: number, change: { stage: LeadStage; lostReason: LostReason | null; wonFee: number | null; closed: boolean }) {
  // A Won lead whose fee is corrected stays won when it was: its month's outcome does not move.
  const closedAt = change.closed ? sql`case when ${inquiries.stage} = ${change.stage} and ${inquiries.closedAt} is not null then ${inquiries.closedAt} else ${nowIso()} end` : null;
  return db
    .update(inquiries)
    .set({ stage: change.stage, lostReason: change.lostReason, wonFee: change.wonFee, closedAt })
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id, stage: inquiries.stage });
}

/** The follow-up (or none); for a batch. */
export function setFollowUp(db: Database, id: number, on: string | null, time: string | null) {
  return db
    .update(inquiries)
    .set({ followUpOn: on, followUpTime: time })
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id, followUpOn: inquiries.followUpOn, followUpTime: inquiries.followUpTime });
}

/** A lead-desk entry of the thread, returning it as the thread lists it; for a batch. */
export function insertEntry(db: Database, inquiryId: number, adminId: number, kind: Exclude<InquiryMessageKind, "reply" | "note">, detail: InquiryMessageDetail, body = "") {
  return db
    .insert(inquiryMessages)
    .values({ inquiryId, adminId, kind, body, detail })
    .returning({ id: inquiryMessages.id, kind: inquiryMessages.kind, body: inquiryMessages.body, detail: inquiryMessages.detail, createdAt: inquiryMessages.createdAt });
}

/**
 * The visitor's other inquiries, newest first: the same email or the same phone number in its
 * international form, each with where it stands (an advisor held to their own leads: only theirs).
 * Both keys are indexed.
 */
export async function earlierInquiries(db: Database, id: number, ownLeadsOf: number | null, limit = 20) {
  const keys = await db.select({ emailKey: inquiries.emailKey, phoneKey: inquiries.phoneKey }).from(inquiries).where(eq(inquiries.id, id)).get();
  if (!keys || (!keys.emailKey && !keys.phoneKey)) return [];
  const same = or(keys.emailKey ? eq(inquiries.emailKey, keys.emailKey) : undefined, keys.phoneKey ? eq(inquiries.phoneKey, keys.phoneKey) : undefined);
  return db
    .select({
      id: inquiries.id,
      reference: inquiries.reference,
      type: inquiries.type,
      service: inquiries.service,
      subject: inquirySubject,
      status: inquiries.status,
      stage: inquiries.stage,
      lostReason: inquiries.lostReason,
      wonFee: inquiries.wonFee,
      createdAt: inquiries.createdAt,
    })
    .from(inquiries)
    // An advisor held to their own leads sees only those among them.
    .where(and(same, ne(inquiries.id, id), ownLeadsOf === null ? undefined : eq(inquiries.assigneeId, ownLeadsOf)))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit)
    .all();
}

/** Who received the fewest recent leads: the colleague whose latest assignment is the oldest (or who has none). */
export function nextInTurn(db: Database, roles: readonly string[]) {
  const latest = sql<string | null>`(select max(${inquiries.createdAt}) from ${inquiries} where ${inquiries.assigneeId} = ${adminUsers.id})`;
  return db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(inArray(adminUsers.role, [...roles] as (typeof adminRoles)[number][]))
    .orderBy(sql`${latest} is not null`, latest, adminUsers.id)
    .limit(1)
    .get();
}

