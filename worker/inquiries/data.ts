import { and, count, desc, eq, inArray, isNull, like, lt, lte, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { getService } from "#core/content/services";
import type { InquiryListQuery } from "#core/schemas/list-query";
import type { InquiryStatus } from "#core/taxonomies/inquiries";
import type { ServiceId } from "#core/taxonomies/services";
import type { Database } from "../db/client";
import { adminUsers } from "../access/tables";
import { jobs } from "../jobs/tables";
import { inquiries } from "../leads/tables";
import { staffNameOf } from "../db/staff-name";
import { closedStages, type FollowUpFilter } from "#core/taxonomies/lead-desk";
import { dateRange, offsetOf, orderOf } from "../lib/list-page";
import { countMatching, LOOKUP_BELOW, matchingInquiries, type SearchPlan } from "./search";
import { inquirySubject } from "../leads/inquiry-subject";

/** The colleague handling an inquiry, joined under its own name beside the thread's authors. */
const assignee = alias(adminUsers, "assignee");

/** What the admin and the staff mails show of an inquiry, with the title of the job it applies to and the lead desk's facts. */
const inquiryColumns = {
  id: inquiries.id,
  reference: inquiries.reference,
  name: inquiries.name,
  email: inquiries.email,
  phone: inquiries.phone,
  type: inquiries.type,
  status: inquiries.status,
  subject: inquirySubject,
  /** A call-back request's time, as a key: the visitor's mail and the staff's WhatsApp word it in the inquiry's language. */
  callbackTime: inquiries.callbackTime,
  message: inquiries.message,
  service: inquiries.service,
  options: inquiries.options,
  // Only whether a résumé exists: the file is fetched through the admin download route.
  hasResume: sql`${inquiries.resumeUrl} is not null`.mapWith(Boolean),
  jobId: inquiries.jobId,
  jobTitle: jobs.title,
  sourcePage: inquiries.sourcePage,
  referrer: inquiries.referrer,
  utmSource: inquiries.utmSource,
  utmMedium: inquiries.utmMedium,
  utmCampaign: inquiries.utmCampaign,
  /** The language of the page the form was on: the acknowledgement was written in it. */
  language: inquiries.language,
  createdAt: inquiries.createdAt,
  stage: inquiries.stage,
  assigneeId: inquiries.assigneeId,
  assigneeName: staffNameOf<string | null>(assignee),
  lostReason: inquiries.lostReason,
  wonFee: inquiries.wonFee,
  closedAt: inquiries.closedAt,
  followUpOn: inquiries.followUpOn,
  followUpTime: inquiries.followUpTime,
  firstResponseAt: inquiries.firstResponseAt,
  firstResponseMinutes: inquiries.firstResponseMinutes,
};

export type InquiryDetails = NonNullable<Awaited<ReturnType<typeof findInquiry>>>;

/**
 * The list's filters as the data layer takes them: `assignee` resolved to a colleague's id or
 * "none" (the route turns "me" into the signed-in admin's id, and pins an advisor limited to their
 * own leads to it), and India's date, which the follow-up filter counts from.
 */
export type InquiryFilters = Omit<InquiryListQuery, "page" | "size" | "sort" | "assignee"> & { assignee?: number | "none"; today: string };

/**
 * A service line matches its enquiries ("Legal & Tax Consultancy") and its quotes, which store
 * "<sub-service> — <service>" (worker/inquiries/submissions.ts).
 */
function ofService(id: ServiceId): SQL | undefined {
  const title = getService(id)?.title;
  return title ? or(eq(inquiries.service, title), like(inquiries.service, `% — ${title}`)) : undefined;
}

/** Open leads whose follow-up falls today, before today, or either (closed leads need none). */
function followUpDue(filter: FollowUpFilter, today: string): SQL | undefined {
  const day = filter === "today" ? eq(inquiries.followUpOn, today) : filter === "overdue" ? lt(inquiries.followUpOn, today) : lte(inquiries.followUpOn, today);
  return and(day, notInArray(inquiries.stage, [...closedStages]));
}

/** Every inquiry of the visitor who sent inquiry `id`: the same email, or the same phone in its international form. */
const samePersonAs = (id: number) =>
  sql`(${inquiries.emailKey} = (select email_key from inquiries where id = ${id}) or ${inquiries.phoneKey} = (select phone_key from inquiries where id = ${id}))`;

/** The filters other than the search. */
const filtersWhere = ({ status, type, service, job, from, to, stage, assignee: assigned, followUp, person, today }: InquiryFilters) =>
  and(
    status ? eq(inquiries.status, status) : undefined,
    type ? eq(inquiries.type, type) : undefined,
    service ? ofService(service) : undefined,
    job ? eq(inquiries.jobId, job) : undefined,
    // Job applications are no leads: their stage never moves, so no stage lists them.
    stage ? and(eq(inquiries.stage, stage), ne(inquiries.type, "job_application")) : undefined,
    assigned === "none" ? isNull(inquiries.assigneeId) : assigned ? eq(inquiries.assigneeId, assigned) : undefined,
    followUp ? followUpDue(followUp, today) : undefined,
    person ? samePersonAs(person) : undefined,
    dateRange(inquiries.createdAt, from, to),
  );

/** The WHERE of a filtered, searched inbox: every filter given must hold. */
function inquiryWhere(filters: InquiryFilters, plan?: SearchPlan): SQL | undefined {
  return and(filtersWhere(filters), filters.q ? matchingInquiries(filters.q, plan) : undefined);
}

/**
 * One page of the inbox and how many inquiries match. The page's ids are chosen first from the
 * indexes alone, so a deep page skips index entries, not whole rows and joins. A search first
 * counts its matches in the search index (one quick query): that count is the total when nothing
 * else narrows the list, and it chooses how the page is found (search.ts).
 */
export async function listInquiries(db: Database, query: Pick<InquiryListQuery, "page" | "size" | "sort"> & InquiryFilters) {
  const page = { page: query.page, size: query.size };
  const matches = query.q ? await countMatching(db, query.q) : null;
  if (matches === 0) return { rows: [], total: 0, ...page };
  const plan = matches !== null && matches >= LOOKUP_BELOW ? "scan" : "lookup";
  const where = inquiryWhere(query, plan);
  const order = orderOf(query.sort, { date: inquiries.createdAt, name: inquiries.name }, inquiries.id);
  const pageIds = db.select({ id: inquiries.id }).from(inquiries).where(where).orderBy(...order).limit(query.size).offset(offsetOf(query));
  const rowsOfPage = db.select(inquiryColumns).from(inquiries).leftJoin(jobs, eq(jobs.id, inquiries.jobId)).leftJoin(assignee, eq(assignee.id, inquiries.assigneeId)).where(inArray(inquiries.id, pageIds)).orderBy(...order);
  if (matches !== null && filtersWhere(query) === undefined) return { rows: await rowsOfPage, total: matches, ...page };
  const [[counted], rows] = await db.batch([db.select({ total: count() }).from(inquiries).where(inquiryWhere(query, "lookup")), rowsOfPage]);
  return { rows, total: counted?.total ?? 0, ...page };
}

/** One inquiry as the list and the staff mails show it (a panel opened from a link, a notification); undefined for an unknown id. */
export function findInquiry(db: Database, id: number) {
  return db.select(inquiryColumns).from(inquiries).leftJoin(jobs, eq(jobs.id, inquiries.jobId)).leftJoin(assignee, eq(assignee.id, inquiries.assigneeId)).where(eq(inquiries.id, id)).get();
}

/** Where the next export page starts: after this row, newest first. */
export interface ExportCursor {
  createdAt: string;
  id: number;
}

/** One keyset page of matching inquiries for the CSV export, newest first. */
export function exportPage(db: Database, filters: InquiryFilters, after: ExportCursor | null, size: number) {
  return db
    .select(inquiryColumns)
    .from(inquiries)
    .leftJoin(jobs, eq(jobs.id, inquiries.jobId))
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
    .where(and(inquiryWhere(filters), after ? sql`(${inquiries.createdAt}, ${inquiries.id}) < (${after.createdAt}, ${after.id})` : undefined))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(size)
    .all();
}

/** The status update, returning the id and new status (no row for an unknown id); for a batch. */
export function setInquiryStatus(db: Database, id: number, status: InquiryStatus) {
  return db.update(inquiries).set({ status }).where(eq(inquiries.id, id)).returning({ id: inquiries.id, status: inquiries.status });
}

/** The R2 key of the inquiry's résumé, if it has one. */
export function findInquiryResume(db: Database, id: number) {
  return db.select({ name: inquiries.name, key: inquiries.resumeUrl }).from(inquiries).where(eq(inquiries.id, id)).get();
}

/** The delete, returning the id (no row for an unknown id); for a batch. */
export function deleteInquiry(db: Database, id: number) {
  return db.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
}

/** Of these ids, the inquiries that exist (and are assigned to `assigneeId`, when given), with their résumé keys and what a first response needs. */
export async function findInquiries(db: Database, ids: number[], assigneeId: number | null = null) {
  const rows = await db
    .select({ id: inquiries.id, key: inquiries.resumeUrl, type: inquiries.type, createdAt: inquiries.createdAt, firstResponseAt: inquiries.firstResponseAt, assigneeId: inquiries.assigneeId })
    .from(inquiries)
    .where(inArray(inquiries.id, ids))
    .all();
  // Filtered here, not bound: a full page of ids already takes D1's 100 parameters.
  return assigneeId === null ? rows : rows.filter((row) => row.assigneeId === assigneeId);
}

/** The status update of exactly these ids, returning those changed; for a batch. */
export function setInquiriesStatus(db: Database, ids: number[], status: InquiryStatus) {
  return db.update(inquiries).set({ status }).where(inArray(inquiries.id, ids)).returning({ id: inquiries.id });
}

/** The delete of exactly these ids, returning those deleted; for a batch. */
export function deleteInquiries(db: Database, ids: number[]) {
  return db.delete(inquiries).where(inArray(inquiries.id, ids)).returning({ id: inquiries.id });
}

/** Inquiries received before `cutoff` (ISO), oldest first, with their résumé keys: what retention removes next. */
export function expiredInquiries(db: Database, cutoff: string, limit: number) {
  return db
    .select({ id: inquiries.id, key: inquiries.resumeUrl })
    .from(inquiries)
    .where(lt(inquiries.createdAt, cutoff))
    .orderBy(inquiries.createdAt)
    .limit(limit)
    .all();
}
