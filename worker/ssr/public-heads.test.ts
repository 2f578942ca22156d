import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../app";
import { seedDatabase } from "../seed/seed";

const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const ORIGIN = "https://www.vriddhi.example";

beforeAll(async () => {
  await seedDatabase(env.DB, { adminEmail: "admin@example.com", adminPassword: "irrelevant-here" });
  await env.DB.prepare(
    `insert into jobs (title, slug, description, requirements, location, job_type, salary_range, published, updated_at)
     values ('GST Associate', 'gst-associate-heads', 'File GST returns for our MSME clients.', 'B.Com and two years in GST practice', 'Bhopal', 'Full-time', '₹3.5–5 LPA', 1, '2026-10-05T09:00:00.000Z')`,
  ).run();
});

async function firstByteHead(path: string) {
  const res = await app.request(`${ORIGIN}${path}`, {}, { ...env, ASSETS: assets, SITE_URL: ORIGIN });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const meta = (attribute: string, key: string) =>
    html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1]);
  expect(blocks, `${path}: one JSON-LD block`).toHaveLength(1);
  const data = JSON.parse(blocks[0]) as Record<string, unknown>[];
  return {
    html,
    title: html.match(/<title>([^<]+)<\/title>/)?.[1],
    description: meta("name", "description"),
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    ogTitle: meta("property", "og:title"),
    ogImage: meta("property", "og:image"),
    ogType: meta("property", "og:type"),
    ogSiteName: meta("property", "og:site_name"),
    twitterCard: meta("name", "twitter:card"),
    robots: meta("name", "robots"),
    feed: html.match(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="([^"]+)"/)?.[1],
    data,
    types: data.map((d) => d["@type"]),
  };
}

const PAGES: [path: string, types: string[]][] = [
  ["/", ["ProfessionalService"]],
  ["/about", ["ProfessionalService"]],
  ["/services", ["ProfessionalService", "FAQPage"]],
  ["/services/legal-consultancy", ["ProfessionalService", "Service", "BreadcrumbList"]],
  ["/services/legal-consultancy/gst-registration", ["ProfessionalService", "Service", "BreadcrumbList", "FAQPage"]],
  ["/startup-consulting", ["ProfessionalService", "Service", "BreadcrumbList"]],
  ["/blog", ["ProfessionalService"]],
  ["/blog/startup-funding-guide", ["ProfessionalService", "BlogPosting", "BreadcrumbList"]],
  ["/contact", ["ProfessionalService"]],
  ["/careers", ["ProfessionalService"]],
  ["/careers/gst-associate-heads", ["ProfessionalService", "JobPosting", "BreadcrumbList"]],
  ["/privacy-policy", ["ProfessionalService"]],
  ["/resources/startup-funding-checklist", ["ProfessionalService"]],
  ["/search", ["ProfessionalService"]],
  ["/tools", ["ProfessionalService", "ItemList", "BreadcrumbList"]],
  ["/tools/gst-calculator", ["ProfessionalService", "WebApplication", "BreadcrumbList"]],
  ["/tools/emi-calculator", ["ProfessionalService", "WebApplication", "BreadcrumbList"]],
  ["/thank-you", ["ProfessionalService"]],
];

describe("the first-byte HTML of every public route", () => {
  it.each(PAGES)("%s has its title, description, canonical, social tags and JSON-LD", async (path, types) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const head = await firstByteHead(path);
    expect(head.title?.length).toBeGreaterThan(10);
    expect(head.description?.length).toBeGreaterThan(40);
    // A themed landing page names its service's detail page as canonical (worker/services/landing-canonical.test.ts).
    expect(head.canonical).toBe(`${ORIGIN}${path === "/startup-consulting" ? "/services/startup-msme-consulting" : path}`);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogImage).toMatch(new RegExp(`^${ORIGIN}/`));
    expect(head.ogSiteName).toBe("Vriddhi Business Solutions");
    expect(head.twitterCard).toBe("summary_large_image");
    expect(head.types).toEqual(types);
    expect(head.data.every((d) => d["@context"] === "https://schema.org")).toBe(true);
    // Only the pages that open with a photo preload it, and only that one.
    const preloads = head.html.match(/<link rel="preload" as="image" type="image\/avif" imagesrcset="[^"]+"/g) ?? [];
    expect(preloads).toHaveLength(["/", "/startup-consulting", "/blog/startup-funding-guide"].includes(path) ? 1 : 0);
    // Blog pages name the feed; the others do not.
    expect(head.feed).toBe(path.startsWith("/blog") ? `${ORIGIN}/blog/rss.xml` : undefined);
    // A form's outcome asks not to be indexed; every other page may be.
    expect(head.robots).toBe(path === "/thank-you" ? "noindex" : undefined);
    // The page context the islands read is a JSON block: no inline script for the CSP to admit.
    expect(head.html).toContain('<script type="application/json" id="page-data">');
    expect(head.html).not.toMatch(/<script(?![^>]*type="application\/(?:ld\+)?json")(?![^>]*src=)[^>]*>/);
  });

  it("renders the forms, islands whose code loads on interaction, in full and in place", async () => {
    for (const path of ["/contact", "/services/legal-consultancy", "/services/legal-consultancy/gst-registration", "/blog", "/careers/gst-associate-heads"]) {
      const { html } = await firstByteHead(path);
      expect(html, path).toMatch(/<form [^>]*novalidate/i);
      expect(html, path).toMatch(/<button [^>]*type="submit"/);
      expect(html, path).toMatch(/<div data-island="[a-z]+-form" data-island-props="\{[^"]*\}" class="contents"><!--\$--><form /);
      expect(html, path).not.toContain('hidden id="S:');
    }
  });

  it("gives a service page its branded image and an article its own image, typed as an article", async () => {
    expect((await firstByteHead("/services/legal-consultancy")).ogImage).toBe(`${ORIGIN}/og/services/legal-consultancy.jpg`);
    const article = await firstByteHead("/blog/startup-funding-guide");
    expect(article.ogType).toBe("article");
    expect(article.ogImage).toBe(`${ORIGIN}/assets/blog/startup-funding-guide.jpg`);
    const posting = article.data.find((d) => d["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({ headline: expect.any(String), image: article.ogImage, datePublished: expect.any(String), dateModified: expect.any(String) });
  });

  it("describes an opening for job search with its salary read into a range", async () => {
    const job = (await firstByteHead("/careers/gst-associate-heads")).data.find((d) => d["@type"] === "JobPosting")!;
    expect(job).toMatchObject({
      title: "GST Associate",
      employmentType: "FULL_TIME",
      hiringOrganization: { name: "Vriddhi Business Solutions LLP" },
      jobLocation: { address: { addressLocality: "Bhopal", addressCountry: "IN" } },
      baseSalary: { currency: "INR", value: { minValue: 350000, maxValue: 500000, unitText: "YEAR" } },
    });
  });
});
