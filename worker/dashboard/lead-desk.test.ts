import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { indiaToday } from "#core/format/india-time";
import { getDb } from "../db/client";
import { call, signIn } from "../testing/admin-helpers";
import { conversion, followUpsQuery, leadDesk, responseTimes } from "../leads/figures";
import { monthsUpTo } from "../leads/by-month";

interface Row {
  type: string;
  stage: string;
  created_at: string;
  service: string | null;
  referrer: string | null;
  utm_source: string | null;
  first_response_at: string | null;
  first_response_minutes: number | null;
  closed_at: string | null;
  won_fee: number | null;
  lost_reason: string | null;
  follow_up_on: string | null;
}

const defaults: Row = {
  type: "quote",
  stage: "new",
  created_at: "2026-11-02T10:00:00.000Z",
  service: null,
  referrer: null,
  utm_source: null,
  first_response_at: null,
  first_response_minutes: null,
  closed_at: null,
  won_fee: null,
  lost_reason: null,
  follow_up_on: null,
};
const columns = Object.keys(defaults) as (keyof Row)[];

/** Stores inquiries as given (raw SQL, so nothing but the figures' queries is exercised). */
async function seed(...rows: Partial<Row>[]) {
  const insert = env.DB.prepare(`insert into inquiries (name, email, ${columns.join(", ")}) values ('L', 'l@example.in', ${columns.map(() => "?").join(", ")})`);
  await env.DB.batch(rows.map((row) => insert.bind(...columns.map((column) => ({ ...defaults, ...row })[column]))));
}

const db = () => getDb(env.DB);
/** 15 November 2026, 11:30 in India: the months are June to November 2026. */
const NOW = new Date("2026-11-15T06:00:00.000Z");
/** When November begins in India, and the moment before it (still October there). */
const NOVEMBER = "2026-10-31T18:30:00.000Z";
const END_OF_OCTOBER = "2026-10-31T18:29:59.999Z";

beforeEach(async () => {
  await env.DB.prepare("delete from inquiries").run();
});

