import { Hono } from "hono";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { siteOrigin } from "../lib/site-origin";
import { CACHE_TAG_HEADER } from "../page-cache/cache-tags";
import { publishableTags } from "../publishable/public-content";
import { servePublicCached } from "../page-cache/page-cache";
import { rssXml } from "./feed";
import { listPublishedPosts } from "./published";
import { feedPath } from "#core/format/post-path";
import { locales } from "#core/i18n/locale";

/**
 * The blogs' RSS feeds, with absolute links on the site's origin (SITE_URL). It follows the content,
 * so it goes through the pages' edge cache, keyed by the content version: a publish shows on the
 * next request.
 */
export const feedRoutes = new Hono<AppEnv>();
for (const locale of locales) {
  // One feed per blog: the English posts at /blog/rss.xml, the Hindi ones at /hi/blog/rss.xml.
  feedRoutes.get(feedPath(locale), (c) =>
    servePublicCached(c, async () => {
      const posts = await listPublishedPosts(getDb(c.env.DB), locale);
      const xml = rssXml(siteOrigin(c.env, c.req.url), posts, locale);
      return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", [CACHE_TAG_HEADER]: publishableTags.listOf("post") });
    }),
  );
}
