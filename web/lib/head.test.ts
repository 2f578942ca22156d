import { describe, expect, it } from "vitest";
import { site } from "#core/content/site";
import { defaultSiteSettings } from "#core/content/site-defaults";
import { siteView } from "#core/format/site-settings";
import { documentOrigin, headHtml, headTags, NOT_FOUND_HEAD, resolveHead, SITE_HEAD } from "./head";
import { structuredDataHtml } from "./structured-data";

const origin = "https://example.in";
const pathname = "/blog/gst-basics";

describe("headTags", () => {
  it("gives every page its title, description, canonical and social tags from one head", () => {
    const html = headHtml(headTags({ title: "GST basics | Vriddhi", description: "What to file & when" }, origin, pathname));
    expect(html.split("\n    ")).toEqual([
      "<title>GST basics | Vriddhi</title>",
      '<meta name="description" content="What to file &amp; when" />',
      '<link rel="canonical" href="https://example.in/blog/gst-basics" />',
      '<meta property="og:type" content="website" />',
      '<meta property="og:locale" content="en_IN" />',
      '<meta property="og:site_name" content="Vriddhi Business Solutions" />',
      '<meta property="og:title" content="GST basics | Vriddhi" />',
      '<meta property="og:description" content="What to file &amp; when" />',
      '<meta property="og:url" content="https://example.in/blog/gst-basics" />',
      '<meta property="og:image" content="https://example.in/og-image.jpg" />',
      '<meta name="twitter:card" content="summary_large_image" />',
    ]);
  });

  it("takes an article's type and image, resolving a site path against the origin", () => {
    const tags = headTags({ title: "t", description: "d", type: "article", image: "/media/blog-images/a.png" }, origin, pathname);
    expect(tags).toContainEqual({ tag: "meta", attribute: "property", key: "og:type", content: "article" });
    expect(tags).toContainEqual({
      tag: "meta",
      attribute: "property",
      key: "og:image",
      content: "https://example.in/media/blog-images/a.png",
    });
  });

  it("points canonical and og:url at another page when the head names one", () => {
    const tags = headTags({ title: "t", description: "d", canonicalPath: "/services/legal-consultancy" }, origin, "/legal-consultancy");
    expect(tags).toContainEqual({ tag: "link", rel: "canonical", href: "https://example.in/services/legal-consultancy" });
    expect(tags).toContainEqual({ tag: "meta", attribute: "property", key: "og:url", content: "https://example.in/services/legal-consultancy" });
  });

  it("escapes markup in text a page's data supplies", () => {
    const html = headHtml(headTags({ title: '</title><script>x</script>', description: '"quoted"' }, origin, pathname));
    expect(html).toContain("<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>");
    expect(html).toContain('content="&quot;quoted&quot;"');
  });
});

describe("structured data and feed", () => {
  it("puts the firm's ProfessionalService on every page, before the page's own, on the site's origin", () => {
    const html = structuredDataHtml(
      { structuredData: [{ type: "BreadcrumbList", trail: [{ name: "X", path: "/x" }] }], site: siteView(defaultSiteSettings, site.legalName) },
      origin,
    );
    const json = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(html)?.[1];
    const data = JSON.parse(json ?? "[]") as Record<string, unknown>[];
    expect(data.map((d) => d["@type"])).toEqual(["ProfessionalService", "BreadcrumbList"]);
    expect(data[0].url).toBe("https://example.in/");
    expect(data[0]).toMatchObject({ telephone: "+91 755 400 1234", email: "info@vriddhisolutions.in" });
    expect(data[1]).toMatchObject({ itemListElement: [{ item: "https://example.in/x" }] });
  });

  it("cannot be closed early by text in the data", () => {
    const html = structuredDataHtml({ structuredData: [{ type: "FAQPage", faqs: [{ question: "</script><script>alert(1)</script>", answer: "a" }] }] }, origin);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain("\\u003c/script>");
  });

  it("is the server's alone: the tags the browser applies on navigation carry none", () => {
    const tags = headTags({ title: "t", description: "d", structuredData: [{ type: "FAQPage", faqs: [{ question: "q", answer: "a" }] }] }, origin, pathname);
    expect(headHtml(tags)).not.toContain("ld+json");
  });

  it("asks search engines not to index a page that says so, and only that page", () => {
    expect(headHtml(headTags({ title: "t", description: "d", noindex: true }, origin, pathname))).toContain('<meta name="robots" content="noindex" />');
    expect(headHtml(headTags({ title: "t", description: "d" }, origin, pathname))).not.toContain("robots");
  });

  it("names the feed on blog pages only", () => {
    expect(headHtml(headTags({ title: "t", description: "d", feed: true }, origin, pathname))).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Vriddhi Business Solutions: Business Insights" href="https://example.in/blog/rss.xml" />',
    );
    expect(headHtml(headTags({ title: "t", description: "d" }, origin, pathname))).not.toContain("rss");
  });
});

describe("documentOrigin", () => {
  const doc = (canonical: string | null) =>
    ({
      querySelector: () => (canonical ? { href: canonical } : null),
      location: { origin: "https://www-vriddhi.workers.dev" },
    }) as unknown as Document;

  it("keeps the origin the server wrote into the canonical link", () => {
    expect(documentOrigin(doc("https://www.vriddhi.example/about"))).toBe("https://www.vriddhi.example");
  });

  it("uses the browser's origin on a page without one (the admin shell)", () => {
    expect(documentOrigin(doc(null))).toBe("https://www-vriddhi.workers.dev");
  });
});

describe("resolveHead", () => {
  const head = (title: string) => ({ head: () => ({ title, description: title }) });

  it("takes the deepest route that declares a head, with its loader data", () => {
    const matches = [
      { handle: head("layout"), data: undefined, params: {} },
      { handle: { head: ({ data }: { data: unknown }) => ({ title: String(data), description: "" }) }, data: "post", params: {} },
      { handle: undefined, data: undefined, params: {} },
    ];
    expect(resolveHead(matches).title).toBe("post");
  });

  it("falls back to the site's head", () => {
    expect(resolveHead([{ handle: {}, data: undefined, params: {} }])).toEqual(SITE_HEAD);
    expect(NOT_FOUND_HEAD.title).toBe("Page not found | Vriddhi Business Solutions");
  });
});
