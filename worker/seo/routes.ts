import { Hono } from "hono";
import { getDb } from "../db/client";
import { publishedOpeningStamps } from "../careers/sitemap";
import { publishedPostStamps } from "../blog/sitemap";
import type { AppEnv } from "../env";
import { siteOrigin } from "../lib/site-origin";
import { contentPaths } from "./public-paths";
import { sitemapXml } from "./sitemap-xml";

/** Crawlers may re-read these hourly; a new post or opening shows up in the sitemap within that hour. */
const CACHE_CONTROL = "public, max-age=3600";

/** robots.txt and sitemap.xml, with absolute URLs on the site's origin (SITE_URL). */
export const seoRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    const body = ["User-agent: *", "Allow: /", "Disallow: /api", "", `Sitemap: ${origin}/sitemap.xml`, ""];
    return c.body(body.join("\n"), 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL });
  })
  .get("/sitemap.xml", async (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    const db = getDb(c.env.DB);
    const [posts, openings] = await Promise.all([publishedPostStamps(db), publishedOpeningStamps(db)]);
    const xml = sitemapXml([
      ...contentPaths().map((path) => ({ loc: `${origin}${path}` })),
      ...posts.map((post) => ({ loc: `${origin}/blog/${encodeURIComponent(post.slug)}`, lastmod: post.updatedAt })),
      ...openings.map((job) => ({ loc: `${origin}/careers/${encodeURIComponent(job.slug)}`, lastmod: job.updatedAt })),
    ]);
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL });
  });
