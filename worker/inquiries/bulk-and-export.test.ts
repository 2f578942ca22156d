import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, signIn } from "../testing/admin-helpers";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const insert = env.DB.prepare("insert into inquiries (name, email, phone, type, subject, message, resume_url, created_at) values (?, ?, ?, ?, ?, ?, ?, ?) returning id");

async function inquiry(name: string, extra: { phone?: string; message?: string; subject?: string; resume?: string; type?: string; at?: string } = {}) {
  const row = await insert
    .bind(name, `${name.toLowerCase().replace(/\W+/g, ".")}@example.in`, extra.phone ?? null, extra.type ?? "contact", extra.subject ?? null, extra.message ?? "Hello", extra.resume ?? null, extra.at ?? new Date().toISOString())
    .first<{ id: number }>();
  return row!.id;
}

const statusOf = async (id: number) => (await env.DB.prepare("select status from inquiries where id = ?").bind(id).first<{ status: string }>())?.status;
const exists = async (id: number) => (await env.DB.prepare("select 1 as x from inquiries where id = ?").bind(id).first()) !== null;
const bulk = (json: unknown) => call("/api/admin/inquiries/bulk", { method: "POST", cookie, json });

describe("bulk actions", () => {
  it("mark read and replied exactly the given inquiries, skipping unknown ids", async () => {
    const [a, b, c] = [await inquiry("Bulk A"), await inquiry("Bulk B"), await inquiry("Bulk C")];
    const res = await bulk({ ids: [a, c, 987654], action: "read" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ids: [a, c], count: 2 });
    expect([await statusOf(a), await statusOf(b), await statusOf(c)]).toEqual(["read", "new", "read"]);
    await bulk({ ids: [b], action: "replied" });
    expect([await statusOf(a), await statusOf(b), await statusOf(c)]).toEqual(["read", "replied", "read"]);
  });

  it("delete exactly the given inquiries and their résumés", async () => {
    await env.MEDIA.put("resumes/bulk-1.pdf", "%PDF-1.7");
    await env.MEDIA.put("resumes/bulk-keep.pdf", "%PDF-1.7");
    const gone = await inquiry("Bulk Gone", { type: "job_application", resume: "resumes/bulk-1.pdf" });
    const alsoGone = await inquiry("Bulk Also Gone");
    const kept = await inquiry("Bulk Kept", { type: "job_application", resume: "resumes/bulk-keep.pdf" });
    const res = await bulk({ ids: [gone, alsoGone], action: "delete" });
    expect(await res.json()).toEqual({ ids: [gone, alsoGone].sort((x, y) => x - y), count: 2 });
    expect([await exists(gone), await exists(alsoGone), await exists(kept)]).toEqual([false, false, true]);
    expect(await env.MEDIA.head("resumes/bulk-1.pdf")).toBeNull();
    expect(await env.MEDIA.head("resumes/bulk-keep.pdf")).not.toBeNull();
  });

  it("take a full page of 100 at once, and refuse none, more than 100, non-numbers and unknown actions", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) ids.push(await inquiry(`Hundred ${i}`));
    const res = await bulk({ ids, action: "replied" });
    expect(((await res.json()) as { count: number }).count).toBe(100);
    expect(await statusOf(ids[99])).toBe("replied");
    expect(await bulk({ ids: [], action: "read" }).then((r) => r.json())).toMatchObject({ error: "Select at least one inquiry." });
    expect((await bulk({ ids: [...ids, 1], action: "read" })).status).toBe(400);
    expect((await bulk({ ids: ["1 or 1=1"], action: "read" })).status).toBe(400);
    expect((await bulk({ ids: [ids[0]], action: "archive" })).status).toBe(400);
  });
});

