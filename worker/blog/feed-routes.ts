import { Hono } from "hono";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { siteOrigin } from "../lib/site-origin";
import { CACHE_TAG_HEADER, cacheTags } from "../page-cache/cache-tags";
import { servePublicCached } from "../page-cache/page-cache";
import { rssXml } from "./feed";
import { listPublishedPosts } from "./published";

/**
 * The blog's RSS feed, with absolute links on the site's origin (SITE_URL). It follows the content,
 * so it goes through the pages' edge cache, keyed by the content version: a publish shows on the
 * next request.
 */
export const feedRoutes = new Hono<AppEnv>().get("/blog/rss.xml", (c) =>
  servePublicCached(c, async () => {
    const posts = await listPublishedPosts(getDb(c.env.DB));
    const xml = rssXml(siteOrigin(c.env, c.req.url), posts);
    return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", [CACHE_TAG_HEADER]: cacheTags.listOf("post") });
  }),
);
