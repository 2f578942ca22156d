import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { callInProcess } from "../testing/in-process";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";

const SECRET = "webhook-secret-0123456789";
const POSTMARK = { BULK_MAIL_PROVIDER: "postmark", BULK_MAIL_API_KEY: "server-token", BULK_MAIL_WEBHOOK_SECRET: SECRET };
const basic = (password: string) => `Basic ${btoa(`postmark:${password}`)}`;

async function report(body: unknown, { authorization = basic(SECRET), bindings = POSTMARK, origin }: { authorization?: string; bindings?: Record<string, string>; origin?: string } = {}) {
  const headers: Record<string, string> = { Authorization: authorization, ...(origin ? { Origin: origin, "Sec-Fetch-Site": "cross-site" } : {}) };
  const { res } = await callInProcess("/webhooks/bulk-mail", { method: "POST", json: body, bindings, headers });
  return { status: res.status, body: (await res.json()) as { received?: number; marked?: number; error?: string } };
}

const statusOf = async (email: string) => (await env.DB.prepare("select status from subscribers where email = ?").bind(email).first<{ status: string }>())?.status;

describe("the bulk mail provider's delivery reports", () => {
  beforeAll(async () => {
    for (const email of ["hard@example.in", "soft@example.in", "spam@example.in", "left@example.in"]) {
      await env.DB.prepare("insert into subscribers (email, status, unsubscribe_token) values (?, 'confirmed', ?)").bind(email, `tok_${email.split("@")[0]}`.padEnd(43, "x")).run();
    }
  });

  it("are refused without the shared secret, or with another, and change nothing", async () => {
    const bounce = { RecordType: "Bounce", Type: "HardBounce", Email: "hard@example.in" };
    expect((await report(bounce, { authorization: "" })).status).toBe(401);
    expect((await report(bounce, { authorization: basic("guess") })).status).toBe(401);
    expect((await report(bounce, { bindings: { ...POSTMARK, BULK_MAIL_WEBHOOK_SECRET: "" } })).status).toBe(401);
    for (const malformed of [`Basic ${SECRET}`, `Basic ${btoa(SECRET)}`, "Basic %%%", `Bearer ${SECRET}`, `Basic ${btoa(`postmark:${SECRET}x`)}`]) {
      expect((await report(bounce, { authorization: malformed })).status).toBe(401);
    }
    expect(await statusOf("hard@example.in")).toBe("confirmed");
  });

  it("mark a hard bounce once, however often the provider sends it, and come from another site without the same-origin check", async () => {
    const bounce = { RecordType: "Bounce", Type: "HardBounce", Email: "Hard@Example.in" };
    expect(await report(bounce, { origin: "https://api.postmarkapp.com" })).toEqual({ status: 200, body: { received: 1, marked: 1 } });
    expect(await statusOf("hard@example.in")).toBe("bounced");
    expect(await report(bounce)).toEqual({ status: 200, body: { received: 1, marked: 0 } });
    expect(await statusOf("hard@example.in")).toBe("bounced");
    // The scheme's name is case-insensitive (RFC 9110).
    expect((await report(bounce, { authorization: `basic ${btoa(`postmark:${SECRET}`)}` })).status).toBe(200);
    // Signed up again, a hard-bounced address is answered as any sign-up is, and mailed nothing.
    const mail = recordingEmail();
    const { res, settled } = await callInProcess("/api/subscribers", { method: "POST", json: { email: "hard@example.in" }, bindings: { EMAIL: mail.binding, ...MAIL_CONFIGURED } });
    await settled();
    expect(res.status).toBe(201);
    expect(mail.sent).toEqual([]);
    expect(await statusOf("hard@example.in")).toBe("bounced");
  });

  it("let a soft bounce be, and mark a spam complaint and an unsubscribe made at the provider", async () => {
    expect((await report({ RecordType: "Bounce", Type: "SoftBounce", Email: "soft@example.in" })).body).toEqual({ received: 0, marked: 0 });
    expect(await statusOf("soft@example.in")).toBe("confirmed");
    await report({ RecordType: "SpamComplaint", Email: "spam@example.in" });
    expect(await statusOf("spam@example.in")).toBe("complained");
    await report({ RecordType: "SubscriptionChange", Recipient: "left@example.in", SuppressSending: true, SuppressionReason: "ManualSuppression" });
    expect(await statusOf("left@example.in")).toBe("unsubscribed");
  });

  it("take a complaint off every list the address is on: the newsletter and the compliance reminders", async () => {
    await env.DB.prepare("insert into subscribers (email, status, unsubscribe_token) values ('both@example.in', 'confirmed', ?)").bind("tok_both".padEnd(43, "x")).run();
    await env.DB.prepare("insert into compliance_reminders (email, kinds, lead_days, status, unsubscribe_token) values ('both@example.in', '[\"gst\"]', 3, 'confirmed', ?)")
      .bind("rem_both".padEnd(43, "x"))
      .run();
    expect((await report({ RecordType: "SpamComplaint", Email: "both@example.in" })).body).toEqual({ received: 1, marked: 2 });
    expect(await statusOf("both@example.in")).toBe("complained");
    const reminder = await env.DB.prepare("select status from compliance_reminders where email = 'both@example.in'").first<{ status: string }>();
    expect(reminder?.status).toBe("complained");
  });

  it("answer 400 to a body the provider does not send", async () => {
    expect((await report({ hello: "world" })).status).toBe(400);
  });
});
