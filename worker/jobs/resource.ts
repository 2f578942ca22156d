import { type Column, eq, getTableName, sql, type Table } from "drizzle-orm";
import { jobSchema } from "#core/schemas/job";
import { type JobListQuery, jobListQuery } from "#core/schemas/list-query";
import { inquiries, jobs } from "../db/schema";
import { definePublishable } from "../publishable/resource";
import type { EventScope } from "../events/handlers";
import type { Env } from "../env";
import { publishDue } from "../publishable/publish-due";
import { publishableRoutes } from "../publishable/routes";
import { scheduleRoutes } from "../publishable/schedule-routes";

const column = (table: Table, col: Column) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(col.name)}`;

/** Job listings: plain text, no image; the admin list counts each one's applications. */
export const jobListings = definePublishable({
  entity: "job",
  table: jobs,
  displayField: "title",
  schema: jobSchema,
  restoreKeeps: ["hiringStatus", "closesOn"],
  hiddenInList: ["description", "requirements", "salaryRange", "descriptionHi", "requirementsHi", "salaryRangeHi"],
  list: {
    query: jobListQuery,
    search: [jobs.title, jobs.location, jobs.slug],
    filters: (query: JobListQuery) => [query.type ? eq(jobs.jobType, query.type) : undefined],
    // Read from inquiries_job_created_idx: a count per listed row, 25 rows a page by default. The
    // columns are named with their tables by hand: in a one-table select drizzle writes `${jobs.id}`
    // as a bare "id", which inside the subquery would mean the inquiry's id.
    columns: {
      applications: sql<number>`(select count(*) from ${inquiries} where ${column(inquiries, inquiries.jobId)} = ${column(jobs, jobs.id)} and ${column(inquiries, inquiries.type)} = 'job_application')`,
    },
  },
  messages: {
    notFound: "Job listing not found",
    slugTaken: "Another job listing already uses this slug. Choose a different one.",
  },
});

/** /api/admin/jobs */
export const jobRoutes = publishableRoutes(jobListings, "content");
/** /api/admin/jobs/:id/schedule */
export const jobScheduleRoutes = scheduleRoutes(jobListings, "content");

/** The cron's scheduled publishing of job listings (every five minutes). */
export function publishScheduledJobs(env: Env, events: EventScope) {
  return publishDue(jobListings, env, events);
}
