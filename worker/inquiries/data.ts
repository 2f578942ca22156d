import { desc, eq, sql } from "drizzle-orm";
import type { InquiryStatus } from "#core/taxonomies/inquiries";
import type { Database } from "../db/client";
import { inquiries, jobs } from "../db/schema";

/** What the admin and the staff mails show of an inquiry, with the title of the job it applies to. */
const inquiryColumns = {
  id: inquiries.id,
  name: inquiries.name,
  email: inquiries.email,
  phone: inquiries.phone,
  type: inquiries.type,
  status: inquiries.status,
  subject: inquiries.subject,
  message: inquiries.message,
  service: inquiries.service,
  options: inquiries.options,
  // Only whether a résumé exists: the file is fetched through the admin download route.
  hasResume: sql`${inquiries.resumeUrl} is not null`.mapWith(Boolean),
  jobTitle: jobs.title,
  sourcePage: inquiries.sourcePage,
  createdAt: inquiries.createdAt,
};

export type InquiryDetails = NonNullable<Awaited<ReturnType<typeof findInquiry>>>;

/** Every inquiry, newest first. */
export function listInquiries(db: Database) {
  return db
    .select(inquiryColumns)
    .from(inquiries)
    .leftJoin(jobs, eq(jobs.id, inquiries.jobId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .all();
}

/** One inquiry as the admin sees it, or undefined for an unknown id. */
export function findInquiry(db: Database, id: number) {
  return db.select(inquiryColumns).from(inquiries).leftJoin(jobs, eq(jobs.id, inquiries.jobId)).where(eq(inquiries.id, id)).get();
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
