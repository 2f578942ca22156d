import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { freeTools } from "#core/content/tools";
import { AMOUNT_MESSAGE, CUSTOM_RATE_MESSAGE, EMI_RATE_MESSAGE } from "#core/tools/tool-params";
import { app } from "../app";

/*
 * The free tools' pages as the worker serves them (web/routes/site/tools): the calculators work
 * without JavaScript, so every figure here is in the server's HTML, before any script runs.
 */

/** Stands in for the built index.html, which the worker fetches through ASSETS. */
const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const ORIGIN = "https://www.example.in";

/** A visitor's GET through the whole app (page cache included), waiting for the cache write it hands to waitUntil. */
async function visit(path: string) {
  const ctx = createExecutionContext();
  const res = await app.request(`${ORIGIN}${path}`, { redirect: "manual" }, { ...env, ASSETS: assets, SITE_URL: ORIGIN }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  const meta = (attribute: string, key: string) => html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) => JSON.parse(m[1]) as Record<string, unknown>[]);
  return {
    res,
    html,
    /** The page's text, tags dropped: what a reader sees. */
    text: html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " "),
    cache: res.headers.get("X-Cache"),
    title: html.match(/<title>([^<]+)<\/title>/)?.[1],
    description: meta("name", "description"),
    robots: meta("name", "robots"),
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    jsonLd,
  };
}

