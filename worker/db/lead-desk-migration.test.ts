import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { phoneKey } from "#core/format/phone";
import { migrationUnderTest } from "../testing/migration-steps";

const MIGRATION = "0030_lead_desk.sql";
const migration = migrationUnderTest(MIGRATION);

const run = (query: string, ...params: unknown[]) => env.DB.prepare(query).bind(...params).run();
const rows = (query: string) => env.DB.prepare(query).all().then((r) => r.results);

/** Numbers as visitors typed them before the migration: each must get the key the app gives new ones. */
const PHONES = ["98930\u00a012345", "98930\t12345", "98930 12345", "+91 98930-12345", "098930 12345", "919893012345", "0755-400 1234", "1800 123 4567", "+44 20 7946 0958", "(0522) 400.1234", "ext. 12 (ask for Om)", "12345"];

describe(`migration ${MIGRATION}`, () => {
  beforeEach(async () => {
    await migration.before();
    await run("insert into admin_users (id, email, name, password_hash, role) values (1, 'owner@example.com', 'Anil', 'x', 'owner')");
    await run("insert into jobs (id, title, slug, description, requirements, location, job_type, published) values (7, 'Tax Associate', 'tax-associate', 'D', 'R', 'Bhopal', 'Full-time', 1)");
    const inquiry = "insert into inquiries (id, name, email, phone, type, job_id) values (?, 'Visitor', ?, ?, ?, ?)";
    for (const [i, phone] of PHONES.entries()) await run(inquiry, i + 1, i === 0 ? "  Meera@Example.IN " : null, phone, "callback", null);
    await run(inquiry, 50, "kabir@example.in", null, "job_application", 7);
    await run("insert into inquiry_messages (id, inquiry_id, kind, body, admin_id) values (1, 1, 'reply', 'Namaste Meera ji.', 1), (2, 1, 'note', 'Called at 4 pm.', 1), (3, 1, 'note', 'Deleted.', 1)");
    await run("delete from inquiry_messages where id = 3");
    await migration.apply();
  });

  it("keeps the thread, with no detail on the replies and notes", async () => {
    expect(await rows("select id, inquiry_id, kind, body, detail, admin_id from inquiry_messages order by id")).toEqual([
      { id: 1, inquiry_id: 1, kind: "reply", body: "Namaste Meera ji.", detail: null, admin_id: 1 },
      { id: 2, inquiry_id: 1, kind: "note", body: "Called at 4 pm.", detail: null, admin_id: 1 },
    ]);
    expect(await rows("pragma foreign_key_check")).toEqual([]);
    // The id sequence goes on from the deleted message's, never giving its id again.
    await run("insert into inquiry_messages (inquiry_id, kind, body) values (1, 'note', 'After.')");
    expect(await rows("select max(id) as id from inquiry_messages")).toEqual([{ id: 4 }]);
    await run("delete from inquiry_messages where id = 4");
  });

  it("starts every inquiry New, unassigned, keeps the job link and the search", async () => {
    expect(await rows("select distinct stage, assignee_id from inquiries")).toEqual([{ stage: "new", assignee_id: null }]);
    expect(await rows("select job_id from inquiries where id = 50")).toEqual([{ job_id: 7 }]);
    expect(await rows("select rowid from inquiries_search where inquiries_search match 'kabir'")).toEqual([{ rowid: 50 }]);
  });

  it("fills the keys a returning visitor is known by as the app computes them", async () => {
    expect(await rows("select email_key from inquiries where id = 1")).toEqual([{ email_key: "meera@example.in" }]);
    const stored = (await rows("select id, phone_key from inquiries where id <= 12 order by id")) as { id: number; phone_key: string | null }[];
    expect(stored.map((r) => r.phone_key)).toEqual(PHONES.map((p) => phoneKey(p)));
  });

  it("unassigns a removed colleague's leads rather than refusing the removal", async () => {
    await run("update inquiries set assignee_id = 1 where id = 2");
    await run("insert into digest_sends (admin_id, day) values (1, '2026-11-27')");
    await run("update admin_users set role = 'manager' where id = 1");
    await run("delete from admin_users where id = 1");
    expect(await rows("select assignee_id from inquiries where id = 2")).toEqual([{ assignee_id: null }]);
    expect(await rows("select count(*) as n from digest_sends")).toEqual([{ n: 0 }]);
    expect(await rows("select admin_id from inquiry_messages where id = 1")).toEqual([{ admin_id: null }]);
  });
});
