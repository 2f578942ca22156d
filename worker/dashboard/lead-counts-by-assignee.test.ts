import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { migrationUnderTest } from "../testing/migration-steps";

const MIGRATION = "0040_lead_counts_by_assignee.sql";
const migration = migrationUnderTest(MIGRATION);

const run = (query: string, ...params: unknown[]) => env.DB.prepare(query).bind(...params).run();
const rows = (query: string) => env.DB.prepare(query).all().then((r) => r.results);

/** The references: each count worked out from the assigned inquiries themselves, per assignee. */
const reference = {
  months: () =>
    rows(`select assignee_id as assignee, strftime('%Y-%m', created_at, '+330 minutes') as month,
        coalesce(case when instr(service, ' — ') > 0 then substr(service, instr(service, ' — ') + 3) else service end, 'General (contact form)') as line,
        coalesce(lower(utm_source), replace(substr(referrer, instr(referrer, '://') + 3, instr(substr(referrer, instr(referrer, '://') + 3), '/') - 1), 'www.', ''), 'Direct or unknown') as source,
        stage, count(*) as n
      from inquiries where assignee_id is not null and type <> 'job_application' group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`),
  responses: () =>
    rows(`select assignee_id as assignee, strftime('%Y-%m', first_response_at, '+330 minutes') as month, first_response_minutes as minutes, count(*) as n
      from inquiries where assignee_id is not null and first_response_at is not null and first_response_minutes is not null group by 1, 2, 3 order by 1, 2, 3`),
  outcomes: () =>
    rows(`select assignee_id as assignee, strftime('%Y-%m', closed_at, '+330 minutes') as month, stage, coalesce(lost_reason, '') as reason, count(*) as n, coalesce(sum(won_fee), 0) as fees
      from inquiries where assignee_id is not null and type <> 'job_application' and stage in ('won', 'lost') and closed_at is not null group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  firm: () => rows("select stage, count(*) as n from inquiries where type <> 'job_application' group by 1 order by 1"),
};

/** The count tables as the triggers keep them. */
const kept = {
  months: () => rows("select assignee_id as assignee, month, service_line as line, source, stage, leads as n from assignee_lead_month_counts order by 1, 2, 3, 4, 5"),
  responses: () => rows("select assignee_id as assignee, month, minutes, responses as n from assignee_response_minute_counts order by 1, 2, 3"),
  outcomes: () => rows("select assignee_id as assignee, month, stage, lost_reason as reason, leads as n, fees from assignee_lead_outcome_counts order by 1, 2, 3, 4"),
  // The firm's counts (0031) go on as before, every lead counted once whoever holds it.
  firm: () => rows("select stage, sum(leads) as n from lead_month_counts group by 1 having n > 0 order by 1"),
};

async function expectCountsMatchInquiries() {
  for (const table of ["months", "responses", "outcomes", "firm"] as const) expect(await kept[table](), table).toEqual(await reference[table]());
  // A count brought to nought goes, as on the firm's tables.
  for (const table of ["assignee_lead_month_counts", "assignee_response_minute_counts", "assignee_lead_outcome_counts"]) {
    expect(await rows(`select count(*) as n from ${table} where ${table === "assignee_response_minute_counts" ? "responses" : "leads"} = 0`), table).toEqual([{ n: 0 }]);
  }
}

interface Lead {
  id: number;
  type?: string;
  assignee: number | null;
  stage?: string;
  service?: string | null;
  responded?: [string, number];
  closed?: [string, number | null, string | null];
}

function insert({ id, type = "contact", assignee, stage = "new", service = null, responded, closed }: Lead) {
  return run(
    `insert into inquiries (id, name, email, type, service, stage, assignee_id, created_at, first_response_at, first_response_minutes, closed_at, won_fee, lost_reason)
     values (?, 'Visitor', 'v@example.in', ?, ?, ?, ?, '2026-11-02T05:00:00.000Z', ?, ?, ?, ?, ?)`,
    id,
    type,
    service,
    stage,
    assignee,
    responded?.[0] ?? null,
    responded?.[1] ?? null,
    closed?.[0] ?? null,
    closed?.[1] ?? null,
    closed?.[2] ?? null,
  );
}

const ASHA = 11;
const RAVI = 12;

describe(`migration ${MIGRATION} and its triggers`, () => {
  // Each test starts from the migration just applied to these rows, as the other migration tests do: the second moves them.
  beforeEach(async () => {
    await migration.before();
    await run("insert into admin_users (id, email, name, password_hash, role) values (?, 'asha@example.in', 'Asha', 'x', 'advisor'), (?, 'ravi@example.in', 'Ravi', 'x', 'advisor')", ASHA, RAVI);
    // Stored before the migration, for its filling: Asha's won quote (a colleague's ₹2,50,000 in the attack), Ravi's and nobody's leads.
    await insert({ id: 1, type: "quote", service: "GST Registration — Legal & Tax Consultancy", assignee: ASHA, stage: "won", responded: ["2026-11-02T06:00:00.000Z", 60], closed: ["2026-11-10T06:00:00.000Z", 250_000, null] });
    await insert({ id: 2, assignee: RAVI, stage: "lost", responded: ["2026-11-02T05:30:00.000Z", 30], closed: ["2026-11-11T06:00:00.000Z", null, "price"] });
    await insert({ id: 3, assignee: null });
    await insert({ id: 4, type: "job_application", assignee: RAVI });
    await migration.apply();
  });

  it("fills the counts from the inquiries already assigned, each under its assignee", async () => {
    expect(await kept.outcomes()).toEqual([
      { assignee: ASHA, month: "2026-11", stage: "won", reason: "", n: 1, fees: 250_000 },
      { assignee: RAVI, month: "2026-11", stage: "lost", reason: "price", n: 1, fees: 0 },
    ]);
    expect(await kept.responses()).toEqual([
      { assignee: ASHA, month: "2026-11", minutes: 60, n: 1 },
      { assignee: RAVI, month: "2026-11", minutes: 30, n: 1 },
    ]);
    // Nobody's lead and the job application are in no colleague's counts.
    expect(await rows("select sum(leads) as n from assignee_lead_month_counts")).toEqual([{ n: 2 }]);
    await expectCountsMatchInquiries();
  });

  it("moves a lead's counts with it when it changes hands, by hand or as a colleague leaves, and keeps them equal to the inquiries", async () => {
    await run("update inquiries set assignee_id = ? where id = 1", RAVI);
    await expectCountsMatchInquiries();
    expect(await rows(`select sum(fees) as fees from assignee_lead_outcome_counts where assignee_id = ${RAVI}`)).toEqual([{ fees: 250_000 }]);
    expect(await rows(`select count(*) as n from assignee_lead_outcome_counts where assignee_id = ${ASHA}`)).toEqual([{ n: 0 }]);
    await run("update inquiries set assignee_id = ? where id = 3", ASHA);
    await insert({ id: 5, type: "service_enquiry", service: "Financial Consultancy", assignee: ASHA, responded: ["2026-11-03T05:00:00.000Z", 15] });
    await run("update inquiries set stage = 'won', won_fee = 40000, closed_at = '2026-11-20T06:00:00.000Z' where id = 5");
    await run("update inquiries set first_response_minutes = 20, assignee_id = null where id = 2");
    await expectCountsMatchInquiries();
    // Removing a colleague sets their leads' assignee to null (the key's ON DELETE SET NULL), which the triggers follow.
    await run("delete from admin_users where id = ?", ASHA);
    expect(await rows(`select count(*) as n from inquiries where assignee_id = ${ASHA}`)).toEqual([{ n: 0 }]);
    await expectCountsMatchInquiries();
    expect(await rows(`select count(*) as n from assignee_lead_month_counts where assignee_id = ${ASHA}`)).toEqual([{ n: 0 }]);
    await run("delete from inquiries where id in (1, 5)");
    await expectCountsMatchInquiries();
  });
});
