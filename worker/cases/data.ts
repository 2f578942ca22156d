import { and, asc, eq, sql } from "drizzle-orm";
import type { Locale } from "#core/i18n/locale";
import type { CaseEntryKind, CaseFileRole, CaseItemState, CaseStatus } from "#core/taxonomies/cases";
import type { ServiceId } from "#core/taxonomies/services";
import { adminUsers } from "../access/tables";
import type { Database } from "../db/client";
import { staffNameOf } from "../db/staff-name";
import { inquiries } from "../leads/tables";
import { caseEntries, caseFiles, caseItems, cases, caseSteps } from "./tables";

const staffName = staffNameOf<string | null>(adminUsers);

/** The id a case insert in the same batch just took: AUTOINCREMENT makes the newest the largest, and a batch runs alone. */
const newestCase = sql<number>`(select max(${cases.id}) from ${cases})`;

/** What a case opens with, its checklist and steps included. */
export interface NewCase {
  inquiryId: number | null;
  followsCaseId: number | null;
  clientName: string;
  clientPhone: string | null;
  clientEmail: string | null;
  language: Locale;
  serviceId: ServiceId;
  subServiceId: string;
  period: string | null;
  assigneeId: number | null;
  dueOn: string | null;
  items: { label: string; note: string | null }[];
  steps: string[];
}

/**
 * The case, returning its id (the write), and the statements that give it its checklist, steps and
 * first timeline entry, for the same batch (`also`): they name the case by {@link newestCase}.
 */
export function insertCase(db: Database, fields: NewCase, adminId: number) {
  const { items, steps, ...row } = fields;
  const write = db.insert(cases).values(row).returning({ id: cases.id });
  const also = [
    ...(items.length > 0 ? [db.insert(caseItems).values(items.map((item, i) => ({ caseId: newestCase, label: item.label, note: item.note, position: i + 1 })))] : []),
    ...(steps.length > 0 ? [db.insert(caseSteps).values(steps.map((label, i) => ({ caseId: newestCase, label, position: i + 1 })))] : []),
    db.insert(caseEntries).values({ caseId: newestCase, kind: "opened", adminId, subject: fields.period }),
  ];
  return { write, also };
}

/** What opening a case reads of a lead: the client's details as the lead gave them, its stage and who handles it. */
export function leadForCase(db: Database, id: number) {
  return db
    .select({
      id: inquiries.id,
      name: inquiries.name,
      email: inquiries.email,
      phone: inquiries.phone,
      language: inquiries.language,
      stage: inquiries.stage,
      assigneeId: inquiries.assigneeId,
      service: inquiries.service,
    })
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .get();
}

/** An open case of the same lead, sub-service and period, if one exists: a second click finds it instead of opening a twin. */
export function openTwin(db: Database, inquiryId: number, subServiceId: string, period: string | null) {
  return db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.inquiryId, inquiryId), eq(cases.subServiceId, subServiceId), period === null ? sql`${cases.period} is null` : eq(cases.period, period)))
    .get();
}

/** The case's own row, with its assignee's name. */
export function findCase(db: Database, id: number) {
  return db
    .select({
      id: cases.id,
      inquiryId: cases.inquiryId,
      followsCaseId: cases.followsCaseId,
      clientName: cases.clientName,
      clientPhone: cases.clientPhone,
      clientEmail: cases.clientEmail,
      language: cases.language,
      serviceId: cases.serviceId,
      subServiceId: cases.subServiceId,
      period: cases.period,
      assigneeId: cases.assigneeId,
      assigneeName: staffName,
      dueOn: cases.dueOn,
      status: cases.status,
      createdAt: cases.createdAt,
      /** The case started from this one, for the next period, if any. */
      nextCaseId: sql<number | null>`(select n.id from ${cases} n where n.follows_case_id = ${cases.id})`,
    })
    .from(cases)
    .leftJoin(adminUsers, eq(adminUsers.id, cases.assigneeId))
    .where(eq(cases.id, id))
    .get();
}

export type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

/** A case's checklist, steps, files and timeline, in order, read together. */
export async function caseParts(db: Database, id: number) {
  const entryAdmin = staffNameOf<string | null>(adminUsers);
  const [items, steps, files, entries] = await db.batch([
    db
      .select({ id: caseItems.id, label: caseItems.label, note: caseItems.note, state: caseItems.state, returnReason: caseItems.returnReason, position: caseItems.position })
      .from(caseItems)
      .where(eq(caseItems.caseId, id))
      .orderBy(asc(caseItems.position), asc(caseItems.id)),
    db
      .select({ id: caseSteps.id, label: caseSteps.label, position: caseSteps.position, doneOn: caseSteps.doneOn, reference: caseSteps.reference, note: caseSteps.note })
      .from(caseSteps)
      .where(eq(caseSteps.caseId, id))
      .orderBy(asc(caseSteps.position)),
    db
      .select({ id: caseFiles.id, role: caseFiles.role, itemId: caseFiles.itemId, stepId: caseFiles.stepId, name: caseFiles.name, contentType: caseFiles.contentType, size: caseFiles.size, createdAt: caseFiles.createdAt })
      .from(caseFiles)
      .where(eq(caseFiles.caseId, id))
      .orderBy(asc(caseFiles.createdAt), asc(caseFiles.id)),
    db
      .select({ id: caseEntries.id, kind: caseEntries.kind, body: caseEntries.body, subject: caseEntries.subject, adminName: entryAdmin, createdAt: caseEntries.createdAt })
      .from(caseEntries)
      .leftJoin(adminUsers, eq(adminUsers.id, caseEntries.adminId))
      .where(eq(caseEntries.caseId, id))
      .orderBy(asc(caseEntries.createdAt), asc(caseEntries.id)),
  ]);
  return { items, steps, files, entries };
}