describe("CSV export", () => {
  it("streams every inquiry matching the filters and search, quoted and neutralised, with the BOM", async () => {
    await inquiry("Formula Frank", { phone: "+91 98930 00000", subject: "=HYPERLINK(\"http://x\")", message: 'Line one,\nline "two"', type: "quote", at: "2026-05-01T00:00:00.000Z" });
    await inquiry("@Mention Maya", { message: "-minus", type: "quote", at: "2026-05-02T00:00:00.000Z" });
    const res = await call("/api/admin/inquiries/export?type=quote&sort=name&page=3", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const [header, ...records] = text.split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/).filter(Boolean);
    expect(header).toBe(
      "Reference,Received (IST),Name,Email,Phone,Type,Status,Service,Related Job,Subject,Message,Selected Options,Résumé,Assigned To,Stage,Outcome,Follow-up (IST),First Response (IST),First Response (working minutes)",
    );
    expect(records).toHaveLength(2);
    // India's time (UTC+5:30); the test rows carry no reference (the column is empty, not shifted).
    expect(records[0]).toBe(",2026-05-02 05:30,'@Mention Maya,.mention.maya@example.in,,Quote,New,,,,'-minus,,No,,New,,,,");
    expect(records[1]).toBe(
      ',2026-05-01 05:30,Formula Frank,formula.frank@example.in,\'+91 98930 00000,Quote,New,,,"\'=HYPERLINK(""http://x"")","Line one,\nline ""two""",,No,,New,,,,',
    );
    const searched = await (await call("/api/admin/inquiries/export?q=frank", { cookie })).text();
    expect(searched.trimEnd().split("\r\n")).toHaveLength(2);
  });

  it("gives the public reference, the time in India and the phone in one form", async () => {
    const id = await inquiry("Istcheck Ira", { phone: "098765 43210", at: "2026-11-25T15:22:00.000Z" });
    await env.DB.prepare("update inquiries set reference = ? where id = ?").bind("VBS-7K3Q-9M2D", id).run();
    await inquiry("Istcheck Om", { phone: "ext. 12 (ask for Om)", at: "2026-11-25T18:40:00.000Z" });
    await inquiry("Istcheck Lata", { phone: "011-2345 6789", at: "2026-11-24T04:00:00.000Z" });
    const text = await (await call("/api/admin/inquiries/export?q=istcheck", { cookie })).text();
    const [header, ...records] = text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(header.split(",").slice(0, 5)).toEqual(["Reference", "Received (IST)", "Name", "Email", "Phone"]);
    // 18:40 UTC is 00:10 the next day in India; a number that cannot be read stays as typed.
    expect(records[0]).toBe(",2026-11-26 00:10,Istcheck Om,istcheck.om@example.in,ext. 12 (ask for Om),Contact Form,New,,,,Hello,,No,,New,,,,");
    expect(records[1].split(",").slice(0, 5)).toEqual(["VBS-7K3Q-9M2D", "2026-11-25 20:52", "Istcheck Ira", "istcheck.ira@example.in", "'+91 98765 43210"]);
    expect(records[2].split(",").slice(0, 5)).toEqual(["", "2026-11-24 09:30", "Istcheck Lata", "istcheck.lata@example.in", "'+91 1123456789"]);
  });

  it("has as many records as the list's total, across export pages of 1,000", async () => {
    const rows = Array.from({ length: 2103 }, (_, i) => insert.bind(`Export ${i}`, `e${i}@example.in`, null, "service_enquiry", null, "Hi", null, new Date(Date.UTC(2024, 0, 1, 0, 0, i)).toISOString()));
    for (let i = 0; i < rows.length; i += 200) await env.DB.batch(rows.slice(i, i + 200));
    const { total } = (await (await call("/api/admin/inquiries?type=service_enquiry", { cookie })).json()) as { total: number };
    expect(total).toBe(2103);
    // A search with this many matches walks the date index (search.ts): same answer, newest first.
    const searched = (await (await call("/api/admin/inquiries?q=export", { cookie })).json()) as { total: number; rows: { name: string }[] };
    expect(searched.total).toBe(2103);
    expect(searched.rows.slice(0, 2).map((r) => r.name)).toEqual(["Export 2102", "Export 2101"]);
    const deep = (await (await call("/api/admin/inquiries?q=export&type=service_enquiry&page=85", { cookie })).json()) as { total: number; rows: { name: string }[] };
    expect(deep.total).toBe(2103);
    expect(deep.rows.map((r) => r.name)).toEqual(["Export 2", "Export 1", "Export 0"]);
    const text = await (await call("/api/admin/inquiries/export?type=service_enquiry", { cookie })).text();
    const lines = text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + total);
    expect(new Set(lines).size).toBe(lines.length);
  });
});
