import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../app";
import { createAs, signIn } from "../testing/admin-helpers";

/*
 * What the Hindi review of issue 47 changed on the pages, as the worker renders them: the free
 * tools in a group of their own in the phone menu, the calculator's words, and a Hindi blog topic
 * with no Hindi post pointing to the same topic on the English blog, marked as English.
 */

const ORIGIN = "https://www.vriddhi.example";
const TEMPLATE = `<!doctype html><html lang="en-IN"><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const page = async (path: string) =>
  (await (await app.request(`${ORIGIN}${path}`, {}, { ...env, ASSETS: assets, SITE_URL: ORIGIN })).text()).split('id="page-data"')[0].replace(/<!-- -->/g, "");

describe("the phone menu on a Hindi page", () => {
  it("offers the free tools in a group of their own, below the spec's menu links", async () => {
    const html = await page("/hi/");
    const from = html.indexOf("data-mobile-menu");
    const menu = from < 0 ? "" : html.slice(from, html.indexOf("</nav>", from));
    expect(menu).not.toBe("");
    const lists = [...menu.matchAll(/<ul class="([^"]*)">([\s\S]*?)<\/ul>(?!<\/details>)/g)];
    const tools = lists.find(([, , body]) => body.includes('href="/hi/tools"'));
    expect(tools?.[1]).toContain("border-t");
    expect(tools?.[2]).toMatch(/मुफ़्त टूल<\/a><\/li>$/);
    // Only the tools in that group, and not among the spec's links above it.
    expect(tools?.[2].match(/<li>/g)).toHaveLength(1);
    const specLinks = menu.slice(0, menu.indexOf(tools![0]));
    expect(specLinks).toContain('href="/hi/about"');
    expect(specLinks).not.toContain('href="/hi/tools"');
  });
});

describe("the Hindi GST calculator's words", () => {
  it("calls its button हिसाब लगाएँ, apart from the option that takes GST out, and the 5% rate रियायती", async () => {
    const html = await page("/hi/tools/gst-calculator");
    expect(html).toMatch(/<button type="submit"[^>]*>[\s\S]*?हिसाब लगाएँ<\/button>/);
    expect(html).toContain("जीएसटी सहित (इसमें से जीएसटी निकालें)");
    expect(html).toContain("5% (रियायती दर)");
    expect(html).not.toContain("मेरिट");
  });
});

describe("a Hindi blog topic without a Hindi post", () => {
  beforeAll(async () => {
    const cookie = await signIn();
    const created = await createAs(cookie, "/api/admin/blogs", {
      title: "GST registration for traders",
      slug: "gst-registration-for-traders-review",
      excerpt: "Who needs it, and what to keep ready.",
      content: "<p>Any trader whose turnover crosses the limit must register.</p>",
      category: "Legal",
      author: "Priya Malviya",
      published: true,
    });
    expect(created.res.status).toBe(201);
  });

  it("says so in Hindi and points to the same topic on the English blog, marked as English", async () => {
    const html = await page("/hi/blog?topic=legal");
    expect(html).toContain("पर अभी हिंदी में कोई लेख नहीं है");
    expect(html).toMatch(/<a href="\/blog\?topic=legal" hrefLang="en-IN"|<a href="\/blog\?topic=legal" hreflang="en[^"]*"/);
    // All eight of the spec's topics stay offered on the Hindi blog.
    expect(html.match(/href="\/hi\/blog\?topic=[a-z-]+"/g)?.length).toBeGreaterThanOrEqual(8);
  });
});
