import { blogs } from "../db/schema";
import { publicContentOf } from "../publishable/public-content";
import { publishScheduledPosts } from "./resource";
import { postSearch } from "./search";
import { sweepStagedImages } from "./staged-images";
import { postPages } from "./sitemap";

/** The blog: its posts are public pages, in the sitemap and the site search. */
export const blogFeature = {
  name: "blog",
  publicContent: publicContentOf("post", { image: true }),
  audited: [{ type: "post", table: blogs, id: blogs.id, label: blogs.title, keepsLabel: true }],
  sitemap: postPages,
  search: postSearch,
  everyFiveMinutes: [publishScheduledPosts],
  hourly: [sweepStagedImages],
} as const;
