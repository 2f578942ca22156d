import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PUBLIC_REFERENCE } from "../submissions/reference";
import { callInProcess } from "../testing/in-process";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { freshIp, postJson } from "../testing/helpers";

const contact = {
  type: "contact",
  name: "Meera Joshi",
  email: "meera@example.in",
  phone: "+91 98260 12345",
  subject: "GST registration for a new firm",
  message: "We are starting a partnership firm in Indore and need GST registration.",
};

type ErrorBody = { error: string; fieldErrors: Record<string, string> };

async function rows(sql: string) {
  return (await env.DB.prepare(sql).all<Record<string, unknown>>()).results;
}

describe("POST /api/inquiries — contact form", () => {
  it("stores a valid message as a new contact inquiry", async () => {
    const res = await postJson("/api/inquiries", contact);
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const [row] = await rows(`select * from inquiries where reference = '${reference}'`);
    expect(row).toMatchObject({
      type: "contact",
      status: "new",
      name: "Meera Joshi",
      email: "meera@example.in",
      phone: "+91 98260 12345",
      subject: "GST registration for a new firm",
    });
  });

  it.each([
    ["name", "", "Name is required"],
    ["email", "", "Email is required"],
    ["email", "meera@example", "Invalid email address"],
    ["email", "meera@example.c", "Invalid email address"],
    ["subject", "  ", "Subject is required"],
    ["message", "", "Message is required"],
  ])("rejects %s=%j with %j", async (field, value, message) => {
    const res = await postJson("/api/inquiries", { ...contact, [field]: value });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.fieldErrors[field]).toBe(message);
  });

  it.each(["a@b.co?bcc=x@evil.tld", "a@b.co?bcc=evil.tld", "a@b.co&cc=evil.tld", "a%40evil.tld@b.co"])(
    "refuses %j, which a mailto: link would read as extra headers",
    async (email) => {
      const res = await postJson("/api/inquiries", { ...contact, email });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).fieldErrors.email).toBe("Invalid email address");
    },
  );

  it("reports every missing field at once", async () => {
    const res = await postJson("/api/inquiries", { type: "contact" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).fieldErrors).toEqual({
      name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it("stores visitor text as given, never interpreting it", async () => {
    const res = await postJson("/api/inquiries", { ...contact, name: "<img src=x onerror=alert(1)>" });
    const { reference } = (await res.json()) as { reference: string };
    const [row] = await rows(`select name from inquiries where reference = '${reference}'`);
    expect(row.name).toBe("<img src=x onerror=alert(1)>");
  });

  it("demands a JSON body", async () => {
    // Same-origin, so the JSON check refuses it (without an Origin the origin guard would, with 403).
    const res = await SELF.fetch("http://localhost/api/inquiries", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(res.status).toBe(415);
  });

  it("refuses a post from a foreign origin", async () => {
    const res = await postJson("/api/inquiries", contact, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("accepts and silently drops a honeypot submission", async () => {
    const before = (await rows("select count(*) as n from inquiries"))[0].n as number;
    const res = await postJson("/api/inquiries", { ...contact, website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect((await rows("select count(*) as n from inquiries"))[0].n).toBe(before);
  });
});

describe("POST /api/inquiries — service enquiry and quote", () => {
  it("stores an enquiry with its service and chosen benefits", async () => {
    const res = await postJson("/api/inquiries", {
      type: "service_enquiry",
      name: "Arjun Patel",
      email: "arjun@example.com",
      service: "legal-consultancy",
      selectedOptions: ["GST Registration", "GST Compliance"],
    });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const [row] = await rows(`select type, service, options, phone, message from inquiries where reference = '${reference}'`);
    expect(row).toEqual({
      type: "service_enquiry",
      service: "Legal & Tax Consultancy",
      options: JSON.stringify(["GST Registration", "GST Compliance"]),
      phone: null,
      message: "",
    });
  });

  it("stores a quote with its sub-service and features", async () => {
    const res = await postJson("/api/inquiries", {
      type: "quote",
      name: "Arjun Patel",
      email: "arjun@example.com",
      service: "legal-consultancy",
      subService: "gst-registration",
      selectedOptions: [],
      message: "Two states, one business.",
    });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const [row] = await rows(`select type, service from inquiries where reference = '${reference}'`);
    expect(row).toEqual({ type: "quote", service: "GST Registration — Legal & Tax Consultancy" });
  });

  it("rejects an unknown service, options not offered, and a missing name", async () => {
    const base = { type: "service_enquiry", name: "A", email: "a@example.com", service: "legal-consultancy" };
    const unknown = await postJson("/api/inquiries", { ...base, service: "astrology" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ErrorBody).fieldErrors.service).toBe("Choose one of our services");

    const badOption = await postJson("/api/inquiries", { ...base, selectedOptions: ["Free money"] });
    expect(badOption.status).toBe(400);

    const noName = await postJson("/api/inquiries", { ...base, name: "" });
    expect(((await noName.json()) as ErrorBody).fieldErrors.name).toBe("Name is required");
  });
});

describe("invisible characters", () => {
  // What the third attack got into names and subjects; U+061C reached a staff mail's subject raw.
  const invisible = ["\u200E", "\u200F", "\u061C", "\u200B", "\uFEFF", "\u00AD", "\u2062", "\u115F", "\u3164"];

  it.each(invisible.map((ch) => [`U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`, ch]))(
    "%s in a name or a subject is refused with the field's message, and nothing is stored or mailed",
    async (_code, ch) => {
      for (const fields of [{ name: `Meera${ch} Joshi` }, { subject: `GST${ch} registration` }]) {
        const email = recordingEmail();
        const { res, settled } = await callInProcess("/api/inquiries", {
          method: "POST",
          json: { ...contact, ...fields, email: "invisible@example.in" },
          bindings: { EMAIL: email.binding, ...MAIL_CONFIGURED },
          headers: { "CF-Connecting-IP": freshIp() },
        });
        await settled();
        expect(res.status).toBe(400);
        const [field] = Object.keys(fields);
        expect(((await res.json()) as ErrorBody).fieldErrors[field]).toBe("Remove the invisible control characters from this field.");
        expect(email.sent).toEqual([]);
      }
      expect((await rows("select count(*) as n from inquiries where email = 'invisible@example.in'"))[0].n).toBe(0);
    },
  );

  it("keeps ZWNJ and ZWJ inside a Devanagari name and subject", async () => {
    const name = "क्\u200Dष अग्रवाल";
    const subject = "क्\u200Cष पंजीकरण";
    const res = await postJson("/api/inquiries", { ...contact, name, subject });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    expect((await rows(`select name, subject from inquiries where reference = '${reference}'`))[0]).toEqual({ name, subject });
  });
});

describe("reliability", () => {
  it("stores N concurrent submissions as N rows with unique references", async () => {
    const before = (await rows("select count(*) as n from inquiries"))[0].n as number;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postJson("/api/inquiries", { ...contact, name: `Visitor ${i}` })),
    );
    const references = await Promise.all(responses.map(async (r) => ((await r.json()) as { reference: string }).reference));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(references).size).toBe(8);
    for (const reference of references) expect(reference).toMatch(PUBLIC_REFERENCE);
    expect((await rows("select count(*) as n from inquiries"))[0].n).toBe(before + 8);
  });

  it("stores a retried submit with the same Idempotency-Key once", async () => {
    const headers = { "Idempotency-Key": "retry-test-key-0001", "CF-Connecting-IP": freshIp() };
    const retried = { ...contact, name: "Retried Visitor" };
    const [a, b] = await Promise.all([
      postJson("/api/inquiries", retried, headers),
      postJson("/api/inquiries", retried, headers),
    ]);
    const c = await postJson("/api/inquiries", retried, headers);
    const references = await Promise.all([a, b, c].map(async (r) => ((await r.json()) as { reference: string }).reference));
    expect(new Set(references).size).toBe(1);
    expect(references[0]).toMatch(PUBLIC_REFERENCE);
    // The key is stored scoped to the form and the sender (worker/submissions/submission-key.ts), not as sent.
    const stored = await rows("select count(*) as n from inquiries where name = 'Retried Visitor'");
    expect(stored[0].n).toBe(1);
  });
});

describe("an Idempotency-Key someone else repeats", () => {
  const first = { ...contact, name: "Asha Verma", email: "asha.first@example.in", phone: "+91 98260 11111" };
  const stranger = { ...contact, name: "Vikram Rao", email: "vikram.other@example.in", phone: "+91 98260 22222", message: "A different message altogether." };
  const countOf = async (email: string) => (await rows(`select count(*) as n from inquiries where email = '${email}'`))[0].n;

  it("from another sender, with another name and phone, is a new submission: stored, 201, with its own reference", async () => {
    const key = { "Idempotency-Key": "shared-key-from-two-senders" };
    const mine = await postJson("/api/inquiries", first, { ...key, "CF-Connecting-IP": "198.51.100.101" });
    expect(mine.status).toBe(201);
    const { reference } = (await mine.json()) as { reference: string };
    const theirs = await postJson("/api/inquiries", stranger, { ...key, "CF-Connecting-IP": "198.51.100.102" });
    expect(theirs.status).toBe(201);
    const other = ((await theirs.json()) as { reference: string }).reference;
    expect(other).toMatch(PUBLIC_REFERENCE);
    expect(other).not.toBe(reference);
    expect(await countOf(stranger.email)).toBe(1);
    expect((await rows(`select name, phone from inquiries where reference = '${other}'`))[0]).toEqual({ name: "Vikram Rao", phone: "+91 98260 22222" });
  });

  it("from the same sender with other fields is refused with 422 and stores nothing, never naming the first reference", async () => {
    const headers = { "Idempotency-Key": "same-sender-other-body", "CF-Connecting-IP": "198.51.100.103" };
    const original = await postJson("/api/inquiries", { ...first, email: "asha.again@example.in" }, headers);
    expect(original.status).toBe(201);
    const { reference } = (await original.json()) as { reference: string };
    const changed = await postJson("/api/inquiries", { ...stranger, email: "changed.body@example.in" }, headers);
    expect(changed.status).toBe(422);
    const body = await changed.text();
    expect(JSON.parse(body)).toEqual({ error: "This form was already sent with other details. Please reload the page and send it again." });
    expect(body).not.toContain(reference);
    expect(await countOf("changed.body@example.in")).toBe(0);
    // A true repeat from the same sender still gets its original reference.
    const again = await postJson("/api/inquiries", { ...first, email: "asha.again@example.in" }, headers);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ reference });
    expect(await countOf("asha.again@example.in")).toBe(1);
  });

  it("sent twice at once from one sender with two bodies stores one and refuses the other", async () => {
    const headers = { "Idempotency-Key": "parallel-two-bodies", "CF-Connecting-IP": "198.51.100.105" };
    const answers = await Promise.all([
      postJson("/api/inquiries", { ...first, email: "parallel.one@example.in" }, headers),
      postJson("/api/inquiries", { ...first, email: "parallel.two@example.in" }, headers),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(Number(await countOf("parallel.one@example.in")) + Number(await countOf("parallel.two@example.in"))).toBe(1);
  });
});

describe("throttling public forms per IP", () => {
  it("answers 429 with a clear message once FORM_RATE_LIMIT posts arrived within the hour", async () => {
    const limit = Number(env.FORM_RATE_LIMIT);
    const ip = { "CF-Connecting-IP": "198.51.100.77" };
    for (let i = 0; i < limit; i++) {
      expect((await postJson("/api/inquiries", contact, ip)).status).toBe(201);
    }
    const blocked = await postJson("/api/inquiries", contact, ip);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as ErrorBody).error).toMatch(/wait/i);

    const newsletter = await postJson("/api/subscribers", { email: "late@example.com" }, ip);
    expect(newsletter.status).toBe(429);

    expect((await postJson("/api/inquiries", contact)).status).toBe(201); // another address is unaffected
  });

  it("holds the limit exactly against a parallel burst", async () => {
    const limit = Number(env.FORM_RATE_LIMIT);
    const ip = { "CF-Connecting-IP": "198.51.100.78" };
    const burst = await Promise.all(
      Array.from({ length: limit + 5 }, (_, i) => postJson("/api/inquiries", { ...contact, email: `burst-${i}@example.in` }, ip)),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const stored = await rows("select count(*) as n from inquiries where email like 'burst-%'");
    expect(stored[0].n).toBe(limit);
  });
});

describe("POST /api/subscribers", () => {
  it("answers a repeat byte-for-byte like a first sign-up, without a second row", async () => {
    const first = await postJson("/api/subscribers", { email: "Reader@Example.com" });
    const again = await postJson("/api/subscribers", { email: "reader@example.com" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(first.status);
    const body = await first.text();
    expect(await again.text()).toBe(body);
    expect(JSON.parse(body)).toEqual({ subscribed: true });
    const stored = await rows("select email from subscribers where email = 'reader@example.com'");
    expect(stored).toHaveLength(1);
  });

  it("rejects an invalid address with the form's message", async () => {
    const res = await postJson("/api/subscribers", { email: "not-an-email" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).fieldErrors.email).toBe("Invalid email address");
  });
});
