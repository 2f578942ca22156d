import { applicationForms } from "./forms";
import { openingSearch } from "./search";
import { openingPages } from "./sitemap";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { careerRoutes } from "./routes";

/** Careers, the public side of the job listings: open roles in the sitemap and the site search, and the application form. */
export const careersFeature = defineFeature({
  name: "careers",
  sitemap: openingPages,
  search: openingSearch,
  forms: applicationForms,
  api: new Hono<AppEnv>().route("/jobs", careerRoutes),
});
