import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { migrationUnderTest } from "../testing/migration-steps";

const MIGRATION = "0018_callback_inquiries.sql";
const migration = migrationUnderTest(MIGRATION);

const run = (query: string, ...params: unknown[]) => env.DB.prepare(query).bind(...params).run();
const rows = (query: string, ...params: unknown[]) =>
  env.DB.prepare(query)
    .bind(...params)
    .all()
    .then((r) => r.results);
const searchIds = (words: string) =>
  rows("select rowid as id from inquiries_search where inquiries_search match ? order by rowid", words).then((r) => r.map((row) => row.id));

const INDEXES = [
  "inquiries_created_idx",
  "inquiries_idempotency_key_unique",
  "inquiries_job_created_idx",
  "inquiries_notify_due_idx",
  "inquiries_reference_unique",
  "inquiries_service_created_idx",
  "inquiries_status_created_idx",
  "inquiries_status_type_created_idx",
  "inquiries_type_created_idx",
];

describe(`migration ${MIGRATION}`, () => {
  beforeEach(async () => {
    await migration.before();

    // Rows as production holds them before the migration: an admin, a job, one inquiry of each
    // type (the application linked to its job), a reply and a note in threads, and an inquiry
    // deleted at the top of the id sequence.
    await run("insert into admin_users (id, email, name, password_hash, role) values (3, 'asha@vriddhi.example', 'Asha', 'x', 'owner')");
    await run("insert into jobs (id, title, slug, description, requirements, location, job_type, published) values (7, 'Tax Associate', 'tax-associate', 'D', 'R', 'Bhopal', 'Full-time', 1)");
    const inquiry = `insert into inquiries (id, reference, name, email, phone, type, status, subject, message, job_id, resume_url) values (?, ?, ?, ?, '+91 98765 43210', ?, ?, ?, ?, ?, ?)`;
    await run(inquiry, 1, "VBS-AAAA-0001", "Kiran Applicant", "kiran@example.com", "job_application", "read", null, "Cover note", 7, "resumes/kiran.pdf");
    await run(inquiry, 2, "VBS-AAAA-0002", "Kabir Contact", "kabir@example.com", "contact", "replied", "GST question", "Quarterly returns", null, null);
    await run(inquiry, 3, "VBS-AAAA-0003", "Meera Enquiry", "meera@example.com", "service_enquiry", "new", null, "", null, null);
    await run(inquiry, 4, "VBS-AAAA-0004", "Ravi Quote", "ravi@example.com", "quote", "new", null, "Audit pricing", null, null);
    await run(inquiry, 5, "VBS-AAAA-0005", "Deleted Later", "gone@example.com", "contact", "new", "S", "M", null, null);
    await run("delete from inquiries where id = 5");
    const message = "insert into inquiry_messages (id, inquiry_id, kind, body, admin_id) values (?, ?, ?, ?, 3)";
    await run(message, 11, 2, "reply", "File GSTR-3B by the 20th.");
    await run(message, 12, 2, "note", "Called him too.");
    await run(message, 13, 1, "note", "Strong CV.");

    await migration.apply();
  });

  it("keeps every inquiry with its job link, and every reply and note", async () => {
    expect(await rows("select id, type, status, email, job_id, resume_url from inquiries order by id")).toEqual([
      { id: 1, type: "job_application", status: "read", email: "kiran@example.com", job_id: 7, resume_url: "resumes/kiran.pdf" },
      { id: 2, type: "contact", status: "replied", email: "kabir@example.com", job_id: null, resume_url: null },
      { id: 3, type: "service_enquiry", status: "new", email: "meera@example.com", job_id: null, resume_url: null },
      { id: 4, type: "quote", status: "new", email: "ravi@example.com", job_id: null, resume_url: null },
    ]);
    expect(await rows("select id, inquiry_id, kind, body, admin_id from inquiry_messages order by id")).toEqual([
      { id: 11, inquiry_id: 2, kind: "reply", body: "File GSTR-3B by the 20th.", admin_id: 3 },
      { id: 12, inquiry_id: 2, kind: "note", body: "Called him too.", admin_id: 3 },
      { id: 13, inquiry_id: 1, kind: "note", body: "Strong CV.", admin_id: 3 },
    ]);
    expect(await rows("select name from sqlite_master where type = 'table' and name like '\\_\\_%' escape '\\'")).toEqual([]);
  });

  it("keeps every index, and the foreign keys intact and acting", async () => {
    const indexes = await rows("select name from sqlite_master where type = 'index' and tbl_name = 'inquiries' and name not like 'sqlite_%' order by name");
    expect(indexes.map((i) => i.name)).toEqual(INDEXES);
    expect(await rows("pragma foreign_key_check")).toEqual([]);
    await run("delete from inquiries where id = 1");
    expect(await rows("select id from inquiry_messages where inquiry_id = 1")).toEqual([]);
    expect(await rows("select count(*) as n from inquiry_messages")).toEqual([{ n: 2 }]);
  });

  it("takes a call-back without an email, and still refuses unknown types", async () => {
    await run("insert into inquiries (reference, name, phone, type, subject) values ('VBS-BBBB-0001', 'Nisha Callback', '+91 91234 56789', 'callback', 'Call back: Morning')");
    expect(await rows("select id, email, type from inquiries where name = 'Nisha Callback'")).toEqual([{ id: 6, email: null, type: "callback" }]);
    await expect(run("insert into inquiries (name, email, type) values ('N', 'n@example.com', 'newsletter')")).rejects.toThrow(
      /CHECK constraint failed: inquiries_type_check/,
    );
  });

  it("keeps the search index and its triggers working", async () => {
    expect(await searchIds("Kabir")).toEqual([2]);
    expect(await searchIds("Audit")).toEqual([4]);
    // A deleted application (id 1) leaves the index; a new inquiry goes in, an edit follows it.
    expect(await searchIds("Kiran")).toEqual([1]);
    await run("delete from inquiries where id = 1");
    expect(await searchIds("Kiran")).toEqual([]);
    await run("insert into inquiries (reference, name, email, type, message) values ('VBS-BBBB-0002', 'Zubin Newcomer', 'zubin@example.com', 'contact', 'Trademark filing')");
    const [{ id }] = await rows("select id from inquiries where name = 'Zubin Newcomer'");
    expect(await searchIds("Trademark")).toEqual([id]);
    await run("update inquiries set message = 'Company registration' where id = ?", id);
    expect(await searchIds("Trademark")).toEqual([]);
    expect(await searchIds("registration")).toEqual([id]);
  });
});
