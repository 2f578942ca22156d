import { eq } from "drizzle-orm";
import { jobSchema } from "#core/schemas/job";
import { type JobListQuery, jobListQuery } from "#core/schemas/list-query";
import { jobs } from "./tables";
import { definePublishable } from "../publishable/resource";
import type { EventScope } from "../events/handlers";
import type { Env } from "../env";
import { publishDue } from "../publishable/publish-due";
import { scheduleRoutes } from "../publishable/schedule-routes";

/**
 * Job listings: plain text, no image. Their admin list and editing routes are built in
 * worker/careers/admin-routes.ts, which counts each listing's applications: an application is an
 * inquiry, whose table references this one, so the count cannot be taken from here.
 */
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
  },
  messages: {
    notFound: "Job listing not found",
    slugTaken: "Another job listing already uses this slug. Choose a different one.",
  },
});

/** /api/admin/jobs/:id/schedule */
export const jobScheduleRoutes = scheduleRoutes(jobListings, "content");

/** The cron's scheduled publishing of job listings (every five minutes). */
export function publishScheduledJobs(env: Env, events: EventScope) {
  return publishDue(jobListings, env, events);
}
