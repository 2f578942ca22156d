import { jobs } from "../db/schema";
import { publicContentOf } from "../publishable/public-content";
import { publishScheduledJobs } from "./resource";

/** Job listings as the admin edits them; the public side is worker/careers. */
export const jobsFeature = {
  name: "jobs",
  publicContent: publicContentOf("job"),
  audited: [{ type: "job", table: jobs, id: jobs.id, label: jobs.title, keepsLabel: true }],
  everyFiveMinutes: [publishScheduledJobs],
} as const;
