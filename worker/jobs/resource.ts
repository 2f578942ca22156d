import { eq } from "drizzle-orm";
import { jobSchema } from "#core/schemas/job";
import { type JobListQuery, jobListQuery } from "#core/schemas/list-query";
import { jobs } from "../db/schema";
import { definePublishable } from "../publishable/resource";
import { publishableRoutes } from "../publishable/routes";

/** Job listings: plain text, no image. */
export const jobListings = definePublishable({
  entity: "job",
  table: jobs,
  schema: jobSchema,
  hiddenInList: ["description", "requirements", "salaryRange"],
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

/** /api/admin/jobs */
export const jobRoutes = publishableRoutes(jobListings);
