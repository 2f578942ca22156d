import { blogs } from "./tables";
import { publicContentOf } from "../publishable/public-content";
import { adminPostRoutes, blogScheduleRoutes, publishScheduledPosts } from "./resource";
import { postSearch } from "./search";
import { sweepStagedImages } from "./staged-images";
import { postPages } from "./sitemap";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { feedRoutes } from "./feed-routes";
import { publicPostRoutes } from "./public-routes";
import { blogTranslationRoutes } from "./translation-routes";
import { postUploadRoutes } from "./upload-routes";
import { postExport } from "./data-export";

/** The blog: its posts are public pages, in the sitemap and the site search. */
export const blogFeature = defineFeature({
  name: "blog",
  publicContent: publicContentOf("post", { image: true }),
  audited: [{ type: "post", table: blogs, id: blogs.id, label: blogs.title, keepsLabel: true }],
  sitemap: postPages,
  search: postSearch,
  everyFiveMinutes: [publishScheduledPosts],
  hourly: [sweepStagedImages],
  api: new Hono<AppEnv>()
    .route("/blogs", publicPostRoutes)
    .route("/admin/blogs", blogTranslationRoutes)
    .route("/admin/blogs", adminPostRoutes)
    .route("/admin/blogs", blogScheduleRoutes)
    .route("/admin/uploads", postUploadRoutes),
  pages: feedRoutes,
  exports: postExport,
});
