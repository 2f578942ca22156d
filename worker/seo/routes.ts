import { Hono } from "hono";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { siteOrigin } from "../lib/site-origin";
import { CACHE_TAG_HEADER } from "../page-cache/cache-tags";
import { servePublicCached } from "../page-cache/page-cache";
import { contentPaths } from "./public-paths";
import { hasHindiTwin } from "#core/site/hindi-pages";
import { languageTags, type Locale, pathIn } from "#core/i18n/locale";
import { type SitemapEntry, type SitemapSource, sitemapXml } from "./sitemap-xml";

/**
 * A page's sitemap entries: its English address and, where it has a Hindi twin, that one too, each
 * naming both (and English as x-default), as search engines ask of every twin.
 */
function inBothLanguages(origin: string, path: string): SitemapEntry[] {
  if (!hasHindiTwin(path)) return [{ loc: `${origin}${path}` }];
  const alternates = twinLinks(origin, { en: path, hi: pathIn("hi", path) });
  return [
    { loc: `${origin}${path}`, alternates },
    { loc: `${origin}${pathIn("hi", path)}`, alternates },
  ];
}

/** What every twin's entry names: both languages' addresses, and English as x-default. */
const twinLinks = (origin: string, twins: Record<Locale, string>) => [
  { hreflang: languageTags.en.hreflang, href: `${origin}${twins.en}` },
  { hreflang: languageTags.hi.hreflang, href: `${origin}${twins.hi}` },
  { hreflang: "x-default", href: `${origin}${twins.en}` },
];

/** robots.txt never changes with the content: crawlers may keep it for an hour. */
const CACHE_CONTROL = "public, max-age=3600";

/**
 * robots.txt and sitemap.xml, with absolute URLs on the site's origin (SITE_URL). The sitemap lists
 * the typed content's pages and those the features declare (`sources`); it follows the content, so
 * it goes through the edge cache the pages use, keyed by the content version: a publish shows in it
 * on the next request.
 */
export const seoRoutes = (sources: readonly SitemapSource[]) =>
  new Hono<AppEnv>()
    .get("/robots.txt", (c) => {
      const origin = siteOrigin(c.env, c.req.url);
      // Search result pages are endless and thin: crawlers index the pages they link to instead.
      const body = ["User-agent: *", "Allow: /", "Disallow: /api", "Disallow: /search", "Disallow: /hi/search", "", `Sitemap: ${origin}/sitemap.xml`, ""];
      return c.body(body.join("\n"), 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL });
    })
    .get("/sitemap.xml", (c) =>
      servePublicCached(c, async () => {
        const origin = siteOrigin(c.env, c.req.url);
        const db = getDb(c.env.DB);
        const declared = await Promise.all(sources.map((source) => source.pages(db)));
        const xml = sitemapXml([
          ...contentPaths().flatMap((path) => inBothLanguages(origin, path)),
          ...declared.flat().map((page) => ({ loc: `${origin}${page.path}`, lastmod: page.lastmod, alternates: page.twins && twinLinks(origin, page.twins) })),
        ]);
        return c.body(xml, 200, {
          "Content-Type": "application/xml; charset=utf-8",
          [CACHE_TAG_HEADER]: [...new Set(sources.map((source) => source.cacheTag))].join(","),
        });
      }),
    );
