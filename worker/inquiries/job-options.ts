import { desc } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobs } from "../jobs/tables";

/**
 * The inbox's Job filter: the latest 100 listings, published or not (applications outlive a
 * listing's publication), by id and title only. Here rather than the job listings' own API, which
 * is content an advisor, who files the applications, may not open.
 */
export function jobFilterOptions(db: Database) {
  return db.select({ id: jobs.id, title: jobs.title }).from(jobs).orderBy(desc(jobs.id)).limit(100).all();
}
