import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { migrationUnderTest } from "../testing/migration-steps";

const MIGRATION = "0043_callback_time_backfill.sql";
const migration = migrationUnderTest(MIGRATION);

const run = (query: string, ...params: unknown[]) => env.DB.prepare(query).bind(...params).run();
const rows = (query: string, ...params: unknown[]) =>
  env.DB.prepare(query)
    .bind(...params)
    .all()
    .then((r) => r.results);
const searchIds = (words: string) =>
  rows("select rowid as id from inquiries_search where inquiries_search match ? order by rowid", words).then((r) => r.map((row) => row.id));

describe(`migration ${MIGRATION}`, () => {
  beforeAll(async () => {
    await migration.before();
    // Call-back requests as they were stored before: the time as an English subject.
    const inquiry = "insert into inquiries (id, reference, name, phone, type, subject, message) values (?, ?, ?, '+91 98765 43210', ?, ?, '')";
    await run(inquiry, 1, "VBS-CBCK-0001", "Asha Rao", "callback", "Call back in the morning");
    await run(inquiry, 2, "VBS-CBCK-0002", "Bina Das", "callback", "Call back in the afternoon");
    await run(inquiry, 3, "VBS-CBCK-0003", "Chetan Joshi", "callback", "Call back in the evening");
    await run(inquiry, 4, "VBS-CBCK-0004", "Deepa Nair", "callback", "Call back at any time");
    // A contact message whose own subject happens to read the same is the visitor's words: it stays.
    await run(inquiry, 5, "VBS-CBCK-0005", "Esha Verma", "contact", "Call back in the morning");
    await migration.apply();
  });

  it("turns each call-back's English subject into the time's key, and leaves a visitor's own subject alone", async () => {
    expect(await rows("select id, subject, callback_time from inquiries order by id")).toEqual([
      { id: 1, subject: null, callback_time: "morning" },
      { id: 2, subject: null, callback_time: "afternoon" },
      { id: 3, subject: null, callback_time: "evening" },
      { id: 4, subject: null, callback_time: null },
      { id: 5, subject: "Call back in the morning", callback_time: null },
    ]);
  });

  it("keeps the search index in step: each row is found by its name, and no longer by the words it lost", async () => {
    expect(await searchIds('"Joshi"')).toEqual([3]);
    expect(await searchIds('"9876543210" OR "98765"')).toEqual([1, 2, 3, 4, 5]);
    // Only the contact message still holds "morning", in its own subject.
    expect(await searchIds('"morning"')).toEqual([5]);
    expect(await searchIds('"evening"')).toEqual([]);
  });
});