/** The opening tag of the element with this id, or "". */
const tagOf = (html: string, id: string) => html.match(new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`))?.[0] ?? "";

/** The figure a result line shows beside its label. */
const line = (text: string, label: string) => text.match(new RegExp(`${label.replace(/[()/+]/g, "\\$&")} (-?\\+?₹[\\d,]+\\.\\d{2})`))?.[1];

describe("the GST calculator without JavaScript", () => {
  it("shows CGST ₹90.00 + SGST ₹90.00, tax ₹180.00 and total ₹1,180.00 for ₹1,000 at 18% within a state", async () => {
    const page = await visit("/tools/gst-calculator?amount=1000&rate=18&supply=intra");
    expect(page.res.status).toBe(200);
    expect(line(page.text, "Taxable value")).toBe("₹1,000.00");
    expect(line(page.text, "CGST @ 9%")).toBe("₹90.00");
    expect(line(page.text, "SGST / UTGST @ 9%")).toBe("₹90.00");
    expect(line(page.text, "Total GST")).toBe("₹180.00");
    expect(line(page.text, "Invoice total")).toBe("₹1,180.00");
    expect(page.text).not.toContain("IGST @");
    // The form shows the figures again, the amount grouped the Indian way, and the choices made.
    expect(tagOf(page.html, "gst-amount")).toContain('value="1,000"');
    expect(tagOf(page.html, "gst-supply-intra")).toContain('checked=""');
    // The result is said once more in the live region, for a screen reader.
    expect(page.html).toContain('<p role="status" class="sr-only">Invoice total ₹1,180.00: taxable value ₹1,000.00 plus CGST ₹90.00 and SGST ₹90.00 at 18%.</p>');
  });

  it("finds a base of ₹1,000.00 in ₹1,180 including 18% GST, and charges IGST between states", async () => {
    const inclusive = await visit("/tools/gst-calculator?amount=1180&rate=18&inclusive=1&supply=intra");
    expect(inclusive.res.status).toBe(200);
    expect(line(inclusive.text, "Taxable value")).toBe("₹1,000.00");
    expect(line(inclusive.text, "Invoice total")).toBe("₹1,180.00");

    const inter = await visit("/tools/gst-calculator?amount=1000&rate=18&supply=inter");
    expect(line(inter.text, "IGST @ 18%")).toBe("₹180.00");
    expect(inter.text).not.toContain("CGST @");
  });

  it("shows the round-off line when asked to round to the rupee, and the rate's notification", async () => {
    const page = await visit("/tools/gst-calculator?amount=1234.56&rate=18&supply=intra&round=1");
    expect(line(page.text, "Total before round off")).toBe("₹1,456.78");
    expect(line(page.text, "Round off")).toBe("+₹0.22");
    expect(line(page.text, "Invoice total")).toBe("₹1,457.00");
    expect(page.text).toContain("Source of this rate: Notification 9/2025-Central Tax (Rate)");
  });

  it("shows the empty form, the explanation, the rates as of their date and each rate's notification on the bare page", async () => {
    const page = await visit("/tools/gst-calculator");
    expect(page.res.status).toBe(200);
    const form = page.html.match(/<form [^>]*aria-labelledby="gst-form-heading"[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/tools/gst-calculator#result"');
    expect(tagOf(page.html, "gst-amount")).toContain('value=""');
    expect(page.text).toContain("Enter your figures and the result appears here.");
    expect(page.text).toContain("How GST works on an invoice");
    expect(page.text).toMatch(/Rates checked on 27 November 2026 ?\./);
    expect(page.html).toContain('<time dateTime="2026-11-27">27 November 2026</time>');
    expect(page.text).toContain("18% (standard rate)");
    expect(page.text).toContain("Notification 10/2025-Central Tax (Rate)");
    expect(page.text).toContain("not tax, legal or financial advice");
    // The calculator is an island: its code loads on the visitor's first interaction.
    expect(page.html).toMatch(/<div data-island="gst-calculator" data-island-props="\{[^"]*\}" class="contents">/);
  });
});

describe("the EMI calculator without JavaScript", () => {
  it("shows an EMI of ₹21,247 for ₹10,00,000 at 10% over 5 years, with the totals and a yearly schedule", async () => {
    const page = await visit("/tools/emi-calculator?amount=1000000&rate=10&tenure=5&unit=years");
    expect(page.res.status).toBe(200);
    expect(page.html).toMatch(/data-testid="emi-amount">₹21,247</);
    expect(line(page.text, "Total interest")).toBe("₹2,74,822.84");
    expect(line(page.text, "Total payment")).toBe("₹12,74,822.84");
    // A real table: a caption, column headers and a row header per year.
    const table = page.html.match(/<table [^>]*data-testid="emi-schedule">.*?<\/table>/s)?.[0] ?? "";
    expect(table).toMatch(/<caption [^>]*>₹10,00,000.00 at 10% a year over 5 years, in rupees<\/caption>/);
    expect(table.match(/<th scope="col"/g)).toHaveLength(5);
    expect(table.match(/<th scope="row"/g)).toHaveLength(5);
    expect(table).toContain("₹1,62,268.04");
  });

  it("compares a second rate: both EMIs and the difference", async () => {
    const page = await visit("/tools/emi-calculator?amount=1000000&rate=10&tenure=5&unit=years&rate2=9.5");
    expect(page.res.status).toBe(200);
    const table = page.html.match(/<table [^>]*data-testid="emi-comparison">.*?<\/table>/s)?.[0].replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") ?? "";
    expect(table).toContain("₹10,00,000.00 over 5 years, at two rates");
    expect(page.text).toContain("Two rates compared");
    // The result says it too, beside the EMI.
    expect(page.html).toContain('data-testid="emi-compare-note">At 9.5% a year: ₹21,002 a month, ₹245.18 less.</p>');
    expect(table).toContain("Monthly EMI ₹21,247 ₹21,002 ₹245.18 less");
    expect(table).toContain("Total interest ₹2,74,822.84 ₹2,60,111.72 ₹14,711.12 less");
  });

  it("takes a tenure in months", async () => {
    const page = await visit("/tools/emi-calculator?amount=1000000&rate=10&tenure=60&unit=months");
    expect(page.html).toMatch(/data-testid="emi-amount">₹21,247</);
  });
});

describe("a calculator's address", () => {
  it("is redirected to its canonical form: grouped amounts, the form's empty fields and unknown parameters", async () => {
    const cases: [string, string][] = [
      // What the form sends without JavaScript, as typed.
      ["/tools/gst-calculator?amount=4%2C50%2C000&rate=18&custom=&inclusive=0&supply=intra", "/tools/gst-calculator?amount=450000&rate=18&supply=intra"],
      ["/tools/gst-calculator?supply=inter&amount=1000&gclid=x", "/tools/gst-calculator?amount=1000&rate=18&supply=inter"],
      // Campaign tags stay, after the tool's parameters: the lead records them from the landing page.
      ["/tools/gst-calculator?utm_source=whatsapp&supply=inter&amount=1000", "/tools/gst-calculator?amount=1000&rate=18&supply=inter&utm_source=whatsapp"],
      ["/tools/gst-calculator/?utm_source=newsletter&fbclid=y", "/tools/gst-calculator?utm_source=newsletter"],
      ["/tools/gst-calculator?amount=1000&amount=2000&rate=18&supply=intra", "/tools/gst-calculator?amount=1000&rate=18&supply=intra"],
      ["/tools/emi-calculator?amount=10%2C00%2C000&rate=10%25&tenure=5&rate2=", "/tools/emi-calculator?amount=1000000&rate=10&tenure=5&unit=years"],
      ["/Tools/EMI-Calculator?amount=1000000&rate=10&tenure=5&unit=years", "/tools/emi-calculator?amount=1000000&rate=10&tenure=5&unit=years"],
      // Nothing the tool reads: the bare page.
      ["/tools/gst-calculator?ref=x", "/tools/gst-calculator"],
    ];
    for (const [from, to] of cases) {
      const page = await visit(from);
      expect(page.res.status, from).toBe(302);
      expect(page.res.headers.get("Location"), from).toBe(to);
      expect(page.cache, from).toBe("BYPASS");
    }
  });

  it("answers a campaign's link as it is, tags and all", async () => {
    expect((await visit("/tools/gst-calculator?utm_source=newsletter&utm_campaign=gst-week")).res.status).toBe(200);
    const result = await visit("/tools/gst-calculator?amount=1000&rate=18&supply=intra&utm_source=newsletter");
    expect(result.res.status).toBe(200);
    expect(result.canonical).toBe(`${ORIGIN}/tools/gst-calculator`);
  });

  it("gives the bare page as canonical on a result, which asks not to be indexed", async () => {
    const result = await visit("/tools/gst-calculator?amount=1000&rate=18&supply=intra");
    expect(result.canonical).toBe(`${ORIGIN}/tools/gst-calculator`);
    expect(result.robots).toBe("noindex");
    expect(result.res.headers.get("X-Robots-Tag")).toBe("noindex");
    // A shared result's description says the result.
    expect(result.description).toContain("Invoice total ₹1,180.00");

    const bare = await visit("/tools/gst-calculator");
    expect(bare.canonical).toBe(`${ORIGIN}/tools/gst-calculator`);
    expect(bare.robots).toBeUndefined();
    expect(bare.res.headers.get("X-Robots-Tag")).toBeNull();
  });

  it("keeps a result in the page cache under its one canonical URL", async () => {
    // An amount of its own: the cache outlives a test.
    const path = `/tools/emi-calculator?amount=${100_000 + Math.floor(Math.random() * 800_000)}&rate=9&tenure=3&unit=years`;
    expect((await visit(path)).cache).toBe("MISS");
    expect((await visit(path)).cache).toBe("HIT");
  });
});

describe("a calculator given mistakes", () => {
  it("answers 422 with each message under its field, the text as typed, and never stores the page", async () => {
    const path = "/tools/gst-calculator?amount=4.50.000&rate=custom&custom=100.5&supply=intra";
    const page = await visit(path);
    expect(page.res.status).toBe(422);
    expect(page.res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.cache).toBe("BYPASS");
    expect(page.robots).toBe("noindex");
    // The text as typed, marked invalid and described by its message.
    const amount = tagOf(page.html, "gst-amount");
    expect(amount).toContain('value="4.50.000"');
    expect(amount).toContain('aria-invalid="true"');
    expect(amount).toContain('aria-describedby="gst-amount-hint gst-amount-error"');
    expect(page.html).toContain(`<p id="gst-amount-error" class="text-sm text-destructive">${AMOUNT_MESSAGE}</p>`);
    expect(tagOf(page.html, "gst-custom")).toMatch(/value="100.5".*aria-invalid="true"|aria-invalid="true".*value="100.5"/);
    expect(page.html).toContain(`<p id="gst-custom-error" class="text-sm text-destructive">${CUSTOM_RATE_MESSAGE}</p>`);
    // And a summary in the result's place, each message a link to its field.
    expect(page.html).toMatch(new RegExp(`<a href="#gst-amount" class="[^"]*">${AMOUNT_MESSAGE.replace(/[.]/g, "\\.")}</a>`));
    expect(page.text).not.toContain("Invoice total");
    // Never stored: the next visitor's request renders it again.
    expect((await visit(path)).cache).toBe("BYPASS");
  });

  it("asks for a rate again when a link names one the list no longer offers, rather than showing 0%", async () => {
    // 28% ended on 31 January 2026: an old shared link.
    const page = await visit("/tools/gst-calculator?amount=1000&rate=28&supply=intra");
    expect(page.res.status).toBe(422);
    expect(page.html).toMatch(/<option value="28" selected="">Choose a rate from the list<\/option>/);
  });

  it("refuses an EMI at a rate above 50%", async () => {
    const page = await visit("/tools/emi-calculator?amount=1000000&rate=55&tenure=5&unit=years");
    expect(page.res.status).toBe(422);
    expect(page.html).toContain(`<p id="emi-rate-error" class="text-sm text-destructive">${EMI_RATE_MESSAGE}</p>`);
    expect(tagOf(page.html, "emi-rate")).toContain('value="55"');
  });
});

