import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { freshIp } from "../testing/helpers";
import { contentPaths } from "../seo/public-paths";
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE } from "./speculation-rules";

const ORIGIN = "http://localhost";
const RULES_URL = `${ORIGIN}${SPECULATION_RULES_PATH}`;

type Where = { href_matches: string | string[] } | { and: Where[] } | { not: Where };
interface Rule {
  source: string;
  where: Where;
  eagerness: string;
}

/**
 * Whether a document rule's `where` names a URL, as a browser decides it: URL patterns resolved
 * against the rules file's URL (workerd's URLPattern, the same standard Chromium follows).
 */
function names(where: Where, url: string): boolean {
  if ("and" in where) return where.and.every((part) => names(part, url));
  if ("not" in where) return !names(where.not, url);
  return [where.href_matches].flat().some((pattern) => new URLPattern(pattern, RULES_URL).test(url));
}

async function fetchRules() {
  const res = await SELF.fetch(RULES_URL);
  return { res, rules: (await res.json()) as Record<string, Rule[]> };
}

describe("the Speculation Rules file", () => {
  it("is served as application/speculationrules+json, cacheable, with document rules at most moderate", async () => {
    const { res, rules } = await fetchRules();
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe(SPECULATION_RULES_TYPE);
    expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
    expect(Object.keys(rules).sort()).toEqual(["prefetch", "prerender"]);
    for (const rule of [...rules.prefetch, ...rules.prerender]) {
      expect(rule.source).toBe("document");
      expect(["moderate", "conservative"]).toContain(rule.eagerness);
    }
  });

  it("names every public page", async () => {
    const { rules } = await fetchRules();
    for (const path of [...contentPaths(), "/blog/startup-funding-guide", "/startup-consulting", "/search"]) {
      for (const rule of [...rules.prefetch, ...rules.prerender]) expect(names(rule.where, `${ORIGIN}${path}`), path).toBe(true);
    }
  });

  it("never names the admin, the API, newsletter links, /unsubscribe, /thank-you, media, files, a query or another site", async () => {
    const { rules } = await fetchRules();
    const excluded = [
      "/admin",
      "/admin/inquiries",
      "/admin/reset-password?token=abc",
      "/api/health",
      "/api",
      "/newsletter/confirm?token=abc",
      "/newsletter/unsubscribe",
      "/newsletter/confirmed",
      "/unsubscribe?token=abc",
      "/unsubscribe",
      "/thank-you",
      "/thank-you?form=contact&reference=VBS-1",
      "/media/blog-images/a.webp",
      "/static/brochure.pdf",
      "/feed.xml",
      "/search?q=gst",
      "/about?token=abc",
      "/?utm_source=mail",
    ].map((path) => `${ORIGIN}${path}`);
    for (const url of [...excluded, "https://evil.example/about"]) {
      for (const rule of [...rules.prefetch, ...rules.prerender]) expect(names(rule.where, url), url).toBe(false);
    }
  });
});

describe("the Speculation-Rules header", () => {
  const HEADER = `"${SPECULATION_RULES_PATH}"`;

  it("is on a public page, when rendered and when answered from the page cache, and on HEAD", async () => {
    const first = await SELF.fetch(`${ORIGIN}/about`);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(first.headers.get("Speculation-Rules")).toBe(HEADER);
    const hit = await SELF.fetch(`${ORIGIN}/about`);
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.headers.get("Speculation-Rules")).toBe(HEADER);
    const head = await SELF.fetch(`${ORIGIN}/contact`, { method: "HEAD" });
    expect(head.headers.get("Speculation-Rules")).toBe(HEADER);
  });

  it("is not on the admin, the API, a file or the rules themselves", async () => {
    for (const path of ["/admin", "/admin/inquiries", "/api/health", "/favicon.svg", SPECULATION_RULES_PATH]) {
      const res = await SELF.fetch(`${ORIGIN}${path}`);
      expect(res.headers.get("Speculation-Rules"), path).toBeNull();
    }
  });

  it("is not on the answer to a form posted without JavaScript", async () => {
    const res = await SELF.fetch(`${ORIGIN}/contact`, {
      method: "POST",
      headers: { Origin: ORIGIN, "CF-Connecting-IP": freshIp() },
      body: new URLSearchParams({ form: "contact", name: "", email: "not-an-email", phone: "", subject: "", message: "", website: "" }),
      redirect: "manual",
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Speculation-Rules")).toBeNull();
  });
});
