import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { migrationUnderTest } from "../testing/migration-steps";

const MIGRATION = "0032_lead_outcomes.sql";
const migration = migrationUnderTest(MIGRATION);

const run = (query: string, ...params: unknown[]) => env.DB.prepare(query).bind(...params).run();
const rows = (query: string) => env.DB.prepare(query).all().then((r) => r.results);

/** The reference: the month's outcomes counted from the closed leads themselves, as the dashboard counted them before. */
const counted = () =>
  rows(`select strftime('%Y-%m', closed_at, '+330 minutes') as month, stage, coalesce(lost_reason, '') as reason, count(*) as leads, coalesce(sum(won_fee), 0) as fees
    from inquiries where type <> 'job_application' and stage in ('won', 'lost') and closed_at is not null group by 1, 2, 3 order by 1, 2, 3`);

const kept = () => rows("select month, stage, lost_reason as reason, leads, fees from lead_outcome_counts order by 1, 2, 3");

const insert = (id: number, type: string, stage: string, closedAt: string | null, fee: number | null = null, reason: string | null = null) =>
  run(
    "insert into inquiries (id, name, email, type, stage, closed_at, won_fee, lost_reason, created_at) values (?, 'Visitor', 'v@example.in', ?, ?, ?, ?, ?, '2026-10-01T05:00:00.000Z')",
    id,
    type,
    stage,
    closedAt,
    fee,
    reason,
  );

describe(`migration ${MIGRATION} and its triggers`, () => {
  beforeEach(async () => {
    await migration.before();
    // Stored before the migration: its first filling counts them. 18:30 UTC on 31 October is
    // midnight of 1 November in India.
    await insert(1, "quote", "won", "2026-10-31T18:29:00.000Z", 25_000);
    await insert(2, "service_enquiry", "won", "2026-10-31T18:30:00.000Z", 40_000);
    await insert(3, "contact", "lost", "2026-11-03T09:00:00.000Z", null, "price");
    await insert(4, "callback", "lost", "2026-11-04T09:00:00.000Z");
    await insert(5, "job_application", "won", "2026-11-05T09:00:00.000Z", 1_000);
    await insert(6, "quote", "qualified", null);
    await migration.apply();
  });

  it("fills the counts from the leads already closed, by India month of closing, leaving job applications out", async () => {
    expect(await kept()).toEqual([
      { month: "2026-10", stage: "won", reason: "", leads: 1, fees: 25_000 },
      { month: "2026-11", stage: "lost", reason: "", leads: 1, fees: 0 },
      { month: "2026-11", stage: "lost", reason: "price", leads: 1, fees: 0 },
      { month: "2026-11", stage: "won", reason: "", leads: 1, fees: 40_000 },
    ]);
    expect(await kept()).toEqual(await counted());
  });

  it("keeps them equal to the leads as leads are closed, reopened, changed and deleted", async () => {
    await run("update inquiries set stage = 'won', won_fee = 15000, closed_at = '2026-11-20T06:00:00.000Z' where id = 6");
    await run("update inquiries set won_fee = 30000 where id = 1");
    await run("update inquiries set stage = 'proposal_sent', won_fee = null, closed_at = null where id = 2");
    await run("update inquiries set lost_reason = 'timing' where id = 4");
    await run("update inquiries set type = 'contact' where id = 5");
    await insert(7, "contact", "lost", "2026-11-21T06:00:00.000Z", null, "timing");
    await run("delete from inquiries where id = 3");
    expect(await kept()).toEqual([
      { month: "2026-10", stage: "won", reason: "", leads: 1, fees: 30_000 },
      { month: "2026-11", stage: "lost", reason: "timing", leads: 2, fees: 0 },
      { month: "2026-11", stage: "won", reason: "", leads: 2, fees: 16_000 },
    ]);
    expect(await kept()).toEqual(await counted());
    // A count brought to nought goes, as on the other count tables.
    expect(await rows("select count(*) as n from lead_outcome_counts where leads = 0")).toEqual([{ n: 0 }]);
  });
});
