import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { migrationUnderTest } from "../testing/migration-steps";

const MIGRATION = "0031_lead_figures.sql";
const migration = migrationUnderTest(MIGRATION);

const run = (query: string, ...params: unknown[]) => env.DB.prepare(query).bind(...params).run();
const rows = (query: string) => env.DB.prepare(query).all().then((r) => r.results);

/**
 * The reference: the leads counted from the inquiries themselves, as the dashboard counted them per
 * query before the triggers (its service line, its source, India's month).
 */
const counted = () =>
  rows(`select strftime('%Y-%m', created_at, '+330 minutes') as month,
      coalesce(case when instr(service, ' — ') > 0 then substr(service, instr(service, ' — ') + 3) else service end, 'General (contact form)') as line,
      coalesce(lower(utm_source), replace(substr(referrer, instr(referrer, '://') + 3, instr(substr(referrer, instr(referrer, '://') + 3), '/') - 1), 'www.', ''), 'Direct or unknown') as source,
      stage, count(*) as leads
    from inquiries where type <> 'job_application' group by 1, 2, 3, 4 order by 1, 2, 3, 4`);

const kept = () => rows("select month, service_line as line, source, stage, leads from lead_month_counts where leads <> 0 order by 1, 2, 3, 4");

const insert = (id: number, type: string, service: string | null, utm: string | null, referrer: string | null, createdAt: string, stage = "new") =>
  run("insert into inquiries (id, name, email, type, service, utm_source, referrer, created_at, stage) values (?, 'Visitor', 'v@example.in', ?, ?, ?, ?, ?, ?)", id, type, service, utm, referrer, createdAt, stage);

describe(`migration ${MIGRATION} and its triggers`, () => {
  beforeEach(async () => {
    await migration.before();
    // Stored before the migration: its first filling counts them.
    await insert(1, "quote", "GST Registration — Legal & Tax Consultancy", null, "https://www.google.com/search", "2026-10-31T18:29:00.000Z", "won");
    await insert(2, "service_enquiry", "Financial Consultancy", "Newsletter", null, "2026-10-31T18:30:00.000Z");
    await insert(3, "job_application", null, null, null, "2026-11-02T05:00:00.000Z", "won");
    await migration.apply();
  });

  it("fills the counts from the inquiries already stored, by India month, leaving job applications out", async () => {
    expect(await kept()).toEqual([
      { month: "2026-10", line: "Legal & Tax Consultancy", source: "google.com", stage: "won", leads: 1 },
      { month: "2026-11", line: "Financial Consultancy", source: "newsletter", stage: "new", leads: 1 },
    ]);
    expect(await kept()).toEqual(await counted());
  });

  it("keeps them equal to the inquiries through inserts, stage moves, changes of type and deletions", async () => {
    await insert(4, "contact", null, null, null, "2026-11-20T06:00:00.000Z");
    await insert(5, "quote", "Company Registration — Startup & MSME Consulting", "LinkedIn", "https://in.linkedin.com/feed", "2026-09-03T10:00:00.000Z");
    await insert(6, "callback", null, null, "https://www.justdial.com/Bhopal", "2026-11-25T12:00:00.000Z");
    await insert(7, "job_application", null, null, null, "2026-11-25T12:00:00.000Z");
    await run("update inquiries set stage = 'won' where id in (4, 5)");
    await run("update inquiries set stage = 'lost' where id = 1");
    await run("update inquiries set stage = 'contacted' where id = 2");
    await run("update inquiries set status = 'read', assignee_id = null where id = 6");
    await run("update inquiries set type = 'contact' where id = 7");
    await run("update inquiries set type = 'job_application' where id = 6");
    await run("delete from inquiries where id in (2, 5)");
    expect(await kept()).toEqual([
      { month: "2026-10", line: "Legal & Tax Consultancy", source: "google.com", stage: "lost", leads: 1 },
      { month: "2026-11", line: "General (contact form)", source: "Direct or unknown", stage: "new", leads: 1 },
      { month: "2026-11", line: "General (contact form)", source: "Direct or unknown", stage: "won", leads: 1 },
    ]);
    expect(await kept()).toEqual(await counted());
    // A count brought to nought goes: an erased visitor's campaign leaves no label behind.
    expect(await rows("select count(*) as n from lead_month_counts where leads = 0")).toEqual([{ n: 0 }]);
  });

  it("counts first responses by month and working minutes as they are recorded, and forgets them with their lead", async () => {
    const responses = () =>
      rows(`select strftime('%Y-%m', first_response_at, '+330 minutes') as month, first_response_minutes as minutes, count(*) as responses
        from inquiries where first_response_at is not null and first_response_minutes is not null group by 1, 2 order by 1, 2`);
    const keptResponses = () => rows("select month, minutes, responses from response_minute_counts where responses <> 0 order by 1, 2");
    // The contact of 20 November, answered and then deleted below.
    await insert(4, "contact", null, null, null, "2026-11-20T06:00:00.000Z");
    await run("update inquiries set first_response_at = '2026-11-20T07:00:00.000Z', first_response_minutes = 60 where id = 4");
    await run("update inquiries set first_response_at = '2026-10-31T18:35:00.000Z', first_response_minutes = 60 where id = 1");
    await insert(8, "contact", null, null, null, "2026-11-26T05:00:00.000Z");
    await run("update inquiries set first_response_at = '2026-11-26T05:45:00.000Z', first_response_minutes = 45 where id = 8");
    await run("update inquiries set first_response_minutes = 40 where id = 8");
    await run("delete from inquiries where id = 4");
    expect(await keptResponses()).toEqual([
      { month: "2026-11", minutes: 40, responses: 1 },
      { month: "2026-11", minutes: 60, responses: 1 },
    ]);
    expect(await keptResponses()).toEqual(await responses());
  });
});
