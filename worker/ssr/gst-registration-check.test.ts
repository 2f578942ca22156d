import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SUPPLIES_MESSAGE } from "#core/tools/gst-registration-params";
import { AMOUNT_MESSAGE } from "#core/tools/tool-params";
import { app } from "../app";

/*
 * "Do I need GST registration?" (/tools/gst-registration-check) as the worker serves it: a GET
 * form to its own page, so every answer here is in the server's HTML, before any script runs.
 */

/** Stands in for the built index.html, which the worker fetches through ASSETS. */
const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const ORIGIN = "https://www.example.in";
const PATH = "/tools/gst-registration-check";

/** A visitor's GET through the whole app (page cache included), waiting for the cache write it hands to waitUntil. */
async function visit(path: string) {
  const ctx = createExecutionContext();
  const res = await app.request(`${ORIGIN}${path}`, { redirect: "manual" }, { ...env, ASSETS: assets, SITE_URL: ORIGIN }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  const meta = (attribute: string, key: string) => html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];
  return {
    res,
    html,
    /** The page's text, tags dropped: what a reader sees. */
    text: html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/\s+/g, " "),
    cache: res.headers.get("X-Cache"),
    title: html.match(/<title>([^<]+)<\/title>/)?.[1],
    description: meta("name", "description")?.replace(/&amp;/g, "&"),
    robots: meta("name", "robots"),
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) => JSON.parse(m[1]) as Record<string, unknown>[]),
  };
}

