import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { freshIp, postJson } from "../testing/helpers";
import { signIn } from "../testing/admin-helpers";
import { callInProcess } from "../testing/in-process";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";

/** What the call-back form sends with only the required fields, from a sub-service page. */
const request = {
  type: "callback",
  name: "Nisha Verma",
  phone: "98260 12345",
  service: "legal-consultancy",
  subService: "gst-registration",
  sourcePage: "/services/legal-consultancy/gst-registration",
};

type ErrorBody = { error: string; fieldErrors: Record<string, string> };

const rowOf = (reference: string) =>
  env.DB.prepare("select type, name, email, phone, subject, callback_time as callbackTime, message, service, options, status from inquiries where reference = ?").bind(reference).first();

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

describe("POST /api/inquiries — call-back request", () => {
  it("stores name and phone alone as a callback with the page's service and no email", async () => {
    const res = await postJson("/api/inquiries", request);
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    expect(await rowOf(reference)).toEqual({
      type: "callback",
      name: "Nisha Verma",
      email: null,
      phone: "98260 12345",
      // The time is a key (none: any time), which each reader words in its own language; no English subject.
      subject: null,
      callbackTime: null,
      message: "",
      service: "GST Registration — Legal & Tax Consultancy",
      options: null,
      status: "new",
    });
  });

  it("keeps the chosen time and an email when given; from /contact it has no service", async () => {
    const res = await postJson("/api/inquiries", {
      type: "callback",
      name: "Arjun",
      phone: "+91 755 400 9999",
      email: "arjun@example.in",
      preferredTime: "evening",
      sourcePage: "/contact",
    });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    expect(await rowOf(reference)).toMatchObject({ email: "arjun@example.in", subject: null, callbackTime: "evening", service: null });
    // The admin reads it in English words all the same.
    const { rows } = (await (await callInProcess(`/api/admin/inquiries?q=${reference}`, { cookie })).res.json()) as { rows: { subject: string }[] };
    expect(rows.map((row) => row.subject)).toEqual(["Call back in the evening"]);
  });

  it.each([
    ["name", "", "Name is required"],
    ["phone", "", "Phone number is required"],
    ["phone", "+44 20 7946 0958", "Enter a valid Indian phone number, e.g. +91 98765 43210"],
    ["phone", "12345", "Enter a valid Indian phone number, e.g. +91 98765 43210"],
    ["email", "nisha@example", "Invalid email address"],
    ["preferredTime", "midnight", "Choose morning, afternoon or evening"],
  ])("refuses %s=%j with %j", async (field, value, message) => {
    const res = await postJson("/api/inquiries", { ...request, [field]: value });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).fieldErrors[field]).toBe(message);
  });

  it("refuses a sub-service that is not one of the service's", async () => {
    const res = await postJson("/api/inquiries", { ...request, subService: "company-valuation-report" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).fieldErrors.subService).toBe("Unknown sub-service");
  });
});

