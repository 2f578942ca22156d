import { env, SELF } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../app";
import { seedDatabase } from "../seed/seed";
import { hasHindiTwin } from "#core/site/hindi-pages";
import { pathIn } from "#core/i18n/locale";
import { contentPaths } from "./public-paths";

/** A request naming a host of its choosing, to a worker configured with `siteUrl`. */
const forged = (path: string, siteUrl: string) => app.request(`http://evil.example${path}`, {}, { ...env, SITE_URL: siteUrl });

afterEach(() => vi.restoreAllMocks());

beforeAll(async () => {
  await seedDatabase(env.DB, { adminEmail: "admin@example.com", adminPassword: "irrelevant-here" });
  await env.DB.prepare(
    `insert into blogs (title, slug, content, excerpt, category, published, author, updated_at)
     values ('Unfinished draft', 'unfinished-draft', '<p>x</p>', 'x', 'Finance', 0, 'Staff', '2026-02-03T10:00:00.000Z')`,
  ).run();
  await env.DB.prepare(
    `insert into jobs (title, slug, description, requirements, location, job_type, published, updated_at)
     values ('GST Associate', 'gst-associate', 'x', 'x', 'Bhopal', 'Full-time', 1, '2026-10-05T09:00:00.000Z'),
            ('Audit Intern', 'audit-intern', 'x', 'x', 'Bhopal', 'Internship', 0, '2026-10-06T09:00:00.000Z')`,
  ).run();
});

describe("GET /robots.txt", () => {
  it("allows crawling, keeps crawlers out of the API and the search results, and names the sitemap", async () => {
    const res = await SELF.fetch("https://www.example.in/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /api");
    expect(lines).toContain("Disallow: /search");
    expect(lines).toContain("Sitemap: https://www.example.in/sitemap.xml");
  });

  it("names the sitemap on SITE_URL, whatever host the request names", async () => {
    const res = await forged("/robots.txt", "https://www.vriddhi.example");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("Sitemap: https://www.vriddhi.example/sitemap.xml");
    expect(lines.join("\n")).not.toContain("evil.example");
  });

  it("falls back to the request's origin when SITE_URL is invalid", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const lines = (await (await forged("/robots.txt", "https://www.vriddhi.example/site")).text()).split("\n");
    expect(lines).toContain("Sitemap: http://evil.example/sitemap.xml");
  });
});

describe("GET /sitemap.xml", () => {
  async function locs(origin: string) {
    const res = await SELF.fetch(`${origin}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    return { xml, urls: [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]) };
  }

  it("lists every public page with absolute URLs on the request's origin", async () => {
    const { urls } = await locs("https://www.example.in");
    for (const path of [
      "/",
      "/about",
      "/services",
      "/services/legal-consultancy",
      "/services/legal-consultancy/gst-registration",
      "/services/startup-msme-consulting/dpiit-registration",
      "/blog",
      "/contact",
      "/careers",
      "/tools",
      "/tools/gst-calculator",
      "/tools/gst-registration-check",
      "/tools/emi-calculator",
      "/tools/compliance-calendar",
      "/privacy-policy",
      "/terms-of-service",
      "/resources",
      "/resources/startup-funding-checklist",
      "/resources/business-plan-template",
      "/resources/legal-compliance-guide",
    ]) {
      expect(urls).toContain(`https://www.example.in${path}`);
    }
    // 3 fixed pages + 6 services + 27 sub-services + blog + contact + careers + 3 free tools' pages
    // + 6 documents + 3 English posts + 1 published opening. The six themed landing pages are not listed:
    // each names /services/<id> as canonical; nor is a calculator's result (any query).
    const hindi = urls.filter((u) => u.startsWith("https://www.example.in/hi/"));
    expect(urls.length - hindi.length).toBe(54);
    // Each translated page again under /hi/ (core/site/hindi-pages.ts), the canonical ones as above,
    // the Hindi blog's post (the seeded translation) and the published opening's Hindi twin (its
    // page's words in Hindi, the listing as staff wrote it).
    expect(hindi).toEqual([
      ...contentPaths().filter(hasHindiTwin).map((path) => `https://www.example.in${pathIn("hi", path)}`),
      "https://www.example.in/hi/blog/startup-funding-guide-hindi",
      "https://www.example.in/hi/careers/gst-associate",
    ]);
    expect(urls.some((u) => u.includes("?"))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((u) => u.startsWith("https://www.example.in/"))).toBe(true);
    expect(urls.some((u) => u.includes("/admin") || u.includes("/api"))).toBe(false);
  });

  it("includes each published post with its last change, and leaves drafts out", async () => {
    const { xml, urls } = await locs("http://localhost:8787");
    for (const slug of ["startup-funding-guide", "digital-transformation-small-business", "legal-compliance-checklist"]) {
      expect(urls).toContain(`http://localhost:8787/blog/${slug}`);
    }
    expect(urls).not.toContain("http://localhost:8787/blog/unfinished-draft");
    expect(xml).toMatch(/<loc>http:\/\/localhost:8787\/blog\/startup-funding-guide<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("includes each published job opening with its last change, and leaves unpublished ones out", async () => {
    const { xml, urls } = await locs("https://www.example.in");
    expect(xml).toContain("<loc>https://www.example.in/careers/gst-associate</loc><lastmod>2026-10-05</lastmod>");
    expect(urls).not.toContain("https://www.example.in/careers/audit-intern");
  });

  it("puts every URL on SITE_URL, whatever host the request names", async () => {
    const res = await forged("/sitemap.xml", "https://www.vriddhi.example/");
    const urls = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls.filter((u) => !u.includes("/hi/"))).toHaveLength(54);
    expect(urls).toContain("https://www.vriddhi.example/");
    expect(urls).toContain("https://www.vriddhi.example/careers/gst-associate");
    expect(urls.every((u) => u.startsWith("https://www.vriddhi.example/"))).toBe(true);
  });
});
