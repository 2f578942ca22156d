import type { SitemapSource } from "../seo/sitemap-xml";
import { blogs } from "../db/schema";
import { publishedStamps } from "../publishable/data";
import { cacheTags } from "../page-cache/cache-tags";

/** The blog's pages in the sitemap: every published post, with its last change. */
export const postPages: SitemapSource = {
  cacheTag: cacheTags.listOf("post"),
  pages: async (db) =>
    (await publishedStamps(db, blogs)).map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, lastmod: post.updatedAt })),
};
