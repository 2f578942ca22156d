import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { inquiries, jobs } from "../db/schema";

const openingColumns = {
  id: jobs.id,
  title: jobs.title,
  slug: jobs.slug,
  location: jobs.location,
  jobType: jobs.jobType,
  salaryRange: jobs.salaryRange,
  createdAt: jobs.createdAt,
};

/** Published job listings, newest first. */
export function listOpenings(db: Database) {
  return db.select(openingColumns).from(jobs).where(eq(jobs.published, true)).orderBy(desc(jobs.createdAt), desc(jobs.id)).all();
}

export function getOpening(db: Database, slug: string) {
  return db
    .select({ ...openingColumns, description: jobs.description, requirements: jobs.requirements })
    .from(jobs)
    .where(and(eq(jobs.slug, slug), eq(jobs.published, true)))
    .get();
}

export interface ApplicationRow {
  jobId: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  resumeKey: string;
  idempotencyKey: string | null;
}

export function insertApplication(db: Database, row: ApplicationRow) {
  return db
    .insert(inquiries)
    .values({
      type: "job_application",
      jobId: row.jobId,
      name: row.name,
      email: row.email,
      phone: row.phone || null,
      message: row.message,
      resumeUrl: row.resumeKey,
      idempotencyKey: row.idempotencyKey,
    })
    .onConflictDoNothing({ target: inquiries.idempotencyKey })
    .returning({ id: inquiries.id });
}
