import { blogs } from "../db/schema";
import { purgeOfPublishable } from "../page-cache/cache-tags";
import { publicEventsOf } from "../publishable/public-events";
import { publishScheduledPosts } from "./resource";
import { postSearch } from "./search";
import { sweepStagedImages } from "./staged-images";
import { postPages } from "./sitemap";
import { postExport } from "./data-export";

/** The blog: its posts are public pages, in the sitemap and the site search. */
export const blogFeature = {
  name: "blog",
  publicContent: [...publicEventsOf("post"), "post.image_changed"],
  purges: purgeOfPublishable("post"),
  audited: [{ type: "post", table: blogs, id: blogs.id, label: blogs.title, keepsLabel: true }],
  sitemap: postPages,
  search: postSearch,
  everyFiveMinutes: [publishScheduledPosts],
  hourly: [sweepStagedImages],
  exports: postExport,
} as const;
