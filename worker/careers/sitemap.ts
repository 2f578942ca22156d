import type { SitemapSource } from "../seo/sitemap-xml";
import { jobs } from "../jobs/tables";
import { publishedStamps } from "../publishable/data";
import { pathIn } from "#core/i18n/locale";
import { stillOpen } from "./open";
import { publishableTags } from "../publishable/public-content";

/**
 * The careers pages in the sitemap: every published listing still taking applications, with its
 * last change, and its Hindi twin (/hi/careers/<slug>: the page's words in Hindi, the listing as
 * staff wrote it), each naming the other. A filled or closed role keeps its page for old links, but
 * search engines are not invited to send job seekers to a role they can no longer apply for.
 */
export const openingPages: SitemapSource = {
  cacheTag: publishableTags.listOf("job"),
  pages: async (db) =>
    (await publishedStamps(db, jobs, stillOpen())).flatMap((job) => {
      const path = `/careers/${encodeURIComponent(job.slug)}`;
      const twins = { en: path, hi: pathIn("hi", path) };
      return [
        { path, lastmod: job.updatedAt, twins },
        { path: twins.hi, lastmod: job.updatedAt, twins },
      ];
    }),
};
