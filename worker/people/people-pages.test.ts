import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { seedDatabase } from "../seed/seed";

// A stand-in for the built index.html: these tests are about the rendered page and its head.
const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const ORIGIN = "https://www.vriddhi.example";

async function page(path: string) {
  const res = await app.request(`${ORIGIN}${path}`, {}, { ...env, ASSETS: assets, SITE_URL: ORIGIN });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const ld = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
  return { html, data: JSON.parse(ld ?? "[]") as Record<string, unknown>[] };
}

/** The "About the author" box's markup, for checking what it says and what it leaves out. */
function authorBox(html: string): string {
  const box = html.match(/<aside aria-labelledby="author-box-heading"[\s\S]*?<\/aside>/)?.[0];
  expect(box, "the author box").toBeTruthy();
  return box!;
}

/** The paragraphs of a piece of markup, tags stripped. */
const paragraphs = (html: string) => [...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));

const insertPerson = (name: string, slug: string, published: number, order = 0) =>
  env.DB.prepare(
    `insert into people (name, slug, role, credentials, bio, photo_url, sort_order, published)
     values (?, ?, 'Partner, Tax and Funding', '["CA","CS"]', 'Advises founders on funding and GST.', '/media/blog-images/0b7c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4.jpg', ?, ?)`,
  )
    .bind(name, slug, order, published)
    .run();

describe("the team on About and beside articles", () => {
  it("About has no team section while nobody is published, and one once somebody is", async () => {
    // Nobody published yet, whichever tests here ran first.
    await env.DB.prepare("delete from people").run();
    await insertPerson("Draft Partner", "draft-partner", 0);
    const before = await page("/about");
    expect(before.html).not.toContain('id="team-heading"');
    expect(before.html).not.toContain("Draft Partner");

    await insertPerson("Ananya Sharma", "ananya-sharma", 1);
    // A direct insert bumps no content version; the page cache is bypassed by a fresh key.
    const after = await page("/about?team");
    expect(after.html).toContain('id="team-heading"');
    expect(after.html).toContain('id="ananya-sharma"');
    expect(after.html).toMatch(/Ananya Sharma<span[^>]*>, <!-- -->CA, CS/);
    expect(after.html).not.toContain("Draft Partner");
  });

  it("an article by a published person shows their role and credentials, and its BlogPosting names them as a Person", async () => {
    await insertPerson("Rohit Verma", "rohit-verma", 1);
    await env.DB.prepare(
      `insert into blogs (title, slug, content, excerpt, category, author, published) values ('GST for exporters', 'gst-exporters', '<p>Body</p>', 'Refunds and LUTs.', 'Legal', 'Rohit Verma', 1),
       ('Budget notes', 'budget-notes', '<p>Body</p>', 'What changed.', 'Finance', 'Guest Writer', 1)`,
    ).run();
    const { html, data } = await page("/blog/gst-exporters");
    expect(html).toContain("Partner, Tax and Funding · CA, CS");
    expect(html).toContain('href="/about#rohit-verma"');
    // The team member's own bio from People stands in the author box.
    expect(paragraphs(authorBox(html))).toEqual(["Partner, Tax and Funding · CA, CS, Vriddhi Business Solutions", "Advises founders on funding and GST."]);
    const posting = data.find((d) => d["@type"] === "BlogPosting")!;
    expect(posting.author).toEqual({
      "@type": "Person",
      name: "Rohit Verma",
      jobTitle: "Partner, Tax and Funding",
      honorificSuffix: "CA, CS",
      image: `${ORIGIN}/media/blog-images/0b7c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4.jpg`,
      url: `${ORIGIN}/about#rohit-verma`,
      worksFor: { "@id": `${ORIGIN}/#organization` },
    });

    const other = await page("/blog/budget-notes");
    expect(other.html).toContain("Content Writer");
    // Nobody in People: name and the spec's role only, no invented bio.
    const box = authorBox(other.html);
    expect(box).toContain(">About Guest Writer</h2>");
    expect(paragraphs(box)).toEqual(["Content Writer, Vriddhi Business Solutions"]);
    expect(other.data.find((d) => d["@type"] === "BlogPosting")!.author).toEqual({ "@type": "Person", name: "Guest Writer" });
  });

  it("a launch article, whose author is not in People, credits a Content Writer with no made-up bio", async () => {
    // Other tests here publish an "Ananya Sharma"; the launch article's author is nobody in People.
    await env.DB.prepare("delete from people").run();
    await seedDatabase(env.DB, { adminEmail: "owner@example.com", adminPassword: "first-password-123" });
    const { html } = await page("/blog/startup-funding-guide");
    const box = authorBox(html);
    expect(box).toContain(">About Ananya Sharma</h2>");
    expect(paragraphs(box)).toEqual(["Content Writer, Vriddhi Business Solutions"]);
  });
});
