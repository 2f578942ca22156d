import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createAs, signIn } from "../testing/admin-helpers";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const ALT = "Two partners reviewing GST returns at the Bhopal office";
const post = (slug: string, imageAlt?: string | null) => ({
  title: "GST returns for a bakery",
  slug,
  excerpt: "Which returns a small bakery files, and when.",
  content: "<p>GSTR-1 by the 11th, GSTR-3B by the 20th.</p>",
  category: "Finance",
  author: "Rakesh Jain",
  published: true,
  ...(imageAlt === undefined ? {} : { imageAlt }),
});
const page = async (slug: string) => (await SELF.fetch(`http://localhost/blog/${slug}`)).text();
/** The article's feature image (the hero, loaded first). */
const heroAlt = (html: string) => /<img[^>]*loading="eager"[^>]*>/.exec(html)?.[0].match(/alt="([^"]*)"/)?.[1];

describe("a post's feature image description", () => {
  it("is the article image's alt and the shared link's image alt", async () => {
    const { res, body } = await createAs(cookie, "/api/admin/blogs", post("gst-bakery-alt", `  ${ALT} `));
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ imageAlt: ALT });
    // As an upload leaves it: the post owns an image.
    await env.DB.prepare("update blogs set image_url = '/media/blog-images/00000000-0000-4000-8000-000000000000.png' where slug = 'gst-bakery-alt'").run();
    const html = await page("gst-bakery-alt");
    expect(heroAlt(html)).toBe(ALT);
    expect(html).toContain(`<meta property="og:image:alt" content="${ALT}"`);
    expect(html).toContain(`<meta name="twitter:image:alt" content="${ALT}"`);
    const { post: article } = (await (await SELF.fetch("http://localhost/api/blogs/gst-bakery-alt")).json()) as { post: { imageAlt: string | null } };
    expect(article.imageAlt).toBe(ALT);
  });

  it("leaves an image decorative when empty, and the stock image shown without one undescribed", async () => {
    const { body } = await createAs(cookie, "/api/admin/blogs", post("gst-bakery-no-alt", ""));
    expect(body).toMatchObject({ imageAlt: null });
    await createAs(cookie, "/api/admin/blogs", post("gst-bakery-no-image", ALT));
    for (const slug of ["gst-bakery-no-alt", "gst-bakery-no-image"]) {
      const html = await page(slug);
      expect(heroAlt(html)).toBe("");
      expect(html).not.toContain("og:image:alt");
    }
  });

  it("refuses a description past an inline image's length, with the field's own message", async () => {
    const res = await call("/api/admin/blogs", { method: "POST", cookie, json: post("gst-bakery-long-alt", "x".repeat(301)) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors.imageAlt).toBe("The image's description can be at most 300 characters long.");
  });
});
