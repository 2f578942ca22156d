import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { serviceLines } from "#core/content/service-lines";
import { subServiceIds } from "#core/taxonomies/services";
import { hasHindiTwin, hindiPagePatterns } from "#core/site/hindi-pages";
import { app } from "../app";
import { seedDatabase } from "../seed/seed";

const TEMPLATE = `<!doctype html><html lang="en-IN"><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const ORIGIN = "https://www.vriddhi.example";

beforeAll(async () => {
  await seedDatabase(env.DB, { adminEmail: "admin@example.com", adminPassword: "irrelevant-here" });
});

async function page(path: string) {
  const res = await app.request(`${ORIGIN}${path}`, {}, { ...env, ASSETS: assets, SITE_URL: ORIGIN });
  const html = await res.text();
  const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]));
  return {
    status: res.status,
    html,
    lang: html.match(/<html lang="([^"]+)">/)?.[1],
    // The heading's text, an element inside it (the calendar's year) included.
    h1: (html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1] ?? "").replace(/<[^>]+>/g, ""),
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    alternates,
    hrefs: [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]),
  };
}

const DEVANAGARI = /[\u0900-\u097F]/;
// The translated pages' English addresses (each service line's page for its pattern), but the
// thank-you page, which asks not to be indexed and so names no twins.
const translated = hindiPagePatterns
  .flatMap((pattern) =>
    pattern === "/services/:serviceId"
      ? serviceLines.map((line) => `/services/${line.id}`)
      : pattern === "/services/:serviceId/:subServiceId"
        ? serviceLines.flatMap((line) => subServiceIds[line.id].map((id: string) => `/services/${line.id}/${id}`))
        : [pattern],
  )
  .filter((pattern) => !pattern.includes(":") && pattern !== "/thank-you");
const hindiOf = (path: string) => (path === "/" ? "/hi/" : `/hi${path}`);

describe("the Hindi pages", () => {
  it.each(translated)("%s has a Hindi twin: lang hi, a Devanagari heading, a canonical in its language, reciprocal hreflang", async (path) => {
    const [en, hi] = [await page(path), await page(hindiOf(path))];
    expect([en.status, hi.status]).toEqual([200, 200]);
    expect([en.lang, hi.lang]).toEqual(["en-IN", "hi"]);
    expect(hi.h1).toMatch(DEVANAGARI);
    expect(en.h1).not.toMatch(DEVANAGARI);
    // A themed landing page names its service's page as canonical, in its own language; that page
    // names the twins.
    const landing = serviceLines.find((line) => line.landingPath === path);
    const pair = landing ? {} : { "en-IN": `${ORIGIN}${path}`, "hi-IN": `${ORIGIN}${hindiOf(path)}`, "x-default": `${ORIGIN}${path}` };
    expect(en.alternates).toEqual(pair);
    expect(hi.alternates).toEqual(pair);
    const canonical = landing ? `/services/${landing.id}` : path;
    expect(en.canonical).toBe(`${ORIGIN}${canonical}`);
    expect(hi.canonical).toBe(`${ORIGIN}${hindiOf(canonical)}`);
  });

  it("link to each other with the language switch, and a Hindi page's links stay in Hindi where a twin exists", async () => {
    const en = await page("/about");
    const hi = await page("/hi/about");
    expect(en.html).toMatch(/<a href="\/hi\/about" hrefLang="hi-IN" lang="hi"[^>]*>हिंदी<\/a>/);
    expect(hi.html).toMatch(/<a href="\/about" hrefLang="en-IN" lang="en-IN"[^>]*>English<\/a>/);
    expect(hi.hrefs).toContain("/hi/services");
    expect(hi.hrefs).toContain("/hi/");
    // A Hindi page never links to a Hindi address that is missing.
    for (const href of hi.hrefs.filter((h) => h.startsWith("/hi"))) {
      expect(hasHindiTwin(href === "/hi/" ? "/" : href.slice(3).split(/[?#]/)[0]), href).toBe(true);
    }
    expect(hi.hrefs).toContain("/hi/blog");
  });

  it("answer an unknown address under /hi/ with the not-found page in Hindi", async () => {
    const missing = await page("/hi/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.lang).toBe("hi");
    expect(missing.html).toContain("Oops! Page not found");
    expect(missing.html).toContain("माफ़ करें, यह पेज नहीं मिला।".normalize("NFC"));
    expect(missing.hrefs).toContain("/hi/");
    expect(missing.alternates).toEqual({});
    // A page with no Hindi twin yet is not found under /hi/ either, rather than shown in English.
    const untranslated = ["/blog", "/tools", "/newsletter/confirmed"].find((path) => !hasHindiTwin(path));
    if (untranslated) expect((await page(`/hi${untranslated}`)).status).toBe(404);
  });

  it("show the site settings' Hindi words and Hindi hours", async () => {
    const hi = await page("/hi/");
    expect(hi.html).toContain("खुश क्लाइंट");
    expect(hi.html).toContain("भोपाल, मध्य प्रदेश 462011");
    expect(hi.html).toContain("24/7 विशेषज्ञ सहायता");
    expect((await page("/")).html).toContain("Happy Clients");
  });
});
