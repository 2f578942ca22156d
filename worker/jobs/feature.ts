import { jobs } from "../db/schema";
import { purgeOfPublishable } from "../page-cache/cache-tags";
import { publicEventsOf } from "../publishable/public-events";
import { publishScheduledJobs } from "./resource";
import { jobExport } from "./data-export";

/** Job listings as the admin edits them; the public side is worker/careers. */
export const jobsFeature = {
  name: "jobs",
  publicContent: publicEventsOf("job"),
  purges: purgeOfPublishable("job"),
  audited: [{ type: "job", table: jobs, id: jobs.id, label: jobs.title, keepsLabel: true }],
  everyFiveMinutes: [publishScheduledJobs],
  exports: jobExport,
} as const;