describe("response times", () => {
  it("gives each India month's median and 90th percentile by nearest rank, oldest month first", async () => {
    const response = (at: string, minutes: number | null) => ({ first_response_at: at, first_response_minutes: minutes });
    await seed(
      // November: 11 responses, 5 of them at the first moment of the month in India.
      // Median rank ⌈5.5⌉ = 6 → 50; 90th percentile rank ⌈9.9⌉ = 10 → 90.
      response(NOVEMBER, 5),
      ...[10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((minutes, i) => response(`2026-11-${String(i + 2).padStart(2, "0")}T05:00:00.000Z`, minutes)),
      // October, its last response after 18:30 UTC on the 31st, which is still October in India.
      // Five: ranks ⌈2.5⌉ = 3 → 30 (repeated values count one by one) and ⌈4.5⌉ = 5 → 1000.
      response("2026-10-05T05:00:00.000Z", 30),
      response("2026-10-06T05:00:00.000Z", 200),
      response("2026-10-07T05:00:00.000Z", 30),
      response("2026-10-08T05:00:00.000Z", 30),
      response(END_OF_OCTOBER, 1000),
      // June, the oldest month, begins at 18:30 UTC on 31 May; the response before is May's and left out.
      response("2026-05-31T18:30:00.000Z", 7),
      response("2026-05-31T18:29:59.999Z", 9999),
      // A response without its working minutes is not counted (job applications never get one: worker/leads/lead-desk.test.ts).
      response("2026-11-03T05:00:00.000Z", null),
    );
    expect(await responseTimes(db(), NOW)).toEqual([
      { month: "2026-06", responses: 1, median: 7, p90: 7 },
      { month: "2026-07", responses: 0, median: null, p90: null },
      { month: "2026-08", responses: 0, median: null, p90: null },
      { month: "2026-09", responses: 0, median: null, p90: null },
      { month: "2026-10", responses: 5, median: 30, p90: 1000 },
      { month: "2026-11", responses: 11, median: 50, p90: 90 },
    ]);
  });

  it("takes the lower middle for an even count, and the top for a 90th percentile of few", async () => {
    await seed(...[40, 10, 30, 20].map((minutes) => ({ first_response_at: "2026-11-04T05:00:00.000Z", first_response_minutes: minutes })));
    // Four responses: ranks ⌈2⌉ = 2 → 20 and ⌈3.6⌉ = 4 → 40.
    expect((await responseTimes(db(), NOW)).at(-1)).toEqual({ month: "2026-11", responses: 4, median: 20, p90: 40 });
  });
});

describe("leads by stage", () => {
  it("counts every lead in each stage, all time, leaving out job applications whatever their stage", async () => {
    await seed(
      { stage: "new" },
      { stage: "new", type: "contact", created_at: "2020-01-01T00:00:00.000Z" },
      { stage: "contacted", type: "callback" },
      { stage: "qualified", type: "service_enquiry" },
      { stage: "won" },
      { stage: "won" },
      { stage: "lost" },
      { stage: "new", type: "job_application" },
      { stage: "new", type: "job_application" },
      { stage: "contacted", type: "job_application" },
    );
    expect((await leadDesk(db())).stages).toEqual([
      { stage: "new", count: 2 },
      { stage: "contacted", count: 1 },
      { stage: "qualified", count: 1 },
      { stage: "proposal_sent", count: 0 },
      { stage: "won", count: 2 },
      { stage: "lost", count: 1 },
    ]);
  });
});

describe("won and lost this month", () => {
  it("counts the leads closed in this India month, totals the fees won and sorts the reasons for losing", async () => {
    await seed(
      { stage: "won", closed_at: NOVEMBER, won_fee: 50_000 },
      { stage: "won", closed_at: "2026-11-10T09:00:00.000Z", won_fee: 1_25_000 },
      // Closed in October as India counts it.
      { stage: "won", closed_at: END_OF_OCTOBER, won_fee: 9_99_999 },
      { stage: "lost", closed_at: "2026-11-03T09:00:00.000Z", lost_reason: "price" },
      { stage: "lost", closed_at: "2026-11-04T09:00:00.000Z", lost_reason: "price" },
      { stage: "lost", closed_at: "2026-11-05T09:00:00.000Z", lost_reason: "price" },
      { stage: "lost", closed_at: "2026-11-06T09:00:00.000Z", lost_reason: "timing" },
      { stage: "lost", closed_at: "2026-11-07T09:00:00.000Z", lost_reason: "timing" },
      { stage: "lost", closed_at: "2026-11-08T09:00:00.000Z" },
      { stage: "won", type: "job_application", closed_at: "2026-11-09T09:00:00.000Z", won_fee: 7 },
      // Open leads have no closing date.
      { stage: "proposal_sent" },
    );
    expect((await leadDesk(db(), NOW)).outcomes).toEqual({
      won: 2,
      lost: 6,
      wonFees: 1_75_000,
      lostReasons: [
        { reason: "price", count: 3 },
        { reason: "timing", count: 2 },
        { reason: null, count: 1 },
      ],
    });
  });
});

describe("conversion", () => {
  it("gives the leads of the last six India months and those won, by source and by service line", async () => {
    await seed(
      { service: "GST Registration — Legal & Tax Consultancy", utm_source: "google", stage: "won" },
      { service: "ROC Filing — Legal & Tax Consultancy", referrer: "https://www.linkedin.com/feed/", stage: "lost" },
      { type: "service_enquiry", service: "Legal & Tax Consultancy", utm_source: "Google", stage: "contacted" },
      { type: "service_enquiry", service: "Financial Consultancy", referrer: "https://www.linkedin.com/feed/", stage: "won" },
      { type: "contact" },
      // Before June in India, and a job application: neither counts.
      { type: "contact", created_at: "2026-05-31T18:29:59.999Z", stage: "won" },
      { type: "job_application", utm_source: "google", stage: "won" },
    );
    expect(await conversion(db(), NOW)).toEqual({
      bySource: [
        { label: "google", leads: 2, won: 1, rate: 50 },
        { label: "linkedin.com", leads: 2, won: 1, rate: 50 },
        { label: "Direct or unknown", leads: 1, won: 0, rate: 0 },
      ],
      byService: [
        { label: "Legal & Tax Consultancy", leads: 3, won: 1, rate: 33.3 },
        { label: "Financial Consultancy", leads: 1, won: 1, rate: 100 },
        { label: "General (contact form)", leads: 1, won: 0, rate: 0 },
      ],
    });
  });

  it("sums the sources beyond the first seven as Other", async () => {
    await seed(...[..."abcdefghi"].map((letter, i) => ({ utm_source: `source-${letter}`, stage: i >= 7 ? "won" : "new" })));
    const { bySource } = await conversion(db(), NOW);
    expect(bySource.map((row) => row.label)).toEqual(["source-a", "source-b", "source-c", "source-d", "source-e", "source-f", "source-g", "Other"]);
    expect(bySource.at(-1)).toEqual({ label: "Other", leads: 2, won: 2, rate: 100 });
  });
});

describe("follow-ups due", () => {
  it("counts the open leads whose follow-up is overdue or due today in India", async () => {
    // 00:30 on 15 November in India, still the 14th in UTC.
    const now = new Date("2026-11-14T19:00:00.000Z");
    await seed(
      { stage: "contacted", follow_up_on: "2026-11-14" },
      { stage: "qualified", follow_up_on: "2026-11-01" },
      { stage: "proposal_sent", follow_up_on: "2026-11-15" },
      { stage: "new", follow_up_on: "2026-11-15" },
      { stage: "contacted", follow_up_on: "2026-11-16" },
      // Closed leads need no follow-up.
      { stage: "won", follow_up_on: "2026-11-10" },
      { stage: "lost", follow_up_on: "2026-11-15" },
      { stage: "contacted" },
    );
    expect((await leadDesk(db(), now)).followUps).toEqual({ overdue: 2, today: 2 });
  });

  it("reads one colleague's through the follow-up index too, not all of their leads through the assignee's", async () => {
    const { sql, params } = followUpsQuery(db(), "2026-11-15", 7).toSQL();
    const plan = await env.DB.prepare(`explain query plan ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    expect(plan.results.map((step) => step.detail)).toEqual([expect.stringContaining("USING INDEX inquiries_follow_up_idx")]);
  });
});

describe("GET /api/admin/dashboard/lead-desk", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn();
  });

  it("answers every figure as of now", async () => {
    const now = new Date();
    const current = monthsUpTo(now).at(-1);
    await seed(
      { created_at: now.toISOString(), first_response_at: now.toISOString(), first_response_minutes: 42, stage: "qualified", follow_up_on: indiaToday(now) },
      { created_at: now.toISOString(), stage: "won", closed_at: now.toISOString(), won_fee: 30_000, utm_source: "newsletter" },
    );
    const res = await call("/api/admin/dashboard/lead-desk", { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      stages: [
        { stage: "new", count: 0 },
        { stage: "contacted", count: 0 },
        { stage: "qualified", count: 1 },
        { stage: "proposal_sent", count: 0 },
        { stage: "won", count: 1 },
        { stage: "lost", count: 0 },
      ],
      outcomes: { won: 1, lost: 0, wonFees: 30_000, lostReasons: [] },
      conversion: {
        bySource: [
          { label: "Direct or unknown", leads: 1, won: 0, rate: 0 },
          { label: "newsletter", leads: 1, won: 1, rate: 100 },
        ],
      },
      followUps: { overdue: 0, today: 1 },
      notContacted: 0,
    });
    expect(body.responseTimes).toHaveLength(6);
    expect((body.responseTimes as unknown[]).at(-1)).toEqual({ month: current, responses: 1, median: 42, p90: 42 });
  });

  it("counts the leads not yet contacted by stage: opening one lowers the spec's New Inquiries, not this", async () => {
    await seed({ type: "contact", created_at: new Date().toISOString() }, { type: "job_application", created_at: new Date().toISOString() });
    const figures = async () => {
      const desk = (await (await call("/api/admin/dashboard/lead-desk", { cookie })).json()) as { notContacted: number };
      const { stats } = (await (await call("/api/admin/dashboard", { cookie })).json()) as { stats: { inquiries: { new: number } } };
      return { newInquiries: stats.inquiries.new, notContacted: desk.notContacted };
    };
    // The job application is a new inquiry, and no lead.
    expect(await figures()).toEqual({ newInquiries: 2, notContacted: 1 });

    const { id } = (await env.DB.prepare("select id from inquiries where type = 'contact'").first<{ id: number }>())!;
    expect((await call(`/api/admin/inquiries/${id}/status`, { method: "PATCH", cookie, json: { status: "read" } })).status).toBe(200);
    expect(await figures()).toEqual({ newInquiries: 1, notContacted: 1 });

    expect((await call(`/api/admin/inquiries/${id}/stage`, { method: "PUT", cookie, json: { stage: "contacted" } })).status).toBe(200);
    expect(await figures()).toEqual({ newInquiries: 1, notContacted: 0 });

    // The inbox's ?stage=new lists the same leads: the job application is not among them.
    const { total } = (await (await call("/api/admin/inquiries?stage=new", { cookie })).json()) as { total: number };
    expect(total).toBe(0);
  });
});
