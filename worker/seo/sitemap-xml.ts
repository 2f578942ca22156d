import type { Locale } from "#core/i18n/locale";
import type { Database } from "../db/client";

/** Pages a feature adds to the sitemap (published posts, open roles), as it declares them: site paths and their last change. */
export interface SitemapSource {
  /** The cache tag of its records' listings (worker/page-cache/cache-tags.ts): the sitemap carries it. */
  cacheTag: string;
  /** `twins`: the page's address in each language, when it has a twin (a post and its translation). */
  pages: (db: Database) => Promise<{ path: string; lastmod?: string; twins?: Record<Locale, string> }[]>;
}

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** ISO timestamp of the last change, when known. */
  lastmod?: string;
  /** The page's twins in each language, hreflang to absolute URL (the page itself among them). */
  alternates?: { hreflang: string; href: string }[];
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** A sitemaps.org urlset. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>` : "";
    const alternates = (entry.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`);
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${alternates.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