/** The opening tag of the element with this id, or "". */
const tagOf = (html: string, id: string) => html.match(new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`))?.[0] ?? "";
/** The verdict, the plain-words reason, and a line of the answer's rule by its label. */
const verdict = (html: string) => html.match(/data-testid="gst-reg-verdict"[^>]*>.*?<p [^>]*>([^<]+)<\/p>/s)?.[1];
const reason = (html: string) => html.match(/data-testid="gst-reg-reason">([^<]+)</)?.[1]?.replace(/&#x27;/g, "'");
const answerLine = (text: string, label: string, next: string) => text.match(new RegExp(`${label} (.+?) ${next}`))?.[1];

describe("the GST registration check without JavaScript: the worked cases", () => {
  it("services of ₹15 lakh in Madhya Pradesh, within the state: not required, the limit being ₹20 lakh", async () => {
    const page = await visit(`${PATH}?turnover=1500000&supplies=services&interstate=no&state=madhya-pradesh`);
    expect(page.res.status).toBe(200);
    expect(verdict(page.html)).toBe("You do not need to register for GST yet");
    expect(reason(page.html)).toContain("₹15,00,000 is within the ₹20 lakh limit for suppliers of services in Madhya Pradesh");
    expect(answerLine(page.text, "Rule that applies", "Turnover limit")).toBe("₹20 lakh limit for services, or goods and services together");
    expect(answerLine(page.text, "Turnover limit", "Where it is written")).toBe("₹20 lakh");
    expect(page.text).toContain("Where it is written Section 22(1), CGST Act, 2017");
    // The form shows the answers again, the turnover grouped the Indian way.
    expect(tagOf(page.html, "gst-reg-turnover")).toContain('value="15,00,000"');
    expect(tagOf(page.html, "gst-reg-supplies-services")).toContain('checked=""');
    expect(page.html).toMatch(/<option value="madhya-pradesh" selected="">Madhya Pradesh<\/option>/);
    // The answer is said once more in the live region, for a screen reader.
    expect(page.html).toContain(
      '<p role="status" class="sr-only">You do not need to register for GST yet (aggregate turnover ₹15,00,000, Madhya Pradesh). ₹20 lakh limit for services, or goods and services together: Section 22(1), CGST Act.</p>',
    );
  });

  it("goods alone of ₹35 lakh in Madhya Pradesh, no inter-state supply: not required, the limit being ₹40 lakh", async () => {
    const page = await visit(`${PATH}?turnover=3500000&supplies=goods&interstate=no&ecommerce=no&excluded=no&state=madhya-pradesh`);
    expect(page.res.status).toBe(200);
    expect(verdict(page.html)).toBe("You do not need to register for GST yet");
    expect(answerLine(page.text, "Turnover limit", "Where it is written")).toBe("₹40 lakh");
    expect(page.text).toContain("Where it is written Notification 10/2019-Central Tax, 7 March 2019");
  });

  it("goods alone of ₹5 lakh with a supply to another state: required at any turnover", async () => {
    const page = await visit(`${PATH}?turnover=500000&supplies=goods&interstate=yes&ecommerce=no&excluded=no&state=madhya-pradesh`);
    expect(verdict(page.html)).toBe("You need to register for GST");
    expect(answerLine(page.text, "Turnover limit", "Where it is written")).toBe("None: registration is needed at any turnover");
    expect(page.text).toContain("Where it is written Section 24(i), CGST Act, 2017");
  });

  it("services of ₹12 lakh in Manipur: required, the limit being ₹10 lakh", async () => {
    const page = await visit(`${PATH}?turnover=1200000&supplies=services&interstate=no&state=manipur`);
    expect(verdict(page.html)).toBe("You need to register for GST");
    expect(answerLine(page.text, "Turnover limit", "Where it is written")).toBe("₹10 lakh");
    expect(reason(page.html)).toContain("above the ₹10 lakh limit for suppliers of services in Manipur");
  });

  it("goods through Amazon within one state below the limit: not required, with an enrolment number", async () => {
    const page = await visit(`${PATH}?turnover=800000&supplies=goods&interstate=no&ecommerce=yes&excluded=no&state=madhya-pradesh`);
    expect(verdict(page.html)).toBe("You do not need to register for GST yet");
    expect(reason(page.html)).toContain("enrolment number on the GST portal");
    expect(page.text).toContain("Where it is written Notification 34/2023-Central Tax, 31 July 2023 (from 1 October 2023)");
  });
});

describe("the GST registration check's page", () => {
  it("shows the empty form, every rule with its citation, the other compulsory cases and the disclaimer on the bare page", async () => {
    const page = await visit(PATH);
    expect(page.res.status).toBe(200);
    const form = page.html.match(/<form [^>]*aria-labelledby="gst-reg-form-heading"[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain(`action="${PATH}#result"`);
    expect(tagOf(page.html, "gst-reg-turnover")).toContain('value=""');
    expect(page.html).toMatch(/<option value="madhya-pradesh" selected="">Madhya Pradesh<\/option>/);
    expect(page.html.match(/<option value="[a-z-]+"/g)).toHaveLength(36);
    expect(page.text).toContain("Answer the questions and the answer appears here.");
    expect(page.text).toMatch(/Rules checked on 27 November 2026 ?\./);
    for (const citation of [
      "Section 2(6), CGST Act, 2017",
      "Notification 10/2019-Central Tax",
      "Notification 03/2022-Central Tax",
      "Section 22(1), CGST Act, 2017",
      "Section 24(i), CGST Act, 2017",
      "Notification 10/2017-Integrated Tax",
      "Notification 34/2023-Central Tax",
      "Section 24(ix), CGST Act, 2017",
    ]) {
      expect(page.text, citation).toContain(citation);
    }
    expect(page.text).toContain("Other cases that need registration at any turnover");
    expect(page.text).toContain("A casual taxable person");
    expect(page.text).toContain("A buyer who must pay GST under reverse charge");
    expect(page.text).toContain("not tax, legal or financial advice");
    expect(page.html).toMatch(/<div data-island="gst-registration-check" data-island-props="\{[^"]*\}" class="contents">/);
  });

  it("has its own title, description, canonical, and WebApplication and BreadcrumbList JSON-LD", async () => {
    const page = await visit(PATH);
    expect(page.title).toBe("GST Registration Check: Do I Need GST Registration? | Vriddhi Business Solutions");
    expect(page.description).toMatch(/^Do I need GST registration\? A free check/);
    expect(page.canonical).toBe(`${ORIGIN}${PATH}`);
    expect(page.robots).toBeUndefined();
    expect(page.jsonLd.map((data) => data["@type"])).toEqual(["ProfessionalService", "WebApplication", "BreadcrumbList"]);
    expect(page.jsonLd.find((data) => data["@type"] === "WebApplication")).toMatchObject({
      name: "GST Registration Check",
      url: `${ORIGIN}${PATH}`,
      offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
    });
    const trail = page.jsonLd.find((data) => data["@type"] === "BreadcrumbList")?.itemListElement as { name: string }[];
    expect(trail.map((item) => item.name)).toEqual(["Home", "Free Tools", "GST Registration Check"]);
  });

  it("gives a result the bare page as canonical, asks not to index it, and says the answer in its description", async () => {
    const page = await visit(`${PATH}?turnover=1500000&supplies=services&interstate=no&state=madhya-pradesh`);
    expect(page.canonical).toBe(`${ORIGIN}${PATH}`);
    expect(page.robots).toBe("noindex");
    expect(page.res.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(page.description).toBe(
      "You do not need to register for GST yet (aggregate turnover ₹15,00,000, Madhya Pradesh). ₹20 lakh limit for services, or goods and services together: Section 22(1), CGST Act.",
    );
  });

  it("redirects answers written otherwise to their one address, keeping campaign tags", async () => {
    const cases: [string, string][] = [
      // What the form sends without JavaScript, as typed: every question, relevant or not.
      [
        `${PATH}?turnover=15%2C00%2C000&supplies=services&state=madhya-pradesh&interstate=no&ecommerce=no&excluded=no`,
        `${PATH}?turnover=1500000&supplies=services&interstate=no&state=madhya-pradesh`,
      ],
      [`${PATH}?supplies=goods&turnover=3500000&gclid=x`, `${PATH}?turnover=3500000&supplies=goods&interstate=no&ecommerce=no&excluded=no&state=madhya-pradesh`],
      [`${PATH}?utm_source=whatsapp&turnover=1200000&supplies=services&state=Manipur`, `${PATH}?turnover=1200000&supplies=services&interstate=no&state=manipur&utm_source=whatsapp`],
      [`${PATH}/?ref=x`, PATH],
    ];
    for (const [from, to] of cases) {
      const page = await visit(from);
      expect(page.res.status, from).toBe(302);
      expect(page.res.headers.get("Location"), from).toBe(to);
      expect(page.cache, from).toBe("BYPASS");
    }
  });

  it("keeps a result in the page cache under its one canonical URL", async () => {
    // A turnover of its own: the cache outlives a test.
    const path = `${PATH}?turnover=${100_000 + Math.floor(Math.random() * 800_000)}&supplies=both&interstate=no&ecommerce=no&state=delhi`;
    expect((await visit(path)).cache).toBe("MISS");
    expect((await visit(path)).cache).toBe("HIT");
  });

  it("answers mistakes 422 with each message under its field, the text as typed, and never stores the page", async () => {
    const path = `${PATH}?turnover=25.00.000&supplies=software&interstate=no&state=madhya-pradesh`;
    const page = await visit(path);
    expect(page.res.status).toBe(422);
    expect(page.res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.cache).toBe("BYPASS");
    expect(page.robots).toBe("noindex");
    const turnover = tagOf(page.html, "gst-reg-turnover");
    expect(turnover).toContain('value="25.00.000"');
    expect(turnover).toContain('aria-invalid="true"');
    expect(turnover).toContain('aria-describedby="gst-reg-turnover-hint gst-reg-turnover-error"');
    expect(page.html).toContain(`<p id="gst-reg-turnover-error" class="text-sm text-destructive">${AMOUNT_MESSAGE}</p>`);
    expect(tagOf(page.html, "gst-reg-supplies")).toContain('aria-invalid="true"');
    expect(page.html).toContain(`<p id="gst-reg-supplies-error" class="text-sm text-destructive">${SUPPLIES_MESSAGE}</p>`);
    expect(page.html).toMatch(new RegExp(`<a href="#gst-reg-supplies" class="[^"]*">${SUPPLIES_MESSAGE.replace(/[.]/g, "\\.")}</a>`));
    expect(verdict(page.html)).toBeUndefined();
    expect((await visit(path)).cache).toBe("BYPASS");
  });
});

