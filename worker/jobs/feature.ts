import { jobs } from "../db/schema";
import { publicEventsOf } from "../publishable/public-events";

/** Job listings as the admin edits them; the public side is worker/careers. */
export const jobsFeature = {
  name: "jobs",
  publicContent: publicEventsOf("job"),
  audited: [{ type: "job", table: jobs, id: jobs.id, label: jobs.title, keepsLabel: true }],
} as const;