/** A timeline entry; for a batch. */
export function insertEntry(db: Database, caseId: number, adminId: number, kind: CaseEntryKind, subject: string | null = null, body = "") {
  return db.insert(caseEntries).values({ caseId, adminId, kind, subject, body });
}

export function setCaseDetails(db: Database, id: number, assigneeId: number | null, dueOn: string | null) {
  return db.update(cases).set({ assigneeId, dueOn, updatedAt: new Date().toISOString() }).where(eq(cases.id, id)).returning({ id: cases.id });
}

export function findItem(db: Database, caseId: number, itemId: number) {
  return db
    .select({ id: caseItems.id, label: caseItems.label, state: caseItems.state, note: caseItems.note })
    .from(caseItems)
    .where(and(eq(caseItems.id, itemId), eq(caseItems.caseId, caseId)))
    .get();
}

/** A new item at the end of the checklist, returning it; for a batch. */
export function insertItem(db: Database, caseId: number, label: string, note: string | null) {
  const next = sql<number>`(select coalesce(max(${caseItems.position}), 0) + 1 from ${caseItems} where ${caseItems.caseId} = ${caseId})`;
  return db.insert(caseItems).values({ caseId, label, note, position: next }).returning({ id: caseItems.id, label: caseItems.label });
}

export function deleteItem(db: Database, caseId: number, itemId: number) {
  return db.delete(caseItems).where(and(eq(caseItems.id, itemId), eq(caseItems.caseId, caseId))).returning({ id: caseItems.id });
}

/** Where an item stands and, sent back, why; for a batch. */
export function setItemState(db: Database, caseId: number, itemId: number, state: CaseItemState, returnReason: string | null = null) {
  return db
    .update(caseItems)
    .set({ state, returnReason: state === "returned" ? returnReason : null, updatedAt: new Date().toISOString() })
    .where(and(eq(caseItems.id, itemId), eq(caseItems.caseId, caseId)))
    .returning({ id: caseItems.id, state: caseItems.state, returnReason: caseItems.returnReason });
}

export function setItemNote(db: Database, caseId: number, itemId: number, note: string | null) {
  return db
    .update(caseItems)
    .set({ note, updatedAt: new Date().toISOString() })
    .where(and(eq(caseItems.id, itemId), eq(caseItems.caseId, caseId)))
    .returning({ id: caseItems.id, note: caseItems.note });
}

export function findStep(db: Database, caseId: number, stepId: number) {
  return db
    .select({ id: caseSteps.id, label: caseSteps.label, doneOn: caseSteps.doneOn })
    .from(caseSteps)
    .where(and(eq(caseSteps.id, stepId), eq(caseSteps.caseId, caseId)))
    .get();
}

/** A step done (its day, reference and note) or undone; for a batch. */
export function setStep(db: Database, caseId: number, stepId: number, adminId: number, done: { doneOn: string; reference: string | null; note: string | null } | null) {
  return db
    .update(caseSteps)
    .set(done ? { ...done, doneBy: adminId } : { doneOn: null, reference: null, note: null, doneBy: null })
    .where(and(eq(caseSteps.id, stepId), eq(caseSteps.caseId, caseId)))
    .returning({ id: caseSteps.id, doneOn: caseSteps.doneOn, reference: caseSteps.reference, note: caseSteps.note });
}

/** A stored file's row, returning its id; for a batch. */
export function insertFile(
  db: Database,
  file: { caseId: number; role: CaseFileRole; itemId: number | null; stepId: number | null; key: string; name: string; contentType: string; size: number; uploadedBy: number },
) {
  return db.insert(caseFiles).values(file).returning({ id: caseFiles.id });
}

/** One of the case's files, as its route serves it. */
export function findFile(db: Database, caseId: number, fileId: number) {
  return db
    .select({ id: caseFiles.id, key: caseFiles.key, name: caseFiles.name, contentType: caseFiles.contentType })
    .from(caseFiles)
    .where(and(eq(caseFiles.id, fileId), eq(caseFiles.caseId, caseId)))
    .get();
}

export function setCaseStatus(db: Database, id: number, status: CaseStatus) {
  return db.update(cases).set({ status, updatedAt: new Date().toISOString() }).where(eq(cases.id, id)).returning({ id: cases.id, status: cases.status });
}
