import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, signIn, sqlRun, tokenHashOf } from "../testing/admin-helpers";
import { freshIp, postJson } from "../testing/helpers";
import { applicationForm, publishOpening } from "../testing/public-forms";
import { callInProcess } from "../testing/in-process";
import { requestReset } from "../testing/password-reset";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { expectedAddressKey, plainSha256 } from "../testing/throttle-keys";

/** A distinctive address, typed in different cases on different forms. */
const EMAIL = "Zorawar.Q7x9@Example.in";
/** The word of it the search index would hold. */
const TOKEN = "q7x9";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

/** Every table of the database, shadow tables of the search index included, as text. */
async function everyTableAsText(): Promise<Record<string, string>> {
  const tables = await env.DB.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%'").all<{ name: string }>();
  const dump: Record<string, string> = {};
  for (const { name } of tables.results) {
    const rows = await env.DB.prepare(`select * from "${name}"`).all();
    dump[name] = JSON.stringify(rows.results, (_key, value: unknown) =>
      value instanceof ArrayBuffer || ArrayBuffer.isView(value) || (Array.isArray(value) && value.length > 0 && value.every((b) => typeof b === "number"))
        ? new TextDecoder("latin1").decode(new Uint8Array(value as ArrayBuffer))
        : value,
    ).toLowerCase();
  }
  return dump;
}

const holding = (dump: Record<string, string>, text: string) => Object.keys(dump).filter((table) => dump[table].includes(text.toLowerCase()));

