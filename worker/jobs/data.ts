import { desc, eq } from "drizzle-orm";
import type { JobInput } from "#core/schemas/job";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";

const now = () => new Date().toISOString();

/** The admin table's rows, newest first, without the long texts. */
export function listJobs(db: Database) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      slug: jobs.slug,
      location: jobs.location,
      jobType: jobs.jobType,
      published: jobs.published,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .all();
}

export function findJob(db: Database, id: number) {
  return db.select().from(jobs).where(eq(jobs.id, id)).get();
}

export function insertJob(db: Database, input: JobInput) {
  return db.insert(jobs).values(input).returning().get();
}

export function updateJob(db: Database, id: number, input: JobInput) {
  return db.update(jobs).set({ ...input, updatedAt: now() }).where(eq(jobs.id, id)).returning().get();
}

export function setJobPublished(db: Database, id: number, published: boolean) {
  return db.update(jobs).set({ published, updatedAt: now() }).where(eq(jobs.id, id)).returning().get();
}

export function deleteJob(db: Database, id: number) {
  return db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id }).get();
}
