import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { serviceMenu } from "#core/content/service-menu";
import { app } from "../app";
import { searchTerms } from "./terms";
import type { SearchAnswer } from "./types";

/** Stands in for the built index.html, which the worker fetches through ASSETS. */
const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

/** A visitor's GET through the whole app (edge cache included), waiting for the cache write. */
async function visit(path: string) {
  const ctx = createExecutionContext();
  const res = await app.request(`https://www.example.in${path}`, {}, { ...env, ASSETS: assets, SITE_URL: "https://www.example.in" }, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

async function search(q: string): Promise<SearchAnswer> {
  const { res, text } = await visit(`/api/search?${new URLSearchParams({ q })}`);
  expect(res.status).toBe(200);
  return JSON.parse(text) as SearchAnswer;
}

const hrefs = (answer: SearchAnswer, kind: string) => answer.groups.find((g) => g.kind === kind)?.results.map((r) => r.href) ?? [];

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      `insert into blogs (title, slug, content, excerpt, category, published, author) values
        ('Udyam registration for traders', 'udyam-for-traders', '<p>x</p>', 'Retail and wholesale traders can now register on the Udyam portal.', 'Legal', 1, 'Staff'),
        ('Udyam draft notes', 'udyam-draft-notes', '<p>x</p>', 'Not ready for readers.', 'Legal', 0, 'Staff'),
        ('Kumbh of startups', 'kumbh-of-startups', '<p>x</p>', 'A day of pitches in Bhopal.', 'Legal', 1, 'Staff'),
        ('Jatara fair draft', 'jatara-fair-draft', '<p>x</p>', 'Not ready.', 'Legal', 0, 'Staff'),
        ('Tax <img src=x onerror=alert(1)> tips', 'tax-markup-tips', '<p>x</p>', 'Quarterly advance tax <b>dates</b> for firms.', 'Finance', 1, 'Staff')`,
    ),
    env.DB.prepare(
      `insert into jobs (title, slug, description, requirements, location, job_type, published) values
        ('Audit Associate', 'audit-associate', 'Statutory and tax audits for MSME clients.', 'CA Inter', 'Bhopal', 'Full-time', 1),
        ('Audit Intern', 'audit-intern', 'Draft listing for audit season.', 'B.Com', 'Bhopal', 'Internship', 0)`,
    ),
  ]);
});

describe("the site search", () => {
  it("finds a published post and never a draft", async () => {
    const answer = await search("udyam");
    expect(hrefs(answer, "post")).toEqual(["/blog/udyam-for-traders"]);
    const post = answer.groups.find((g) => g.kind === "post")!.results[0];
    expect(post).toMatchObject({ title: "Udyam registration for traders", context: "Legal" });
    expect(JSON.stringify(answer)).not.toContain("udyam-draft-notes");
  });

  it("finds a published opening and never a draft", async () => {
    const answer = await search("audit");
    expect(hrefs(answer, "job")).toEqual(["/careers/audit-associate"]);
    expect(answer.groups.find((g) => g.kind === "job")!.results[0].context).toBe("Full-time · Bhopal");
  });

  it("finds a sub-service by its name, under every service line that offers it, first", async () => {
    const gst = await search("GST registration");
    expect(gst.groups[0].kind).toBe("sub-service");
    expect(gst.groups[0].results[0]).toMatchObject({
      title: "GST Registration",
      href: "/services/legal-consultancy/gst-registration",
      context: "Legal & Tax Consultancy",
    });
    expect(hrefs(await search("incubation registration"), "sub-service").slice(0, 2).sort()).toEqual([
      "/services/incubation-ecosystem/incubation-registration",
      "/services/startup-msme-consulting/incubation-registration",
    ]);
  });

  it("reads what a sub-service page answers: its documents and FAQs, not only its description", async () => {
    const answer = await search("electricity bill");
    expect(hrefs(answer, "sub-service")).toContain("/services/legal-consultancy/gst-registration");
  });

  it("finds service lines and guides, with a snippet around the match", async () => {
    expect(hrefs(await search("financial consultancy"), "service")[0]).toBe("/services/financial-consultancy");
    const checklist = await search("funding checklist");
    expect(hrefs(checklist, "guide")).toContain("/resources/startup-funding-checklist");
    const valuation = (await search("valuation")).groups.flatMap((g) => g.results).find((r) => r.title === "Company Valuation")!;
    expect(valuation.snippet.toLowerCase()).toContain("valuation");
    expect(valuation.snippet.length).toBeLessThanOrEqual(182);
  });

  it("finds the free tools by their names and what they do", async () => {
    expect(hrefs(await search("gst calculator"), "tool")[0]).toBe("/tools/gst-calculator");
    expect(hrefs(await search("due dates"), "tool")).toContain("/tools/compliance-calendar");
    expect(hrefs(await search("emi"), "tool")).toEqual(["/tools/emi-calculator"]);
  });

  it("needs every word to match at the start of a word, in the title or the text", async () => {
    expect(hrefs(await search("gst compliance"), "sub-service")[0]).toBe("/services/legal-consultancy/gst-compliance");
    expect((await search("gst xylophone")).groups).toEqual([]);
    // "Evaluation of the Section 115BAA regime" is not about valuation.
    expect(hrefs(await search("valuation"), "sub-service")).not.toContain("/services/legal-consultancy/corporate-tax-compliance");
  });

  it("answers an empty query, filler words or punctuation with no results rather than an error", async () => {
    for (const q of ["", "   ", "how to", "%_%"]) {
      const answer = await search(q);
      expect(answer.terms, q).toEqual([]);
      expect(answer.groups, q).toEqual([]);
    }
    // Typed SQL is only words to look for, bound as parameters.
    expect((await search("'; drop table blogs; --")).terms).toEqual(["drop", "table", "blog"]);
    expect(hrefs(await search("udyam"), "post")).toEqual(["/blog/udyam-for-traders"]);
  });

  it("reads at most 100 characters of a query", async () => {
    expect((await search(`gst ${"x".repeat(300)}`)).query).toHaveLength(100);
  });
});

