import type { SitemapSource } from "../seo/sitemap-xml";
import { jobs } from "../db/schema";
import { publishedStamps } from "../publishable/data";
import { stillOpen } from "./open";
import { cacheTags } from "../page-cache/cache-tags";

/**
 * The careers pages in the sitemap: every published listing still taking applications, with its
 * last change. A filled or closed role keeps its page for old links, but search engines are not
 * invited to send job seekers to a role they can no longer apply for.
 */
export const openingPages: SitemapSource = {
  cacheTag: cacheTags.listOf("job"),
  pages: async (db) =>
    (await publishedStamps(db, jobs, stillOpen())).map((job) => ({ path: `/careers/${encodeURIComponent(job.slug)}`, lastmod: job.updatedAt })),
};
