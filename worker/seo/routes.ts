import { Hono } from "hono";
import { getDb } from "../db/client";
import { publishedOpeningStamps } from "../careers/sitemap";
import { rssXml } from "../blog/feed";
import { listPublishedPosts } from "../blog/published";
import { publishedPostStamps } from "../blog/sitemap";
import type { AppEnv } from "../env";
import { siteOrigin } from "../lib/site-origin";
import { servePublicCached } from "../ssr/page-cache";
import { contentPaths } from "./public-paths";
import { sitemapXml } from "./sitemap-xml";

/** robots.txt never changes with the content: crawlers may keep it for an hour. */
const CACHE_CONTROL = "public, max-age=3600";

/**
 * robots.txt, sitemap.xml and the blog's RSS feed, with absolute URLs on the site's origin
 * (SITE_URL). The sitemap and the feed follow the content, so they go through the edge cache the
 * pages use, keyed by the content version: a publish shows in both on the next request.
 */
export const seoRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    // Search result pages are endless and thin: crawlers index the pages they link to instead.
    const body = ["User-agent: *", "Allow: /", "Disallow: /api", "Disallow: /search", "", `Sitemap: ${origin}/sitemap.xml`, ""];
    return c.body(body.join("\n"), 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL });
  })
  .get("/sitemap.xml", (c) => servePublicCached(c, async () => {
    const origin = siteOrigin(c.env, c.req.url);
    const db = getDb(c.env.DB);
    const [posts, openings] = await Promise.all([publishedPostStamps(db), publishedOpeningStamps(db)]);
    const xml = sitemapXml([
      ...contentPaths().map((path) => ({ loc: `${origin}${path}` })),
      ...posts.map((post) => ({ loc: `${origin}/blog/${encodeURIComponent(post.slug)}`, lastmod: post.updatedAt })),
      ...openings.map((job) => ({ loc: `${origin}/careers/${encodeURIComponent(job.slug)}`, lastmod: job.updatedAt })),
    ]);
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
  }))
  .get("/blog/rss.xml", (c) => servePublicCached(c, async () => {
    const posts = await listPublishedPosts(getDb(c.env.DB));
    const xml = rssXml(siteOrigin(c.env, c.req.url), posts);
    return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8" });
  }));
