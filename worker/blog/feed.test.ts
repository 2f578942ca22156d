import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../seed/seed";
import { rssXml } from "./feed";

beforeAll(async () => {
  await seedDatabase(env.DB, { adminEmail: "admin@example.com", adminPassword: "irrelevant-here" });
  await env.DB.prepare(
    `insert into blogs (title, slug, content, excerpt, category, published, author, created_at, updated_at)
     values ('Draft on TDS', 'draft-on-tds', '<p>x</p>', 'x', 'Finance', 0, 'Staff', '2030-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z')`,
  ).run();
});

describe("GET /blog/rss.xml", () => {
  it("is an RSS 2.0 feed of the published posts, newest first, with absolute links", async () => {
    const res = await SELF.fetch("https://www.example.in/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<link>https://www.example.in/blog</link>");
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toHaveLength(3);
    expect(links.every((l) => l.startsWith("https://www.example.in/blog/"))).toBe(true);
    expect(xml).not.toContain("draft-on-tds");
    const dates = [...xml.matchAll(/<item>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]));
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });
});

describe("rssXml", () => {
  it("escapes the text of a post and dates it in RFC 822", () => {
    const xml = rssXml("https://x.in", [
      { slug: "a&b", language: "en", title: "GST <basics> & more", excerpt: "\"Quoted\"", author: "A", category: "Finance", createdAt: "2026-03-02T10:00:00.000Z" },
    ], "en");
    expect(xml).toContain("<title>GST &lt;basics&gt; &amp; more</title>");
    expect(xml).toContain("<link>https://x.in/blog/a%26b</link>");
    expect(xml).toContain("<description>&quot;Quoted&quot;</description>");
    expect(xml).toContain("<pubDate>Mon, 02 Mar 2026 10:00:00 GMT</pubDate>");
  });
});
