import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { signIn } from "../../worker/testing/admin-helpers";
import { callInProcess } from "../../worker/testing/in-process";
import { productionD1 } from "../../worker/testing/production-d1";
import { LIKE_TERM_MAX_BYTES, likeTerm, SEARCH_QUERY_MAX_LENGTH, searchQueryOf } from "#core/schemas/search-text";

/** Stands in for the built index.html, which the worker fetches through ASSETS. */
const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

/** D1 with production's 50-byte cap on a LIKE pattern, which local D1 does not apply. */
const DB = productionD1(env.DB);

async function visit(path: string) {
  const ctx = createExecutionContext();
  const res = await app.request(`https://www.example.in${path}`, {}, { ...env, DB, ASSETS: assets, SITE_URL: "https://www.example.in" }, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

const devanagariWord = "संयुक्तराष्ट्रसंघकीमहासभाकेअधिवेशनमेंप्रस्तावपारितहुआ"; // 3 bytes a character
/** The longest and oddest things a visitor or a colleague may type into a search box. */
const ODD_INPUTS: Record<string, string> = {
  "1,000 characters": "gst ".repeat(250),
  "one word of 1,000 characters": "a".repeat(1000),
  "200 words": Array.from({ length: 200 }, (_, i) => `word${i}`).join(" "),
  "only symbols": "%_\\%_\\'\"`;--/**/%%%___\\\\".repeat(8),
  "a 49-character word": "x".repeat(49),
  "a 49-character word of % signs": "%".repeat(49),
  "a 49-character word of underscores and backslashes": "_\\".repeat(25).slice(0, 49),
  Devanagari: `${devanagariWord} ${devanagariWord}`,
  "Devanagari with ZWJ and ZWNJ": "क्\u200Dष क्\u200Cष ".repeat(20),
  emoji: "👨‍👩‍👧‍👦🇮🇳🧾".repeat(40),
  "an unpaired surrogate": "tax\uD800registration",
};

const ADMIN_LISTS = ["/api/admin/blogs", "/api/admin/jobs", "/api/admin/people", "/api/admin/subscribers", "/api/admin/inquiries", "/api/admin/activity"];

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

describe("the longest, oddest search inputs", () => {
  for (const [name, q] of Object.entries(ODD_INPUTS)) {
    it(`${name}: answered 200 by /search and /api/search, and 200 or 400 with a message by every admin list`, async () => {
      const query = new URLSearchParams({ q });
      const api = await visit(`/api/search?${query}`);
      expect(api.res.status, api.text).toBe(200);
      const page = await visit(`/search?${query}`);
      expect(page.res.status).toBe(200);
      for (const list of ADMIN_LISTS) {
        const { res } = await callInProcess(`${list}?${query}`, { cookie, bindings: { DB } });
        const body = (await res.json()) as { error?: string };
        expect([200, 400], `${list}: ${JSON.stringify(body)}`).toContain(res.status);
        if (res.status === 400) expect(body.error).toMatch(/Search for at most/);
      }
    });
  }

  it("says on the public page when the search was shortened, and searches at most 100 characters", async () => {
    const answer = JSON.parse((await visit(`/api/search?${new URLSearchParams({ q: "a".repeat(1000) })}`)).text) as { query: string; shortened: boolean };
    expect([...answer.query].length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_LENGTH);
    expect(answer.shortened).toBe(true);
    const page = await visit(`/search?${new URLSearchParams({ q: "x".repeat(60) })}`);
    expect(page.text).toContain("Your search was shortened to");
    const short = await visit("/search?q=gst");
    expect(short.text).not.toContain("Your search was shortened to");
  });
});

describe("a LIKE term", () => {
  const bytes = (s: string) => new TextEncoder().encode(s).length;
  const escaped = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

  it("fits in 48 UTF-8 bytes once escaped, cut on a character boundary", () => {
    for (const q of Object.values(ODD_INPUTS)) {
      const term = likeTerm(q);
      expect(bytes(escaped(term))).toBeLessThanOrEqual(LIKE_TERM_MAX_BYTES);
      expect(q.replace(/\p{Surrogate}/gu, "").startsWith(term)).toBe(true);
      expect(term).not.toMatch(/[\uD800-\uDBFF]$/);
    }
    expect(likeTerm("%".repeat(49))).toBe("%".repeat(24));
    expect(likeTerm(devanagariWord)).toBe([...devanagariWord].slice(0, 16).join(""));
    expect(likeTerm("short")).toBe("short");
  });

  it("comes from a query of at most 100 characters", () => {
    expect(searchQueryOf("  tax  ")).toEqual({ query: "tax", shortened: false });
    const long = searchQueryOf("🧾".repeat(150));
    expect(long).toEqual({ query: "🧾".repeat(100), shortened: true });
  });
});