describe("the spelling suggestion", () => {
  it("offers the corrected query when a word is misspelt and the correction finds something", async () => {
    const answer = await search("gst registraton");
    expect(answer.groups).toEqual([]);
    expect(answer.suggestion).toBe("gst registration");
    // A published post's title lends its words too, a draft's does not.
    expect((await search("kumhb")).suggestion).toBe("kumbh");
    expect((await search("jatarr")).suggestion).toBeNull();
  });

  it("offers nothing for a query spelt right, for nonsense, or for a query that finds nothing even corrected", async () => {
    expect((await search("gst registration")).suggestion).toBeNull();
    expect((await search("qqqqzzzz")).suggestion).toBeNull();
    expect((await search("xylophone")).suggestion).toBeNull();
  });

  it("answers a 1,000-character query, reading only the capped terms", async () => {
    const { res, text } = await visit(`/api/search?${new URLSearchParams({ q: `gst registraton ${"regstration ".repeat(90)}` })}`);
    expect(res.status).toBe(200);
    expect((JSON.parse(text) as SearchAnswer).query.length).toBeLessThanOrEqual(100);
    const long = await visit(`/api/search?${new URLSearchParams({ q: "q".repeat(1000) })}`);
    expect(long.res.status).toBe(200);
    expect((JSON.parse(long.text) as SearchAnswer).suggestion).toBeNull();
  });
});

describe("the search terms", () => {
  it("are lower-case words without filler, plural s or repeats", () => {
    expect(searchTerms("How do I get GST Registration for my LOANS? GST!")).toEqual(["gst", "registration", "loan"]);
    expect(searchTerms("business")).toEqual(["business"]);
    expect(searchTerms("80-IAC <b>")).toEqual(["80", "iac", "b"]);
  });
});

describe("the /search page", () => {
  it("renders the results on the server, grouped, with links", async () => {
    const { res, text } = await visit("/search?q=gst+registration");
    expect(res.status).toBe(200);
    expect(text).toContain('href="/services/legal-consultancy/gst-registration"');
    expect(text).toMatch(/<h2[^>]*>Services/);
    expect(text).toContain("<title>Search results for “gst registration” | Vriddhi Business Solutions</title>");
    // The words looked for are marked where a word starts with them, and only there.
    expect(text).toMatch(/<mark[^>]*>GST<\/mark> <mark[^>]*>Registration<\/mark><\/a>/);
    const valuation = (await visit("/search?q=valuation")).text;
    expect(valuation).toMatch(/<mark[^>]*>valuation<\/mark>/);
    expect(valuation).not.toMatch(/[A-Za-z]<mark/);
  });

  it("says what to try when nothing matches, and what to search for before a search", async () => {
    expect((await visit("/search?q=xylophone")).text).toContain("Nothing on our site matches “xylophone”.");
    const empty = await visit("/search");
    expect(empty.res.status).toBe(200);
    expect(empty.text).toContain("People often look for");
  });

  it("offers one “Did you mean” link to the corrected query when nothing matches", async () => {
    const { res, text } = await visit("/search?q=gst+registraton");
    expect(res.status).toBe(200);
    expect(text).toContain("Nothing on our site matches");
    expect(text.split("Did you mean").length - 1).toBe(1);
    expect(text).toMatch(/Did you mean(?:<!-- -->)? <a[^>]*href="\/search\?q=gst%20registration"[^>]*>gst registration<\/a>\?/);
    expect((await visit("/search?q=qqqqzzzz")).text).not.toContain("Did you mean");
    expect((await visit("/search?q=gst+registration")).text).not.toContain("Did you mean");
  });

  it("escapes what the visitor typed and what staff wrote", async () => {
    const typed = await visit(`/search?${new URLSearchParams({ q: '"><script>alert(1)</script>' })}`);
    expect(typed.text).not.toContain("<script>alert(1)");
    expect(typed.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");

    const stored = await visit("/search?q=tips");
    expect(stored.text).toContain("/blog/tax-markup-tips");
    expect(stored.text).not.toContain("<img src=x");
    expect(stored.text).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(stored.text).not.toContain("<b>dates</b>");
  });

  it("is cached per query: a cached answer is never served for another query", async () => {
    const first = await visit("/search?q=mentorship");
    expect(first.res.headers.get("X-Cache")).toBe("MISS");
    const again = await visit("/search?q=mentorship");
    expect(again.res.headers.get("X-Cache")).toBe("HIT");
    const other = await visit("/search?q=networking");
    expect(other.res.headers.get("X-Cache")).toBe("MISS");
    // This one names only its own query.
    expect(other.text).toContain("Search results for “networking”");
    expect(other.text).not.toContain("mentorship”");
  });
});

describe("the header's menus", () => {
  it("carry every sub-service link in the page's first HTML, for the desktop and the mobile menu", async () => {
    const { text } = await visit("/about");
    for (const sub of serviceMenu.flatMap((line) => line.subServices)) {
      expect(text.split(`href="${sub.path}"`).length - 1, sub.path).toBe(2);
    }
    // Written in place, as the deferred parts complete before the first byte: no script reveals them.
    expect(text).not.toContain('hidden id="S:');
  });
});
