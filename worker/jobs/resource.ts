import { jobSchema } from "#core/schemas/job";
import { jobs } from "../db/schema";
import { definePublishable } from "../publishable/resource";
import { publishableRoutes } from "../publishable/routes";

/** Job listings: plain text, no image. */
export const jobListings = definePublishable({
  entity: "job",
  table: jobs,
  schema: jobSchema,
  hiddenInList: ["description", "requirements", "salaryRange"],
  messages: {
    notFound: "Job listing not found",
    slugTaken: "Another job listing already uses this slug. Choose a different one.",
  },
});

/** /api/admin/jobs */
export const jobRoutes = publishableRoutes(jobListings);
