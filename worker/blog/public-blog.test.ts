import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../seed/seed";

type Summary = { slug: string; category: string; title: string };

beforeAll(async () => {
  await seedDatabase(env.DB, { adminEmail: "admin@example.com", adminPassword: "irrelevant-here" });
  await env.DB.prepare(
    `insert into blogs (title, slug, content, excerpt, category, published, author, created_at)
     values ('Draft thoughts', 'draft-thoughts', '<p>x</p>', 'x', 'Finance', 0, 'Staff', '2026-01-01T00:00:00.000Z'),
            ('Raising a seed round', 'raising-a-seed-round', '<p>y</p>', 'y', 'Finance', 1, 'Staff', '2024-01-01T00:00:00.000Z')`,
  ).run();
});

async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await SELF.fetch(`http://localhost${path}`);
  return { status: res.status, body: (await res.json()) as T };
}

describe("GET /api/blogs", () => {
  it("lists only published posts, newest first", async () => {
    const { status, body } = await getJson<{ posts: Summary[] }>("/api/blogs");
    expect(status).toBe(200);
    const slugs = body.posts.map((p) => p.slug);
    expect(slugs).not.toContain("draft-thoughts");
    expect(slugs).toEqual([
      "legal-compliance-checklist",
      "digital-transformation-small-business",
      "startup-funding-guide",
      "raising-a-seed-round",
    ]);
    expect(body.posts[0]).not.toHaveProperty("content");
  });

  it("filters by topic through the topic's categories, and ignores an unknown topic", async () => {
    const legal = await getJson<{ topic: string; posts: Summary[] }>("/api/blogs?topic=legal");
    expect(legal.body.topic).toBe("legal");
    expect(legal.body.posts.map((p) => p.slug)).toEqual(["legal-compliance-checklist"]);

    const funding = await getJson<{ posts: Summary[] }>("/api/blogs?topic=funding");
    expect(funding.body.posts.map((p) => p.slug)).toEqual(["startup-funding-guide", "raising-a-seed-round"]);

    const unknown = await getJson<{ topic: null; posts: Summary[] }>("/api/blogs?topic=astrology");
    expect(unknown.body.topic).toBeNull();
    expect(unknown.body.posts).toHaveLength(4);
  });
});

describe("GET /api/blogs/:slug", () => {
  it("returns the article and up to two related posts, same category first", async () => {
    const { status, body } = await getJson<{ post: Summary & { content: string }; related: Summary[] }>(
      "/api/blogs/startup-funding-guide",
    );
    expect(status).toBe(200);
    expect(body.post.content).toContain("<h2>");
    expect(body.related).toHaveLength(2);
    expect(body.related[0].slug).toBe("raising-a-seed-round");
    expect(body.related.map((p) => p.slug)).not.toContain("startup-funding-guide");
  });

  it("answers 404 for an unknown or unpublished article", async () => {
    expect((await SELF.fetch("http://localhost/api/blogs/no-such-post")).status).toBe(404);
    expect((await SELF.fetch("http://localhost/api/blogs/draft-thoughts")).status).toBe(404);
  });
});

describe("an unexpected database failure", () => {
  it("answers a generic JSON 500 without details", async () => {
    await env.DB.exec("ALTER TABLE blogs RENAME TO blogs_gone");
    try {
      const res = await SELF.fetch("http://localhost/api/blogs");
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: "Something went wrong on our side. Please try again in a moment." });
      expect(text).not.toMatch(/blogs|SQL|stack/i);
    } finally {
      await env.DB.exec("ALTER TABLE blogs_gone RENAME TO blogs");
    }
  });
});
