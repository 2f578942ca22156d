import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN, signIn } from "../testing/admin-helpers";
import { callInProcess } from "../testing/in-process";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

interface Row {
  type?: string;
  email?: string;
  subject?: string | null;
  service?: string | null;
  message?: string;
}

async function inquiry({ type = "contact", email = "meera@example.in", subject = "GST for a new firm", service = null, message = "Do we need GST?\nWe start in April." }: Row = {}) {
  const row = await env.DB.prepare("insert into inquiries (name, email, type, subject, service, message) values ('Meera Joshi', ?, ?, ?, ?, ?) returning id")
    .bind(email, type, subject, service, message)
    .first<{ id: number }>();
  return row!.id;
}

function reply(id: number, body: unknown, email = recordingEmail(), mail: Record<string, string> = MAIL_CONFIGURED) {
  return callInProcess(`/api/admin/inquiries/${id}/replies`, { method: "POST", cookie, json: { body }, bindings: { EMAIL: email.binding, ...mail } });
}

const thread = async (id: number) => (await callInProcess(`/api/admin/inquiries/${id}/thread`, { cookie })).res.json() as Promise<{ subject: string; messages: { body: string; adminName: string; kind: string }[] }>;
const statusOf = async (id: number) => (await env.DB.prepare("select status from inquiries where id = ?").bind(id).first<{ status: string }>())?.status;
const messageCount = async (id: number) => (await env.DB.prepare("select count(*) as n from inquiry_messages where inquiry_id = ?").bind(id).first<{ n: number }>())?.n;

describe("POST /api/admin/inquiries/:id/replies", () => {
  it("mails the reply to the visitor, stores it in the thread and marks the inquiry replied", async () => {
    const id = await inquiry();
    const email = recordingEmail();
    const { res } = await reply(id, "Yes: above ₹40 lakh of turnover.\nWe can file it this week.", email);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: "reply", body: "Yes: above ₹40 lakh of turnover.\nWe can file it this week.", adminName: ADMIN.email });

    expect(email.sent).toHaveLength(1);
    const [mail] = email.sent;
    expect(mail).toMatchObject({
      from: { name: "Vriddhi Business Solutions", email: MAIL_CONFIGURED.MAIL_FROM },
      to: ["meera@example.in"],
      replyTo: ADMIN.email,
      subject: "Re: GST for a new firm",
    });
    expect(mail.text).toContain("Yes: above ₹40 lakh of turnover.\nWe can file it this week.");
    expect(mail.text).toContain("Meera Joshi wrote:\n> Do we need GST?\n> We start in April.");
    expect(mail.html).toContain("Yes: above ₹40 lakh of turnover.");

    expect(await statusOf(id)).toBe("replied");
    expect(await thread(id)).toEqual({
      subject: "Re: GST for a new firm",
      messages: [expect.objectContaining({ kind: "reply", body: "Yes: above ₹40 lakh of turnover.\nWe can file it this week.", adminName: ADMIN.email })],
    });
  });

  it("keeps the thread oldest first", async () => {
    const id = await inquiry();
    for (const body of ["First answer.", "A follow-up."]) expect((await reply(id, body)).res.status).toBe(201);
    expect((await thread(id)).messages.map((m) => m.body)).toEqual(["First answer.", "A follow-up."]);
  });

  it("stores nothing and says so when the send fails", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const id = await inquiry();
    const { res } = await reply(id, "This will not arrive.", recordingEmail("throw"));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: "The reply could not be sent. Your text is kept; please try again in a few minutes." });
    expect(await messageCount(id)).toBe(0);
    expect(await statusOf(id)).toBe("new");
    errors.mockRestore();
  });

  it("is off without MAIL_FROM", async () => {
    const id = await inquiry();
    const email = recordingEmail();
    const { res } = await reply(id, "Hello", email, { MAIL_FROM: "", NOTIFY_TO: "" });
    expect(res.status).toBe(409);
    expect(email.sent).toEqual([]);
    expect(await messageCount(id)).toBe(0);
  });

  it("refuses an empty reply and an unknown inquiry", async () => {
    const id = await inquiry();
    const empty = await reply(id, "   ");
    expect(empty.res.status).toBe(400);
    expect(((await empty.res.json()) as { fieldErrors: Record<string, string> }).fieldErrors.body).toBe("Write your reply first");
    expect((await reply(987654, "Hello")).res.status).toBe(404);
  });

  it.each([
    ["service_enquiry", { subject: null, service: "Legal & Tax Consultancy" }, "Re: Your enquiry about Legal & Tax Consultancy"],
    ["quote", { subject: null, service: "GST Registration — Legal & Tax Consultancy" }, "Re: Your quote request for GST Registration — Legal & Tax Consultancy"],
    ["job_application", { subject: null }, "Re: Your inquiry to Vriddhi Business Solutions"],
  ])("words the subject of a reply to a %s after what the visitor asked about", async (type, fields, subject) => {
    const email = recordingEmail();
    await reply(await inquiry({ type, ...fields }), "Thank you.", email);
    expect(email.sent[0].subject).toBe(subject);
  });
});

