import { closureOf } from "#core/format/job-closing";
import type { Database } from "../db/client";
import { jobs } from "../jobs/tables";
import { inquiries } from "../leads/tables";
import { leadSourceColumns, type StoredLeadSource } from "../inquiries/lead-source";
import { keyColumns, notificationDue } from "../inquiries/submissions";
import { visitorKeys } from "../leads/visitor-keys";
import type { SubmissionKey } from "../submissions/submission-key";
import { findPublished, listPublished } from "../publishable/published";
import { stillOpen } from "./open";

const openingColumns = {
  id: jobs.id,
  title: jobs.title,
  slug: jobs.slug,
  location: jobs.location,
  jobType: jobs.jobType,
  salaryRange: jobs.salaryRange,
  // Their Hindi twins, for /hi/careers: null where staff have not written one (the English shows, marked).
  titleHi: jobs.titleHi,
  locationHi: jobs.locationHi,
  salaryRangeHi: jobs.salaryRangeHi,
  createdAt: jobs.createdAt,
};

/**
 * Published listings still taking applications, newest first. A job seeker reading /careers
 * wants roles they can apply for: filled and closed ones leave the list (their pages stay).
 */
export function listOpenings(db: Database) {
  return listPublished(db, jobs, openingColumns, stillOpen());
}

/**
 * One published listing with its text and, when it no longer takes applications, why
 * (`closure`: filled or closed) and its closing date; undefined for an unknown or draft one.
 */
export async function getOpening(db: Database, slug: string) {
  const job = await findPublished(
    db,
    jobs,
    {
      ...openingColumns,
      description: jobs.description,
      requirements: jobs.requirements,
      descriptionHi: jobs.descriptionHi,
      requirementsHi: jobs.requirementsHi,
      hiringStatus: jobs.hiringStatus,
      closesOn: jobs.closesOn,
    },
    slug,
  );
  if (!job) return undefined;
  const { hiringStatus, ...rest } = job;
  return { ...rest, closure: closureOf({ hiringStatus, closesOn: job.closesOn }) };
}

export interface ApplicationRow {
  jobId: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  resumeKey: string;
  /** The absolute URL of the page the form was on, if the form sent it. */
  pageUrl: string | null;
  source: StoredLeadSource;
  key: SubmissionKey | null;
  reference: string;
}

export function insertApplication(db: Database, row: ApplicationRow) {
  return db
    .insert(inquiries)
    .values({
      reference: row.reference,
      type: "job_application",
      jobId: row.jobId,
      name: row.name,
      email: row.email,
      phone: row.phone || null,
      message: row.message,
      resumeUrl: row.resumeKey,
      sourcePage: row.pageUrl,
      ...leadSourceColumns(row.source),
      ...keyColumns(row.key),
      ...notificationDue(),
      ...visitorKeys(row.email, row.phone),
    })
    .onConflictDoNothing({ target: inquiries.idempotencyKey })
    .returning({ id: inquiries.id });
}
