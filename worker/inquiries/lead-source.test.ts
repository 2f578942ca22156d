import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, signIn } from "../testing/admin-helpers";
import { postJson } from "../testing/helpers";
import { monthsUpTo } from "../leads/by-month";

const contact = (name: string, extra: Record<string, unknown> = {}) => ({
  type: "contact",
  name,
  email: "lead@example.in",
  subject: "GST registration",
  message: "We need GST registration.",
  ...extra,
});

const stored = (name: string) =>
  env.DB.prepare("select source_page, referrer, utm_source, utm_medium, utm_campaign from inquiries where name = ?").bind(name).first();

describe("lead source", () => {
  it("keeps the referrer's origin and path only, and campaign tags that are tags, capped", async () => {
    const res = await postJson(
      "/api/inquiries",
      contact("Tagged Lead", {
        sourcePage: "/services/legal-consultancy",
        referrer: "https://www.google.com/search?q=gst+registration+bhopal#top",
        utmSource: " google ",
        utmMedium: "c".repeat(140),
        utmCampaign: "gst<script>",
      }),
    );
    expect(res.status).toBe(201);
    expect(await stored("Tagged Lead")).toEqual({
      source_page: "http://localhost/services/legal-consultancy",
      referrer: "https://www.google.com/search",
      utm_source: "google",
      utm_medium: "c".repeat(100),
      utm_campaign: null,
    });
  });

  it("drops a referrer on the site itself and one that is no web address", async () => {
    await postJson("/api/inquiries", contact("Internal Lead", { referrer: "http://localhost/blog/gst-basics" }));
    await postJson("/api/inquiries", contact("Script Lead", { referrer: "javascript:alert(1)" }));
    expect(await stored("Internal Lead")).toMatchObject({ referrer: null, utm_source: null });
    expect(await stored("Script Lead")).toMatchObject({ referrer: null });
  });

  it("reads the page and its campaign tags from the request's own Referer when the form sent none (no JavaScript)", async () => {
    await postJson("/api/inquiries", contact("No Script Lead"), {
      Referer: "http://localhost/services/legal-consultancy/gst-registration?utm_source=Newsletter&utm_medium=email&utm_campaign=nov-2026",
    });
    expect(await stored("No Script Lead")).toEqual({
      source_page: "http://localhost/services/legal-consultancy/gst-registration",
      referrer: null,
      utm_source: "Newsletter",
      utm_medium: "email",
      utm_campaign: "nov-2026",
    });
    // Another site's Referer names neither the page nor a campaign.
    await postJson("/api/inquiries", contact("Foreign Referer Lead"), { Referer: "https://evil.example/?utm_source=spoof" });
    expect(await stored("Foreign Referer Lead")).toEqual({ source_page: null, referrer: null, utm_source: null, utm_medium: null, utm_campaign: null });
  });
});

describe("GET /api/admin/dashboard/leads", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn();
    await env.DB.prepare("delete from inquiries").run();
  });

  it("counts leads per month by service line and by source, server-side, leaving out job applications", async () => {
    const [, , , , previous, current] = monthsUpTo(new Date());
    const insert = env.DB.prepare(
      "insert into inquiries (name, email, type, service, referrer, utm_source, created_at) values ('L', 'l@example.in', ?, ?, ?, ?, ?)",
    );
    await env.DB.batch([
      insert.bind("quote", "GST Registration — Legal & Tax Consultancy", null, "Google", `${current}-02T10:00:00.000Z`),
      insert.bind("service_enquiry", "Legal & Tax Consultancy", "https://www.linkedin.com/feed/", null, `${current}-03T10:00:00.000Z`),
      insert.bind("contact", null, null, null, `${previous}-15T10:00:00.000Z`),
      insert.bind("service_enquiry", "Financial Consultancy", null, "google", `${previous}-20T10:00:00.000Z`),
      insert.bind("job_application", null, null, null, `${current}-04T10:00:00.000Z`),
      // Older than the window.
      insert.bind("contact", null, null, null, "2020-01-01T00:00:00.000Z"),
    ]);
    const res = await call("/api/admin/dashboard/leads", { cookie });
    expect(res.status).toBe(200);
    const { byService, bySource } = (await res.json()) as Record<string, { months: string[]; rows: { label: string; counts: number[]; total: number }[] }>;
    expect(byService.months).toHaveLength(6);
    expect(byService.months.slice(-2)).toEqual([previous, current]);
    const last2 = (rows: { label: string; counts: number[] }[]) => Object.fromEntries(rows.map((r) => [r.label, r.counts.slice(-2)]));
    expect(last2(byService.rows)).toEqual({
      "Legal & Tax Consultancy": [0, 2],
      "Financial Consultancy": [1, 0],
      "General (contact form)": [1, 0],
    });
    expect(byService.rows[0]).toMatchObject({ label: "Legal & Tax Consultancy", total: 2 });
    expect(last2(bySource.rows)).toEqual({ google: [1, 1], "linkedin.com": [0, 1], "Direct or unknown": [1, 0] });
  });
});
