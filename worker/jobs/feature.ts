import { jobs } from "./tables";
import { purgeOfPublishable } from "../page-cache/cache-tags";
import { publicEventsOf } from "../publishable/public-events";
import { jobScheduleRoutes, publishScheduledJobs } from "./resource";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";

/** Job listings as the admin edits them; the public side is worker/careers. */
export const jobsFeature = defineFeature({
  name: "jobs",
  publicContent: publicEventsOf("job"),
  purges: purgeOfPublishable("job"),
  audited: [{ type: "job", table: jobs, id: jobs.id, label: jobs.title, keepsLabel: true }],
  everyFiveMinutes: [publishScheduledJobs],
  api: new Hono<AppEnv>().route("/admin/jobs", jobScheduleRoutes),
});