describe("the free tools' heads and links", () => {
  it("are offered on the pages of the services they lead to, and on no other", async () => {
    const gst = await visit("/services/legal-consultancy/gst-registration");
    expect(gst.html).toMatch(/<a[^>]*href="\/tools\/gst-calculator"[^>]*>.*Free GST Calculator/);
    const loans = await visit("/services/financial-consultancy/loan-consultation");
    expect(loans.html).toMatch(/<a[^>]*href="\/tools\/emi-calculator"[^>]*>.*Free EMI Calculator/);
    const other = await visit("/services/legal-consultancy/company-registration");
    expect(other.html).not.toContain("Free GST Calculator");
  });

  it("describe each calculator as a free WebApplication, and the index as a list of them", async () => {
    for (const [path, name] of [
      ["/tools/gst-calculator", "GST Calculator"],
      ["/tools/emi-calculator", "EMI Calculator"],
      ["/tools/gst-registration-check", "GST Registration Check"],
    ]) {
      const page = await visit(path);
      expect(page.title).toMatch(new RegExp(`^${name}: .+ \\| Vriddhi Business Solutions$`));
      const app = page.jsonLd.find((data) => data["@type"] === "WebApplication");
      expect(app, path).toMatchObject({
        "@context": "https://schema.org",
        name,
        url: `${ORIGIN}${path}`,
        applicationCategory: "FinanceApplication",
        operatingSystem: "Any",
        offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
      });
      expect(page.jsonLd.map((data) => data["@type"])).toEqual(["ProfessionalService", "WebApplication", "BreadcrumbList"]);
    }
    const index = await visit("/tools");
    expect(index.res.status).toBe(200);
    expect(index.canonical).toBe(`${ORIGIN}/tools`);
    const list = index.jsonLd.find((data) => data["@type"] === "ItemList");
    // Every tool, in freeTools' order: the calculators first.
    expect(list?.itemListElement).toEqual(freeTools.map((tool, i) => ({ "@type": "ListItem", position: i + 1, name: tool.name, url: `${ORIGIN}${tool.path}` })));
    expect(list?.itemListElement).toContainEqual({ "@type": "ListItem", position: 1, name: "GST Calculator", url: `${ORIGIN}/tools/gst-calculator` });
    expect(index.html).toMatch(/<a [^>]*href="\/tools\/gst-calculator"[^>]*>GST Calculator<\/a>/);
  });

  it("lists the tools in every page's footer, apart from the spec's Quick Links", async () => {
    const page = await visit("/about");
    const quick = page.html.match(/<nav aria-label="Quick links">.*?<\/nav>/s)?.[0] ?? "";
    expect([...quick.matchAll(/>([^<>]+)<\/a>/g)].map((m) => m[1])).toEqual(["Home", "About Us", "Services", "Blog", "Contact Us"]);
    const tools = page.html.match(/<nav aria-label="Free tools">.*?<\/nav>/s)?.[0] ?? "";
    expect([...tools.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([...freeTools.map((tool) => tool.path), "/tools"]);
    expect(freeTools.map((tool) => tool.path)).toEqual(expect.arrayContaining(["/tools/gst-calculator", "/tools/emi-calculator", "/tools/gst-registration-check"]));
  });

  it("leads to the sub-service's quote form with the visitor's figures as the message", async () => {
    const page = await visit("/tools/gst-calculator?amount=450000&rate=18&supply=intra");
    const href = page.html.match(/<a href="(\/services\/legal-consultancy\/gst-registration[^"]*)"/)?.[1]?.replace(/&amp;/g, "&");
    expect(href).toBeDefined();
    const url = new URL(href!, ORIGIN);
    expect(url.hash).toBe("#get-a-quote");
    expect(url.searchParams.get("message")).toBe(
      "From the GST calculator: GST on ₹4,50,000.00 at 18% (price before GST, supply within the state). Taxable value ₹4,50,000.00, GST ₹81,000.00, invoice total ₹5,31,000.00.",
    );
    // The sub-service page starts its quote form's message with it, as plain text, and being the
    // visitor's own figures, no shared cache keeps it.
    const quote = await visit(`${url.pathname}${url.search}`);
    expect(quote.res.status).toBe(200);
    expect(quote.cache).toBe("BYPASS");
    expect(quote.res.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await visit(`${url.pathname}${url.search}`)).cache).toBe("BYPASS");
    expect(quote.html).toMatch(/<textarea [^>]*name="message"[^>]*>From the GST calculator: GST on ₹4,50,000.00 at 18%/);
    // The EMI calculator leads to loan consultation.
    const emi = await visit("/tools/emi-calculator?amount=1000000&rate=10&tenure=5&unit=years");
    expect(emi.html).toMatch(/<a href="\/services\/financial-consultancy\/loan-consultation\?message=From%20the%20EMI%20calculator/);
  });

  it("keeps a prefilled message short and plain, whoever wrote the link", async () => {
    const raw = `<b>Hello</b>\u202Egpj\u0007 ${"x".repeat(400)}`;
    const page = await visit(`/services/legal-consultancy/gst-compliance?message=${encodeURIComponent(raw)}`);
    const message = page.html.match(/<textarea [^>]*name="message"[^>]*>([^<]*)<\/textarea>/)?.[1] ?? "";
    expect(message.startsWith("b Hello /b gpj x")).toBe(true);
    for (const dropped of ["<", ">", "&lt;", "\u202E", "\u0007"]) expect(message).not.toContain(dropped);
    expect(message.length).toBeLessThanOrEqual(300);
  });
});