describe("the GST registration check's links", () => {
  it("leads to the GST Registration quote form with the answers as its message", async () => {
    const page = await visit(`${PATH}?turnover=1200000&supplies=services&interstate=no&state=manipur`);
    const href = page.html.match(/<a href="(\/services\/legal-consultancy\/gst-registration[^"]*)"/)?.[1]?.replace(/&amp;/g, "&");
    const url = new URL(href!, ORIGIN);
    expect(url.hash).toBe("#get-a-quote");
    expect(url.searchParams.get("message")).toBe(
      "From the GST registration check: services only, aggregate turnover ₹12,00,000, Manipur, supplies within the state. Result: registration needed (Section 22(1) proviso, CGST Act).",
    );
    const quote = await visit(`${url.pathname}${url.search}`);
    expect(quote.html).toMatch(/<textarea [^>]*name="message"[^>]*>From the GST registration check: services only/);
  });

  it("is offered on the GST Registration page, listed at /tools, in the footer and in the sitemap", async () => {
    const gst = await visit("/services/legal-consultancy/gst-registration");
    expect(gst.html).toMatch(/<a[^>]*href="\/tools\/gst-registration-check"[^>]*>.*Free GST Registration Check/);
    const index = await visit("/tools");
    expect(index.html).toMatch(/<a [^>]*href="\/tools\/gst-registration-check"[^>]*>GST Registration Check<\/a>/);
    expect(index.jsonLd.find((data) => data["@type"] === "ItemList")?.itemListElement).toContainEqual(
      expect.objectContaining({ name: "GST Registration Check", url: `${ORIGIN}${PATH}` }),
    );
    const footer = index.html.match(/<nav aria-label="Free tools">.*?<\/nav>/s)?.[0] ?? "";
    expect(footer).toContain(`href="${PATH}"`);
    const ctx = createExecutionContext();
    const sitemap = await (await app.request(`${ORIGIN}/sitemap.xml`, {}, { ...env, ASSETS: assets, SITE_URL: ORIGIN }, ctx)).text();
    await waitOnExecutionContext(ctx);
    expect(sitemap).toContain(`<loc>${ORIGIN}${PATH}</loc>`);
  });
});
