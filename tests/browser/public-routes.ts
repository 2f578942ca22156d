import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { services } from "#core/content/services";
import { contentPaths } from "../../worker/seo/public-paths";
import { seedArticles } from "../../worker/seed/seed-articles";

/** Every public route a visitor can land on: content pages, landing pages, articles, a search and a 404. */
export const publicRoutes = [
  ...contentPaths(),
  ...services.map((service) => service.landingPath),
  ...seedArticles.map((article) => `/blog/${article.slug}`),
  "/search?q=gst",
  "/a-page-that-does-not-exist",
];

/** axe-core's browser build, for `page.evaluate(axeSource)`. */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