describe("a number typed in Devanagari digits, or copied with direction marks", () => {
  // "+91 98765 43210" as a Hindi keyboard writes it, and as Android contacts and WhatsApp copy it.
  const numbers = { devanagari: "+९१ ९८७६५ ४३२१०", copied: "\u2068+91 98765\u200E 43210\u2069", urdu: "+۹۱ ۹۸۷۶۵ ۴۳۲۱۰" };

  it.each(Object.entries(numbers))("is stored from the Hindi call-back form's JSON in ASCII digits (%s)", async (_kind, phone) => {
    const res = await postJson("/api/inquiries", { ...request, phone, sourcePage: "/hi/contact" });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const row = await env.DB.prepare("select phone, phone_key from inquiries where reference = ?").bind(reference).first();
    expect(row).toEqual({ phone: "+91 98765 43210", phone_key: "+919876543210" });
  });

  it("is stored from the Hindi page's form posted without JavaScript, and from the contact form's optional phone", async () => {
    const posted = await SELF.fetch("http://localhost/hi/contact", {
      method: "POST",
      headers: { Origin: "http://localhost", "CF-Connecting-IP": freshIp() },
      body: new URLSearchParams({ form: "callback", website: "", name: "रमेश कुमार", phone: numbers.devanagari, email: "", preferredTime: "" }),
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    const reference = new URL(posted.headers.get("Location")!, "http://localhost").searchParams.get("reference");
    expect(await env.DB.prepare("select phone from inquiries where reference = ?").bind(reference).first("phone")).toBe("+91 98765 43210");

    const contact = await postJson("/api/inquiries", { type: "contact", name: "रमेश", email: "ramesh@example.in", phone: numbers.copied, subject: "जीएसटी", message: "नमस्ते" });
    expect(contact.status).toBe(201);
    const { reference: contactReference } = (await contact.json()) as { reference: string };
    expect(await env.DB.prepare("select phone from inquiries where reference = ?").bind(contactReference).first("phone")).toBe("+91 98765 43210");
  });
});

describe("a call-back request without an email", () => {
  it("gets no acknowledgement; the staff are told, with no Reply-To and the number to call", async () => {
    const email = recordingEmail();
    const { res, settled } = await callInProcess("/api/inquiries", { method: "POST", json: request, bindings: { EMAIL: email.binding, ...MAIL_CONFIGURED } });
    await settled();
    expect(res.status).toBe(201);
    expect(email.sent).toHaveLength(1);
    const [mail] = email.sent;
    expect(mail.to).toEqual(["partners@vriddhi.test", "office@vriddhi.test"]);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe("New Callback from Nisha Verma: GST Registration — Legal & Tax Consultancy");
    for (const line of ["Email: No email given", "Phone: 98260 12345", "Type: Callback", "Subject: Call back at any time"]) expect(mail.text).toContain(line);
    expect(mail.text).toContain("Nisha Verma gave no email: call them on 98260 12345.");
  });

  it("is acknowledged by mail when the visitor gave an address", async () => {
    const email = recordingEmail();
    const { res, settled } = await callInProcess("/api/inquiries", {
      method: "POST",
      json: { ...request, email: "nisha@example.in" },
      bindings: { EMAIL: email.binding, ...MAIL_CONFIGURED },
    });
    await settled();
    expect(res.status).toBe(201);
    const ack = email.sent.find((m) => JSON.stringify(m.to).includes("nisha@example.in"));
    expect(ack?.subject).toMatch(/^We have received your call-back request \(VBS-/);
    expect(ack?.text).toContain("A consultant will call you during our business hours, at the time you chose.");
  });

  it("cannot be replied to by mail: the reply API refuses with the reason and stores nothing", async () => {
    const { reference } = (await (await postJson("/api/inquiries", request)).json()) as { reference: string };
    const { id } = (await env.DB.prepare("select id from inquiries where reference = ?").bind(reference).first<{ id: number }>())!;
    const email = recordingEmail();
    const { res } = await callInProcess(`/api/admin/inquiries/${id}/replies`, {
      method: "POST",
      cookie,
      json: { body: "Hello" },
      bindings: { EMAIL: email.binding, ...MAIL_CONFIGURED },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toMatch(/no email address/);
    expect(email.sent).toEqual([]);
    expect(await env.DB.prepare("select count(*) as n from inquiry_messages where inquiry_id = ?").bind(id).first("n")).toBe(0);
  });

  it("is found by the inbox search by name and phone, and exported with an empty email cell", async () => {
    await postJson("/api/inquiries", { ...request, name: "Zoya Callback", phone: "+91 91111 22222" });
    const search = await callInProcess("/api/admin/inquiries?q=Zoya", { cookie });
    const body = (await search.res.json()) as { rows: { name: string; email: string | null; type: string }[] };
    expect(body.rows).toEqual([expect.objectContaining({ name: "Zoya Callback", email: null, type: "callback" })]);
    const csv = await (await callInProcess("/api/admin/inquiries/export?q=Zoya", { cookie })).res.text();
    const line = csv.split("\r\n").find((l) => l.includes("Zoya Callback"));
    expect(line).toMatch(/,Zoya Callback,,'\+91 91111 22222,Callback,New,GST Registration — Legal & Tax Consultancy,,Call back at any time,/);
    const byPhone = (await (await callInProcess("/api/admin/inquiries?q=91111", { cookie })).res.json()) as { rows: { name: string }[] };
    expect(byPhone.rows.map((r) => r.name)).toEqual(["Zoya Callback"]);
  });
});
