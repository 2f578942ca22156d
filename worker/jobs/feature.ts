import { jobs } from "./tables";
import { publicContentOf } from "../publishable/public-content";
import { jobScheduleRoutes, publishScheduledJobs } from "./resource";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { jobExport } from "./data-export";

/** Job listings as the admin edits them; the public side is worker/careers. */
export const jobsFeature = defineFeature({
  name: "jobs",
  publicContent: publicContentOf("job"),
  audited: [{ type: "job", table: jobs, id: jobs.id, label: jobs.title, keepsLabel: true }],
  everyFiveMinutes: [publishScheduledJobs],
  api: new Hono<AppEnv>().route("/admin/jobs", jobScheduleRoutes),
  exports: jobExport,
});
