import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { blogCategories, blogTopics } from "#core/taxonomies/blog";
import { verifyPassword } from "../access/password";
import { seedDatabase } from "./seed";
import { seedArticles } from "./seed-articles";

const options = { adminEmail: "Owner@Example.com", adminPassword: "first-password-123" };

describe("seedDatabase", () => {
  it("creates the admin, the three published launch articles and the Hindi translation once, however often it runs", async () => {
    const first = await seedDatabase(env.DB, options);
    expect(first).toEqual({ adminCreated: true, articlesInserted: 4 });

    const second = await seedDatabase(env.DB, { ...options, adminPassword: "another-password-456" });
    expect(second).toEqual({ adminCreated: false, articlesInserted: 0 });

    const admins = await env.DB.prepare("select email, password_hash from admin_users").all<{
      email: string;
      password_hash: string;
    }>();
    expect(admins.results).toHaveLength(1);
    expect(admins.results[0].email).toBe("owner@example.com");
    // a re-seed never overwrites a password the admin may have changed
    expect(await verifyPassword("first-password-123", admins.results[0].password_hash)).toBe(true);

    const posts = await env.DB.prepare(
      "select p.slug, p.published, p.language, o.slug as translates from blogs p left join blogs o on o.id = p.translation_of order by p.slug",
    ).all<{ slug: string; published: number; language: string; translates: string | null }>();
    expect(posts.results).toEqual([
      { slug: "digital-transformation-small-business", published: 1, language: "en", translates: null },
      { slug: "legal-compliance-checklist", published: 1, language: "en", translates: null },
      { slug: "startup-funding-guide", published: 1, language: "en", translates: null },
      { slug: "startup-funding-guide-hindi", published: 1, language: "hi", translates: "startup-funding-guide" },
    ]);
  });

  it("gives every launch article an admin category that a topic link lists", () => {
    for (const article of seedArticles) {
      expect(blogCategories, article.slug).toContain(article.category);
      expect(blogTopics.some((t) => t.categories.includes(article.category)), article.slug).toBe(true);
    }
  });
});
