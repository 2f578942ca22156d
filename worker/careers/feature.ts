import { applicationForms } from "./forms";
import { openingSearch } from "./search";
import { openingPages } from "./sitemap";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { jobRoutes as jobListRoutes } from "./admin-routes";
import { careerRoutes } from "./routes";

/** Careers, the public side of the job listings: open roles in the sitemap and the site search, and the application form. */
export const careersFeature = defineFeature({
  name: "careers",
  sitemap: openingPages,
  search: openingSearch,
  forms: applicationForms,
  // The job listings' admin list is built here, over the resource worker/jobs declares: it counts
  // each listing's applications, which are inquiries (docs/architecture.md, "Tables").
  api: new Hono<AppEnv>().route("/jobs", careerRoutes).route("/admin/jobs", jobListRoutes),
});
