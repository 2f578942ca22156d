import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, signIn } from "../testing/admin-helpers";
import { postJson } from "../testing/helpers";

let cookie: string;
let id: number;
beforeAll(async () => {
  cookie = await signIn();
  const res = await postJson("/api/inquiries", { type: "contact", name: "Nisha Jain", email: "nisha@example.in", subject: "Udyam", message: "Need Udyam registration." });
  expect(res.status).toBe(201);
  id = (await env.DB.prepare("select id from inquiries where name = 'Nisha Jain'").first<{ id: number }>())!.id;
});

describe("POST /api/admin/inquiries/:id/notes", () => {
  it("keeps a private note in the thread without changing the status, and audits it", async () => {
    const res = await call(`/api/admin/inquiries/${id}/notes`, { method: "POST", cookie, json: { body: "  Called back; sending the Udyam checklist.  " } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: "note", body: "Called back; sending the Udyam checklist.", adminName: "admin@example.com" });

    const thread = (await (await call(`/api/admin/inquiries/${id}/thread`, { cookie })).json()) as { messages: { kind: string; body: string }[] };
    expect(thread.messages).toMatchObject([{ kind: "note", body: "Called back; sending the Udyam checklist." }]);
    expect(await env.DB.prepare("select status from inquiries where id = ?").bind(id).first()).toEqual({ status: "new" });
    expect(await env.DB.prepare("select action, record_id from audit_log where action = 'inquiry.noted'").first()).toEqual({ action: "inquiry.noted", record_id: id });
  });

  it("refuses an empty note and an unknown inquiry", async () => {
    const empty = await call(`/api/admin/inquiries/${id}/notes`, { method: "POST", cookie, json: { body: "   " } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fieldErrors: Record<string, string> }).fieldErrors.body).toBe("Write the note first");
    expect((await call("/api/admin/inquiries/999999/notes", { method: "POST", cookie, json: { body: "x" } })).status).toBe(404);
  });
});
