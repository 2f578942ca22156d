import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../app";
import { call, signIn } from "../testing/admin-helpers";

const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const ORIGIN = "https://www.vriddhi.example";
const GST = "/services/legal-consultancy/gst-registration";
const EXTRAS = "plus government fees and GST where applicable";

/** The page as a visitor gets it: through the edge cache, as the built template would carry it. */
async function page(path: string) {
  const res = await app.request(`${ORIGIN}${path}`, {}, { ...env, ASSETS: assets, SITE_URL: ORIGIN });
  return { status: res.status, html: await res.text() };
}

const saveFee = (path: string, json: unknown, cookie?: string) => call(`/api/admin/services${path}`, { method: "PUT", cookie, json });
const feeBox = (html: string) => html.match(/<div[^>]*data-testid="sub-service-fee"[^>]*>([\s\S]*?)<\/div>/)?.[1];
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

describe("a sub-service page's answers", () => {
  it("come from the API with the copy of that one sub-service, and no fee while none is set", async () => {
    const res = await call(`/api${GST}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { serviceId: string; subService: { id: string }; siblings: unknown[]; answer: { kind: string }; fee: unknown };
    expect(body).toMatchObject({ serviceId: "legal-consultancy", subService: { id: "gst-registration" }, answer: { kind: "registration" }, fee: null });
    expect(body.siblings).toHaveLength(4);
  });

  it("are not found for a sub-service under another service line, or an unknown one", async () => {
    for (const path of ["/services/business-consultancy/gst-registration", "/services/legal-consultancy/no-such-thing", "/services/nope/gst-registration"]) {
      expect((await call(`/api${path}`)).status, path).toBe(404);
      expect((await page(path)).status, path).toBe(404);
    }
  });

  it("render above the fold, with the steps, documents, timeline and FAQs, and the FAQs as FAQPage data", async () => {
    const { status, html } = await page(GST);
    expect(status).toBe(200);
    const visible = text(html);
    expect(visible).toContain("We confirm whether and where you need GST registration");
    for (const heading of ["Who It Is For", "How It Works", "Documents to Keep Ready", "Typical Timeline", "Frequently Asked Questions"]) {
      expect(visible).toContain(heading);
    }
    expect(visible).toContain("Rules 8 to 10 of the CGST Rules, 2017");
    // The hero's action reaches the quote form in one step, with or without script.
    expect(html).toMatch(/<a [^>]*href="#get-a-quote"/);
    expect(html).toMatch(/<section [^>]*id="get-a-quote"/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>[]);
    const faq = blocks.flat().find((d) => d["@type"] === "FAQPage") as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(3);
    expect(faq?.mainEntity[0]).toEqual({
      "@type": "Question",
      name: "Is there a government fee for GST registration?",
      acceptedAnswer: { "@type": "Answer", text: "No. The GST portal charges nothing for registration. You pay only our professional fee." },
    });
    expect(feeBox(html)).toBeUndefined();
    expect(visible).not.toContain(EXTRAS);
  });

  it("describe a programme's engagement instead of documents", async () => {
    const visible = text((await page("/services/startup-msme-consulting/mentorship-programs")).html);
    expect(visible).toContain("What the Engagement Looks Like");
    expect(visible).not.toContain("Documents to Keep Ready");
  });
});

describe("the firm's fee for a sub-service", () => {
  it("set in the admin appears on its page at once, and disappears when cleared", async () => {
    // Other tests here set fees of other sub-services: this one starts with none, and clearing leaves none.
    await env.DB.prepare("delete from sub_service_fees").run();
    // Cached first: the save must reach the page without waiting for the cache.
    expect(feeBox((await page(GST)).html)).toBeUndefined();

    const saved = await saveFee("/legal-consultancy/gst-registration", { feeFrom: 4999, timeline: "5 to 7 working days after documents are complete", note: "Covers one state." }, cookie);
    expect(saved.status).toBe(200);
    const withFee = text(feeBox((await page(GST)).html) ?? "");
    expect(withFee).toContain("From ₹4,999 plus government fees and GST where applicable");
    expect(withFee).toContain("Our timeline: 5 to 7 working days after documents are complete");
    expect(withFee).toContain("Covers one state.");
    // Only its own page: the same sub-service id under no other line, and its siblings, show nothing.
    expect(feeBox((await page("/services/legal-consultancy/gst-compliance")).html)).toBeUndefined();

    const listed = (await (await call("/api/admin/services", { cookie })).json()) as { rows: { serviceId: string; subServiceId: string; feeFrom: number | null }[] };
    expect(listed.rows).toHaveLength(27);
    expect(listed.rows.find((row) => row.subServiceId === "gst-registration")?.feeFrom).toBe(4999);

    expect((await saveFee("/legal-consultancy/gst-registration", { feeFrom: null, timeline: "", note: "  " }, cookie)).status).toBe(200);
    const cleared = await page(GST);
    expect(feeBox(cleared.html)).toBeUndefined();
    expect(text(cleared.html)).not.toContain(EXTRAS);
    const { results } = await env.DB.prepare("select * from sub_service_fees").all();
    expect(results).toEqual([]);
  });

  it("shows the timeline alone when no fee is set, and formats lakhs the Indian way", async () => {
    await saveFee("/financial-consultancy/company-valuation", { timeline: "Two weeks from complete information" }, cookie);
    const timelineOnly = text(feeBox((await page("/services/financial-consultancy/company-valuation")).html) ?? "");
    expect(timelineOnly).toContain("Our timeline: Two weeks from complete information");
    expect(timelineOnly).not.toContain("From");
    await saveFee("/financial-consultancy/company-valuation", { feeFrom: 125000 }, cookie);
    expect(text(feeBox((await page("/services/financial-consultancy/company-valuation")).html) ?? "")).toContain("From ₹1,25,000");
  });

  it("is kept in the audit trail with what was set", async () => {
    await saveFee("/incubation-ecosystem/incubation-registration", { feeFrom: 15000 }, cookie);
    const row = await env.DB.prepare("select * from audit_log where action = 'sub_service_fee.updated' order by id desc limit 1").first<{
      record_type: string;
      detail: string;
      actor: string;
    }>();
    expect(row?.record_type).toBe("sub_service_fee");
    expect(row?.actor).toBe("admin@example.com");
    expect(JSON.parse(row!.detail)).toEqual({
      serviceId: "incubation-ecosystem",
      subServiceId: "incubation-registration",
      title: "Incubation Registration",
      feeFrom: 15000,
      timeline: null,
      note: null,
      timelineHi: null,
      noteHi: null,
    });
  });

  it("refuses a fee that is not a whole number of rupees above zero, and text that is too long", async () => {
    const path = "/legal-consultancy/gst-compliance";
    for (const [json, field] of [
      [{ feeFrom: 0 }, "feeFrom"],
      [{ feeFrom: 4999.5 }, "feeFrom"],
      [{ feeFrom: "4999" }, "feeFrom"],
      [{ feeFrom: 100_000_001 }, "feeFrom"],
      [{ timeline: "x".repeat(121) }, "timeline"],
      [{ note: "x".repeat(301) }, "note"],
    ] as const) {
      const res = await saveFee(path, json, cookie);
      expect(res.status, JSON.stringify(json)).toBe(400);
      const body = (await res.json()) as { fieldErrors: Record<string, string> };
      expect(Object.keys(body.fieldErrors), JSON.stringify(json)).toEqual([field]);
    }
    const { results } = await env.DB.prepare("select * from sub_service_fees where sub_service_id = 'gst-compliance'").all();
    expect(results).toEqual([]);
  });

  it("is saved only for a sub-service of the taxonomy, and only by staff", async () => {
    expect((await saveFee("/business-consultancy/gst-registration", { feeFrom: 1000 }, cookie)).status).toBe(404);
    expect((await saveFee("/legal-consultancy/gst-registration", { feeFrom: 1000 })).status).toBe(401);
    expect((await call("/api/admin/services")).status).toBe(401);
  });
});
