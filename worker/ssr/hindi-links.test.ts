import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../app";
import { seedDatabase } from "../seed/seed";
import { silentEnglishLinks } from "../testing/hindi-links";

/*
 * A Hindi visitor never falls back to English by following a link: every /hi/ page the sitemap
 * lists is rendered, and each link to a page of the site must stay under /hi/ (on the twin, where
 * the target has one), or carry hreflang="en…" when it goes to English on purpose (the language
 * switch, the English blog).
 */

const TEMPLATE = `<!doctype html><html lang="en-IN"><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const ORIGIN = "https://www.vriddhi.example";
const get = (path: string) => app.request(`${ORIGIN}${path}`, {}, { ...env, ASSETS: assets, SITE_URL: ORIGIN });

/** The Hindi pages the sitemap lists. */
async function hindiSitemapPages() {
  const xml = await (await get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).filter((path) => path.startsWith("/hi/"));
}

beforeAll(async () => {
  await seedDatabase(env.DB, { adminEmail: "admin@example.com", adminPassword: "irrelevant-here" });
});

describe("links on the Hindi pages", () => {
  it("stay in Hindi, or say hreflang=en when they go to English on purpose, on every /hi/ page of the sitemap", async () => {
    const hindiPages = await hindiSitemapPages();
    // The whole Hindi site: the service lines' 27 sub-services alone are more than half of this.
    expect(hindiPages.length).toBeGreaterThan(45);
    const found: string[] = [];
    for (const path of hindiPages) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      for (const link of silentEnglishLinks(await res.text(), ORIGIN)) found.push(`${path} → ${link.href}`);
    }
    expect(found).toEqual([]);
  }, 120_000);

  it("are caught when one leads to an English page and does not say so", async () => {
    const html = await (await get("/hi/contact")).text();
    expect(silentEnglishLinks(html, ORIGIN)).toEqual([]);
    const planted = (link: string) => html.replace("</main>", `${link}</main>`);
    // The English privacy policy, the fall-back this test was written for, in three spellings, and
    // an English post (this one has a Hindi translation; most have none).
    for (const link of [
      '<a href="/privacy-policy">x</a>',
      `<a class="u" href="${ORIGIN}/privacy-policy#data">x</a>`,
      '<a href="/services/legal-consultancy/gst-registration?x=1">x</a>',
      '<a href="/blog/startup-funding-guide">x</a>',
    ]) {
      expect(silentEnglishLinks(planted(link), ORIGIN), link).toHaveLength(1);
    }
    // Said on purpose, to the Hindi twin, to a file, or off the site: not a fall-back.
    for (const link of [
      '<a href="/privacy-policy" hrefLang="en">x</a>',
      '<a href="/blog/startup-funding-guide" hreflang="en-IN">x</a>',
      '<a href="/hi/privacy-policy">x</a>',
      '<a href="/tools/compliance-calendar.ics">x</a>',
      '<a href="https://example.com/privacy-policy">x</a>',
    ]) {
      expect(silentEnglishLinks(planted(link), ORIGIN), link).toEqual([]);
    }
  });
});
