import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { foldWithOffsets, searchFold } from "#core/format/search-fold";
import { app } from "../app";
import { searchTerms, termPattern } from "./terms";
import type { SearchAnswer } from "./types";

/*
 * The Hindi site search (/hi/search, GET /api/search?lang=hi): the Hindi twins of the services,
 * sub-services, tools and guides, found by whole Hindi words (never by a piece of a syllable), with
 * or without a nukta; the staff's English records beside them, marked English.
 */

const ORIGIN = "https://www.vriddhi.example";
const TEMPLATE = `<!doctype html><html lang="en-IN"><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

async function visit(path: string) {
  const ctx = createExecutionContext();
  const res = await app.request(`${ORIGIN}${path}`, {}, { ...env, ASSETS: assets, SITE_URL: ORIGIN }, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

async function search(q: string, lang = "hi"): Promise<SearchAnswer> {
  const { res, text } = await visit(`/api/search?${new URLSearchParams({ q, lang })}`);
  expect(res.status, q).toBe(200);
  return JSON.parse(text) as SearchAnswer;
}

const hrefs = (answer: SearchAnswer, kind: string) => answer.groups.find((g) => g.kind === kind)?.results.map((r) => r.href) ?? [];
const titles = (answer: SearchAnswer) => answer.groups.flatMap((g) => g.results.map((r) => r.title));

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      `insert into blogs (title, slug, content, excerpt, category, published, author) values
        ('Udyam registration for traders', 'udyam-for-traders', '<p>x</p>', 'Retail and wholesale traders can now register on the Udyam portal.', 'Legal', 1, 'Staff')`,
    ),
    env.DB.prepare(
      `insert into jobs (title, slug, description, requirements, location, job_type, published) values
        ('Audit Associate', 'audit-associate', 'Statutory and tax audits for MSME clients.', 'CA Inter', 'Bhopal', 'Full-time', 1)`,
    ),
  ]);
});

describe("the folding the search compares text in", () => {
  it("drops the nukta, however it was typed, and lowers the case", () => {
    const precomposed = "\u095Eाइल"; // फ़ as one letter (U+095E), as some keyboards give it
    const combining = "फ\u093Cाइल"; // फ + nukta, as our content (NFC) stores it
    expect(searchFold(precomposed)).toBe("फाइल");
    expect(searchFold(combining)).toBe("फाइल");
    expect(searchFold("फाइल")).toBe("फाइल");
    expect(searchFold("GST ज़रूरी")).toBe("gst जरूरी");
    // Latin letters with accents keep them (NFC again after the nukta is gone).
    expect(searchFold("Résumé")).toBe("résumé");
  });

  it("knows where each folded letter was written, to mark a match in the text as written", () => {
    const text = "कागज़ और फ़ाइल";
    const { folded, from } = foldWithOffsets(text);
    expect(folded).toBe("कागज और फाइल");
    const at = folded.indexOf("फाइल");
    expect(text.slice(from[at], from[at + "फाइल".length])).toBe("फ़ाइल".normalize("NFC"));
  });

  it("reads whole Hindi words and drops filler words", () => {
    expect(searchTerms("जीएसटी पंजीकरण कैसे करें?")).toEqual(["जीएसटी", "पंजीकरण"]);
    expect(searchTerms("ज़रूरी दस्तावेज़")).toEqual(["जरूरी", "दस्तावेज"]);
  });

  it("finds a word from its start to the end of a letter, never part of a syllable", () => {
    expect(termPattern("पंजीकरण").test("जीएसटी पंजीकरण")).toBe(true);
    expect(termPattern("सेवा").test("सेवाएँ")).toBe(true);
    expect(termPattern("पंज").test("पंजीकरण")).toBe(false);
    expect(termPattern("एसटी").test("जीएसटी")).toBe(false);
    expect(termPattern("loan").test("loans")).toBe(true);
  });
});

describe("the Hindi site search", () => {
  it("finds the Hindi pages by a whole Hindi word: जीएसटी, पंजीकरण", async () => {
    const gst = await search("जीएसटी पंजीकरण");
    expect(gst.groups[0].kind).toBe("sub-service");
    expect(gst.groups[0].results[0]).toMatchObject({ title: "जीएसटी पंजीकरण", href: "/services/legal-consultancy/gst-registration" });
    expect(gst.groups[0].results[0].context).toMatch(/[\u0900-\u097F]/);
    expect(hrefs(await search("पंजीकरण"), "sub-service")).toContain("/services/startup-msme-consulting/dpiit-registration");
    expect(hrefs(await search("जीएसटी"), "tool")).toContain("/tools/gst-calculator");
  });

  it("finds nothing for a piece of a word", async () => {
    for (const fragment of ["पंज", "जीकरण"]) expect((await search(fragment)).groups, fragment).toEqual([]);
  });

  it("finds फ़ाइल whether typed with the nukta, without it, or as one precomposed letter", async () => {
    const found = await Promise.all(["फ़ाइल", "फाइल", "\u095Eाइल"].map(async (q) => titles(await search(q)).sort()));
    expect(found[0].length).toBeGreaterThan(0);
    expect(found[1]).toEqual(found[0]);
    expect(found[2]).toEqual(found[0]);
    const snippet = (await search("फाइल")).groups.flatMap((g) => g.results).find((r) => r.snippet.includes("फ़ाइल".normalize("NFC")));
    expect(snippet, "a snippet around the word as the page spells it").toBeDefined();
  });

  it("reads the guides, the tools and what the sub-service pages answer, in Hindi", async () => {
    expect(hrefs(await search("गोपनीयता नीति"), "guide")).toContain("/privacy-policy");
    expect(hrefs(await search("ईएमआई"), "tool")).toContain("/tools/emi-calculator");
    expect(hrefs(await search("बिजली बिल"), "sub-service")).toContain("/services/legal-consultancy/gst-registration");
  });

  it("finds the staff's English records too, marked English, and the English search marks nothing", async () => {
    const hindi = await search("audit");
    const job = hindi.groups.find((g) => g.kind === "job")!.results[0];
    expect(job).toMatchObject({ href: "/careers/audit-associate", lang: "en" });
    expect(hindi.groups.find((g) => g.kind === "post")).toBeUndefined();
    const post = (await search("udyam")).groups.find((g) => g.kind === "post")!.results[0];
    expect(post).toMatchObject({ href: "/blog/udyam-for-traders", lang: "en" });
    const english = await search("audit", "en");
    expect(english.groups.flatMap((g) => g.results).every((r) => r.lang === undefined)).toBe(true);
  });

  it("offers a Hindi correction in the site's own spelling", async () => {
    // "पंजीकरन": न for ण, as typed in a hurry.
    const answer = await search("जीएसटी पंजीकरन");
    expect(answer.groups).toEqual([]);
    expect(answer.suggestion).toBe("जीएसटी पंजीकरण");
  });

  it("suggests only what finds something on the Hindi search page", async () => {
    const { searchPageCopy } = await import("#core/content/hi/search-page");
    for (const query of searchPageCopy.suggestions.queries) expect((await search(query)).groups.length, query).toBeGreaterThan(0);
    for (const tip of ["जीएसटी", "डीपीआईआईटी", "वैल्यूएशन"]) expect((await search(tip)).groups.length, tip).toBeGreaterThan(0);
  });

  it("refuses a language it does not have", async () => {
    expect((await visit("/api/search?q=gst&lang=fr")).res.status).toBe(400);
  });
});

describe("the /hi/search page", () => {
  it("renders Hindi results on the server, marked where a whole word matched", async () => {
    const { res, text } = await visit(`/hi/search?${new URLSearchParams({ q: "जीएसटी पंजीकरण" })}`);
    expect(res.status).toBe(200);
    expect(text).toContain('<html lang="hi">');
    expect(text).toContain("<title>“जीएसटी पंजीकरण” के खोज नतीजे | Vriddhi Business Solutions</title>");
    expect(text).toMatch(/<h1[^>]*>हमारी साइट में खोजें<\/h1>/);
    expect(text).toMatch(/<h2[^>]*>सेवाएँ/);
    expect(text).toContain('href="/hi/services/legal-consultancy/gst-registration"');
    expect(text).toMatch(/<mark[^>]*>जीएसटी<\/mark> <mark[^>]*>पंजीकरण<\/mark><\/a>/);
    expect(text).toMatch(/“जीएसटी पंजीकरण” के लिए \d+ नतीजे/);
    // Its own form searches in Hindi again.
    expect(text).toMatch(/<form role="search" aria-label="फिर से खोजें"[^>]*action="\/hi\/search"/);
    for (const english of ["Search our site", "Search again", "results for", ">Services"]) expect(text).not.toContain(english);
  });

  it("marks a word typed without its nukta where the page spells it with one", async () => {
    const { text } = await visit(`/hi/search?${new URLSearchParams({ q: "फाइल" })}`);
    expect(text).toMatch(new RegExp(`<mark[^>]*>${"फ़ाइल".normalize("NFC")}</mark>`));
  });

  it("marks an English record English", async () => {
    const { text } = await visit("/hi/search?q=audit");
    expect(text).toMatch(/<li lang="en"[^>]*><a [^>]*href="\/hi\/careers\/audit-associate"/);
  });

  it("says what to search for, and what to try when nothing matches, in Hindi", async () => {
    const empty = await visit("/hi/search");
    expect(empty.res.status).toBe(200);
    expect(empty.text).toContain("लोग अक्सर ये खोजते हैं:");
    expect(empty.text).toContain(`href="/hi/search?${new URLSearchParams({ q: "जीएसटी पंजीकरण" })}"`);
    expect(empty.text).toContain("<title>खोज | Vriddhi Business Solutions</title>");

    const none = await visit("/hi/search?q=xylophone");
    expect(none.text).toContain("हमारी साइट पर “xylophone” से मेल खाता कुछ नहीं मिला।");
    expect(none.text).toContain("वर्तनी जाँचें, या कम या छोटे शब्दों से खोजें।");
    expect(none.text).toContain('href="/hi/services"');
    expect(none.text).toContain('href="/hi/contact"');
    expect(none.text).not.toContain("Nothing on our site matches");

    const misspelt = await visit(`/hi/search?${new URLSearchParams({ q: "जीएसटी पंजीकरन" })}`);
    expect(misspelt.text).toMatch(/क्या आप(?:<!-- -->)? <a[^>]*href="\/hi\/search\?q=[^"]+"[^>]*>जीएसटी पंजीकरण<\/a>(?:<!-- -->)? खोज रहे थे\?/);
  });

  it("is kept from crawlers, as the English results are", async () => {
    expect((await visit("/robots.txt")).text.split("\n")).toEqual(expect.arrayContaining(["Disallow: /search", "Disallow: /hi/search"]));
  });

  it("is where every Hindi page's header search goes", async () => {
    const { text } = await visit("/hi/about");
    const forms = [...text.matchAll(/<form role="search"[^>]*action="([^"]+)"/g)].map((m) => m[1]);
    expect(forms.length).toBeGreaterThan(0);
    expect(new Set(forms)).toEqual(new Set(["/hi/search"]));
    const english = [...(await visit("/about")).text.matchAll(/<form role="search"[^>]*action="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(english)).toEqual(new Set(["/search"]));
  });
});