describe("reply headers", () => {
  it("carry no line break from a stored subject", async () => {
    const email = recordingEmail();
    const id = await inquiry({ subject: "GST\r\nBcc: attacker@evil.test" });
    expect((await reply(id, "Hello", email)).res.status).toBe(201);
    expect(email.sent[0].subject).toBe("Re: GST Bcc: attacker@evil.test");
  });

  it("never go to a stored address that is not one plain address", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const email = recordingEmail();
    const id = await inquiry({ email: "meera@example.in\r\nBcc: attacker@evil.test" });
    const { res } = await reply(id, "Hello", email);
    expect(res.status).toBe(502);
    expect(email.sent).toEqual([]);
    expect(await messageCount(id)).toBe(0);
    errors.mockRestore();
  });
});

describe("GET /api/admin/mail-status", () => {
  it("says whether notifications and replies are on, without naming the addresses", async () => {
    const status = async (mail: Record<string, string>) => (await callInProcess("/api/admin/mail-status", { cookie, bindings: mail })).res.json();
    expect(await status({ MAIL_FROM: "", NOTIFY_TO: "" })).toEqual({ notifications: false, replies: false });
    expect(await status(MAIL_CONFIGURED)).toEqual({ notifications: true, replies: true });
  });
});

describe("a reply to a lead from a Hindi page", () => {
  const hindiLead = async (type: string, extra: { service?: string | null; callbackTime?: string | null; message?: string } = {}) => {
    const row = await env.DB.prepare(
      "insert into inquiries (name, email, type, subject, service, callback_time, message, language) values ('सुनीता शर्मा', 'sunita@example.in', ?, null, ?, ?, ?, 'hi') returning id",
    )
      .bind(type, extra.service ?? null, extra.callbackTime ?? null, extra.message ?? "")
      .first<{ id: number }>();
    return row!.id;
  };

  it("goes out under a Hindi subject, naming the service in Hindi, with the quoted lines introduced in Hindi", async () => {
    const id = await hindiLead("quote", { service: "GST Registration — Legal & Tax Consultancy", message: "दुकान के लिए जीएसटी चाहिए।" });
    const email = recordingEmail();
    expect((await reply(id, "नमस्ते सुनीता जी,\n\nहम कल कॉल करेंगे।", email)).res.status).toBe(201);
    const [mail] = email.sent;
    expect(mail.subject).toMatch(/^Re: जीएसटी पंजीकरण — [\u0900-\u097F ]+ के लिए आपका कोटेशन का अनुरोध$/);
    expect(mail.text).toMatch(/\d{1,2} [\u0900-\u097F]+ 20\d\d को सुनीता शर्मा ने लिखा:\n> दुकान के लिए जीएसटी चाहिए।/);
    expect(mail.html).toMatch(/^<!doctype html><html lang="hi">/);
    expect((await thread(id)).subject).toBe(mail.subject);
  });

  it("is offered to the staff with what it is about in Hindi, and a call-back's time as a key, never its English subject", async () => {
    const id = await hindiLead("callback", { callbackTime: "evening" });
    const one = (await (await callInProcess(`/api/admin/inquiries/${id}`, { cookie })).res.json()) as { subject: string; callbackTime: string; topic: { subject: string; language: string } };
    // The staff read it in English; the words sent to the visitor are worked out from the key.
    expect(one.subject).toBe("Call back in the evening");
    expect(one.callbackTime).toBe("evening");
    expect(one.topic.language).toBe("hi");
    expect((await thread(id)).subject).toBe("Re: आपका कॉल का अनुरोध");
    const quote = await hindiLead("service_enquiry", { service: "Legal & Tax Consultancy" });
    const listed = (await (await callInProcess(`/api/admin/inquiries?size=100`, { cookie })).res.json()) as { rows: { id: number; topic: { service: string } }[] };
    expect(listed.rows.find((row) => row.id === quote)?.topic.service).toMatch(/^[\u0900-\u097F ]+$/);
  });
});
