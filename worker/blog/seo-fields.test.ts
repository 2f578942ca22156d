import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createAs, signIn } from "../testing/admin-helpers";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const post = (slug: string, seo: Record<string, unknown> = {}) => ({
  title: "Udyam registration for a partnership firm",
  slug,
  excerpt: "Who signs, which PAN is used, and what to keep ready.",
  content: "<p>The firm registers on its own PAN.</p>",
  category: "Startups",
  author: "Rakesh Jain",
  published: true,
  ...seo,
});
const page = async (slug: string) => (await SELF.fetch(`http://localhost/blog/${slug}`)).text();

describe("a post's SEO title and description", () => {
  it("are what the article's head says, for search results and shared links", async () => {
    const seo = { metaTitle: "Udyam for partnership firms: a 10-minute checklist", metaDescription: "The documents, the PAN to use and the mistakes that stall a firm's Udyam certificate." };
    const { res, body } = await createAs(cookie, "/api/admin/blogs", post("udyam-partnership-seo", seo));
    expect(res.status).toBe(201);
    expect(body).toMatchObject(seo);
    const html = await page("udyam-partnership-seo");
    expect(html).toContain(`<title>${seo.metaTitle}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${seo.metaTitle}"`);
    expect(html).toContain(`<meta name="description" content="${seo.metaDescription}"`);
    expect(html).toContain(`<meta property="og:description" content="${seo.metaDescription}"`);
  });

  it("default to the title and the excerpt when left empty, stored as none", async () => {
    const { body } = await createAs(cookie, "/api/admin/blogs", post("udyam-partnership-default", { metaTitle: "   ", metaDescription: "" }));
    expect(body).toMatchObject({ metaTitle: null, metaDescription: null });
    const html = await page("udyam-partnership-default");
    expect(html).toContain("<title>Udyam registration for a partnership firm | ");
    expect(html).toContain('<meta name="description" content="Who signs, which PAN is used, and what to keep ready."');
  });

  it("refuse what is far past what any result shows, with the field's own message", async () => {
    const res = await call("/api/admin/blogs", { method: "POST", cookie, json: post("udyam-partnership-long", { metaTitle: "x".repeat(121) }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors.metaTitle).toBe("The headline in search results can be at most 120 characters long.");
  });
});