describe("privacy requests", () => {
  it("find everything held about an address and erase it from D1 and R2 in one step, auditing only counts", async () => {
    const contact = await postJson("/api/inquiries", { type: "contact", name: "Zorawar Singh", email: EMAIL, subject: "GST", message: `Write to ${EMAIL.toLowerCase()} please.` }, { "CF-Connecting-IP": freshIp() });
    expect(contact.status).toBe(201);
    const other = await postJson("/api/inquiries", { type: "contact", name: "Someone Else", email: "else@example.in", subject: "GST", message: "Keep me." }, { "CF-Connecting-IP": freshIp() });
    expect(other.status).toBe(201);
    const form = applicationForm();
    form.set("email", EMAIL.toUpperCase());
    const applied = await SELF.fetch(`http://localhost/api/jobs/${await publishOpening("gst-associate-erasure")}/applications`, {
      method: "POST",
      headers: { Origin: "http://localhost", "CF-Connecting-IP": freshIp() },
      body: form,
    });
    expect(applied.status).toBe(201);
    expect((await postJson("/api/subscribers", { email: EMAIL.toLowerCase() }, { "CF-Connecting-IP": freshIp() })).status).toBe(201);
    const reminders = await postJson("/api/compliance/reminders", { email: EMAIL, kinds: ["gst"], leadDays: "3" }, { "CF-Connecting-IP": freshIp() });
    expect(reminders.status).toBe(201);
    const { id } = (await env.DB.prepare("select id from inquiries where name = 'Zorawar Singh'").first<{ id: number }>())!;
    await sqlRun("insert into inquiry_messages (inquiry_id, kind, body) values (?, 'note', ?)", id, `Called ${EMAIL}; wants a quote.`);
    // An export filtered by the address leaves it in the audit trail's detail.
    expect((await call(`/api/admin/inquiries/export?q=${encodeURIComponent(EMAIL)}`, { cookie })).status).toBe(200);

    const before = await everyTableAsText();
    expect(holding(before, EMAIL)).toEqual(expect.arrayContaining(["inquiries", "subscribers", "compliance_reminders", "inquiry_messages", "audit_log"]));
    expect((await env.MEDIA.list({ prefix: "resumes/" })).objects).toHaveLength(1);

    const search = await call("/api/admin/privacy/search", { method: "POST", cookie, json: { email: EMAIL.toLowerCase() } });
    expect(search.status).toBe(200);
    const held = (await search.json()) as { inquiries: { type: string; hasResume: boolean; messages: number }[]; subscribedAt: string | null; remindersSince: string | null; auditMentions: number };
    expect(held.inquiries.map((i) => i.type).sort()).toEqual(["contact", "job_application"]);
    expect(held.inquiries.find((i) => i.type === "job_application")!.hasResume).toBe(true);
    expect(held.inquiries.find((i) => i.type === "contact")!.messages).toBe(1);
    expect(held.subscribedAt).not.toBeNull();
    expect(held.remindersSince).not.toBeNull();
    expect(held.auditMentions).toBe(1);

    // The audit rows this erasure writes, apart from those of any other test's erasure.
    const lastAudit = (await env.DB.prepare("select coalesce(max(id), 0) as id from audit_log").first<{ id: number }>())!.id;
    const erase = await call("/api/admin/privacy/erase", { method: "POST", cookie, json: { email: EMAIL } });
    expect(erase.status).toBe(200);
    expect(await erase.json()).toEqual({ erased: { inquiries: 2, resumes: 1, messages: 1, subscriptions: 1, complianceReminders: 1, auditMentions: 1 } });

    const after = await everyTableAsText();
    expect(holding(after, EMAIL)).toEqual([]);
    expect(holding(after, TOKEN)).toEqual([]);
    expect(holding(after, "Zorawar")).toEqual([]);
    // R2: the résumé is gone, and nothing waits for a retry.
    expect((await env.MEDIA.list({ prefix: "resumes/" })).objects).toHaveLength(0);
    expect(after.pending_object_deletions).toBe("[]");
    // The search finds nothing of it; the other visitor's inquiry and its index entry stay.
    const inbox = await call(`/api/admin/inquiries?q=${TOKEN}`, { cookie });
    expect(((await inbox.json()) as { total: number }).total).toBe(0);
    const kept = await call("/api/admin/inquiries?q=else", { cookie });
    expect(((await kept.json()) as { total: number }).total).toBe(1);

    const audits = await env.DB.prepare("select action, record_type, detail from audit_log where action = 'privacy.erased' and id > ?").bind(lastAudit).all<{ record_type: string; detail: string }>();
    expect(audits.results).toHaveLength(1);
    const [audit] = audits.results;
    expect(audit).toMatchObject({ record_type: "privacy" });
    expect(JSON.parse(audit.detail)).toEqual({ inquiries: 2, resumes: 1, messages: 1, subscriptions: 1, complianceReminders: 1, auditMentions: 1 });
  });

  it("find and erase by phone number what a visitor left without an email, however the number was typed", async () => {
    const ip = () => ({ "CF-Connecting-IP": freshIp() });
    const callback = await postJson("/api/inquiries", { type: "callback", name: "Bhavna Rathore", phone: "98270 55443", service: "legal-consultancy" }, ip());
    expect(callback.status).toBe(201);
    const contact = await postJson("/api/inquiries", { type: "contact", name: "Bhavna R", email: "bhavna.r@example.in", phone: "+91-98270-55443", subject: "GST", message: "Please call." }, ip());
    expect(contact.status).toBe(201);
    // Another visitor whose number shares digits but is not the same number stays.
    const other = await postJson("/api/inquiries", { type: "callback", name: "Keep Me", phone: "98270 55444" }, ip());
    expect(other.status).toBe(201);
    const { id } = (await env.DB.prepare("select id from inquiries where name = 'Bhavna Rathore'").first<{ id: number }>())!;
    await sqlRun("insert into inquiry_messages (inquiry_id, kind, body) values (?, 'note', 'Called back at 11.')", id);

    const search = await call("/api/admin/privacy/search", { method: "POST", cookie, json: { phone: "098270 55443" } });
    expect(search.status).toBe(200);
    const held = (await search.json()) as { inquiries: { name: string; messages: number }[]; subscribedAt: string | null; auditMentions: number };
    expect(held.inquiries.map((i) => i.name).sort()).toEqual(["Bhavna R", "Bhavna Rathore"]);
    expect(held).toMatchObject({ subscribedAt: null, auditMentions: 0 });

    const erase = await call("/api/admin/privacy/erase", { method: "POST", cookie, json: { phone: "+91 98270 55443" } });
    expect(erase.status).toBe(200);
    expect(await erase.json()).toEqual({ erased: { inquiries: 2, resumes: 0, messages: 1, subscriptions: 0, complianceReminders: 0, auditMentions: 0 } });
    const left = await env.DB.prepare("select name from inquiries where name in ('Bhavna Rathore', 'Bhavna R', 'Keep Me')").all<{ name: string }>();
    expect(left.results).toEqual([{ name: "Keep Me" }]);
    expect(holding(await everyTableAsText(), "55443")).toEqual([]);
  });

  it("leave no throttle row derived from the address: not the address, its plain SHA-256 or its HMAC key", async () => {
    const address = "Throttled.Visitor@Example.in";
    const mail = recordingEmail();
    const inquiry = await callInProcess("/api/inquiries", {
      method: "POST",
      json: { type: "contact", name: "Throttled Visitor", email: address, phone: "", subject: "GST", message: "Hello" },
      bindings: { EMAIL: mail.binding, ...MAIL_CONFIGURED },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    await inquiry.settled();
    expect(inquiry.res.status).toBe(201);
    expect(mail.sent.some((m) => JSON.stringify(m.to).toLowerCase().includes(address.toLowerCase()))).toBe(true);
    // Someone typed the address into the reset form and the sign-in form, twice each, from two clients.
    for (const ip of [freshIp(), freshIp()]) {
      expect((await requestReset(address, ip)).res.status).toBe(202);
      expect((await call("/api/admin/login", { method: "POST", json: { email: address, password: "not anyone's password" }, headers: { "CF-Connecting-IP": ip } })).status).toBe(401);
    }
    const derived = [address.toLowerCase(), await plainSha256(address), await expectedAddressKey(address)];
    const before = await everyTableAsText();

    const erase = await call("/api/admin/privacy/erase", { method: "POST", cookie, json: { email: address } });
    expect(erase.status).toBe(200);
    const after = await everyTableAsText();
    for (const text of derived) expect(holding(after, text), text).toEqual([]);
    // Not vacuous: the throttle table held the address's key, and keeps what others caused.
    expect(holding(before, derived[2])).toEqual(["throttle_events"]);
    expect(after.throttle_events).not.toBe("[]");
  });

  it("ask for the password again before erasing when it was entered more than 12 hours ago", async () => {
    // Its own visitor's inquiry, which the refused erasure must leave.
    const held = await postJson("/api/inquiries", { type: "contact", name: "Reva Later", email: "reva.later@example.in", subject: "GST", message: "Keep me too." }, { "CF-Connecting-IP": freshIp() });
    expect(held.status).toBe(201);
    const stale = await signIn();
    await sqlRun("update sessions set created_at = ? where token_hash = ?", new Date(Date.now() - 13 * 3600_000).toISOString(), await tokenHashOf(stale));
    const res = await call("/api/admin/privacy/erase", { method: "POST", cookie: stale, json: { email: "reva.later@example.in" } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("reverification_required");
    expect(await env.DB.prepare("select count(*) as n from inquiries where email = 'reva.later@example.in'").first<{ n: number }>()).toEqual({ n: 1 });
  });

  it("refuse an address that is not one, and answer 401 without a session", async () => {
    const bad = await call("/api/admin/privacy/search", { method: "POST", cookie, json: { email: "not an address" } });
    expect(bad.status).toBe(400);
    for (const json of [{ phone: "12345" }, { phone: "+44 20 7946 0958" }, {}]) {
      expect((await call("/api/admin/privacy/search", { method: "POST", cookie, json })).status, JSON.stringify(json)).toBe(400);
    }
    expect((await call("/api/admin/privacy/search", { method: "POST", json: { email: EMAIL } })).status).toBe(401);
  });
});
