import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../db/client";
import { acknowledgementMail, greetedName } from "./acknowledgement";
import { MAILS_PER_CLIENT_PER_DAY, reserveVisitorMail } from "../mail/visitor-mail-caps";
import { callInProcess } from "../testing/in-process";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";

/** Words a visitor might try to send through the firm's domain; none may reach the acknowledgement. */
const PAYLOAD = { name: "Win a prize at evil.example", subject: "URGENT: verify your bank account", message: "Click https://evil.example/login now" };

async function contact(email: string, mail = recordingEmail(), settings: Record<string, string> = MAIL_CONFIGURED, ip?: string) {
  const json = { type: "contact", name: PAYLOAD.name, email, phone: "", subject: PAYLOAD.subject, message: PAYLOAD.message };
  const { res, settled } = await callInProcess("/api/inquiries", {
    method: "POST",
    json,
    bindings: { EMAIL: mail.binding, ...settings },
    ...(ip ? { headers: { "CF-Connecting-IP": ip } } : {}),
  });
  await settled();
  expect(res.status).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  return { reference, toVisitor: mail.sent.filter((m) => JSON.stringify(m.to).includes(email)) };
}

/** The firm's contact facts a mail names. */
const contactDetails = {
  phones: [{ text: "+91 98765 43210", href: "tel:+919876543210" }],
  address: { line1: "Zone-I, M.P. Nagar", city: "Bhopal", state: "Madhya Pradesh", pincode: "462011" },
};

describe("the acknowledgement of an inquiry", () => {
  it("names the reference and what happens next, and carries nothing the visitor typed", async () => {
    const { reference, toVisitor } = await contact("visitor1@example.in");
    expect(toVisitor).toHaveLength(1);
    const [mail] = toVisitor;
    const all = `${mail.subject}\n${mail.text}\n${mail.html}\n${JSON.stringify(mail.replyTo ?? "")}`;
    expect(all).toContain(reference);
    expect(mail.text).toContain("We reply within one working day.");
    for (const typed of Object.values(PAYLOAD)) expect(all).not.toContain(typed);
    expect(all).not.toContain("evil.example");
    expect(mail.replyTo).toBeUndefined();
  });

  it("names the service a quote asks about, from the site's own list", async () => {
    const mail = recordingEmail();
    const { res, settled } = await callInProcess("/api/inquiries", {
      method: "POST",
      json: { type: "quote", name: "Ritu", email: "quote@example.in", service: "legal-consultancy", subService: "gst-registration", selectedOptions: [], message: "" },
      bindings: { EMAIL: mail.binding, ...MAIL_CONFIGURED },
    });
    await settled();
    expect(res.status).toBe(201);
    const ack = mail.sent.find((m) => JSON.stringify(m.to).includes("quote@example.in"));
    expect(ack?.text).toContain("Service: GST Registration — Legal & Tax Consultancy");
  });

  it("reaches one address at most three times a day, however many clients send", async () => {
    const counts: number[] = [];
    for (let i = 0; i < 5; i++) counts.push((await contact("capped@example.in")).toVisitor.length);
    expect(counts).toEqual([1, 1, 1, 0, 0]);
    // The staff are still told of every one of them.
    expect(await env.DB.prepare("select count(*) as n from inquiries where email = 'capped@example.in'").first("n")).toBe(5);
  });

  it("goes out at most twenty times a day because of one client", async () => {
    const db = getDb(env.DB);
    const results: boolean[] = [];
    for (let i = 0; i <= MAILS_PER_CLIENT_PER_DAY; i++) results.push(await reserveVisitorMail(env, db, `reader${i}@example.in`, "198.51.100.77"));
    expect(results.filter(Boolean)).toHaveLength(MAILS_PER_CLIENT_PER_DAY);
    expect(results.at(-1)).toBe(false);
    expect(await reserveVisitorMail(env, db, "reader0@example.in", "198.51.100.78")).toBe(true);
  });

  it("is not sent while mail is not configured", async () => {
    const { toVisitor } = await contact("nomail@example.in", recordingEmail(), { MAIL_FROM: "", NOTIFY_TO: "" });
    expect(toVisitor).toEqual([]);
  });

  describe("to an applicant", () => {
    const ack = (type: "job_application" | "contact") =>
      acknowledgementMail(
        { type, reference: "VBS-TEST1", service: null, jobTitle: type === "job_application" ? "Analyst" : null, language: "en", email: "a@example.in" },
        contactDetails,
      );

    it("thanks them and says what the job page says, with no invitation to call the sales line", () => {
      const mail = ack("job_application");
      expect(mail.text).toContain("Thank you for applying");
      expect(mail.text).toContain("Our team reads every application and will contact you by email or phone if your experience fits the role.");
      expect(mail.text).toContain("Position: Analyst");
      expect(mail.text).not.toContain("urgent");
      expect(mail.text).not.toContain("+91 98765 43210");
      expect(mail.html).not.toContain("tel:");
    });

    it("while an enquiry keeps its call line", () => {
      const mail = ack("contact");
      expect(mail.text).toContain("If it is urgent, call us on +91 98765 43210");
      expect(mail.text).toContain("Our number: +91 98765 43210");
    });
  });
});

describe("the name a Hindi acknowledgement greets", () => {
  it("is the name the visitor gave when it reads as a name, in either script", () => {
    expect(greetedName("  सुनीता   शर्मा ")).toBe("सुनीता शर्मा");
    expect(greetedName("R. K. Sharma")).toBe("R. K. Sharma");
    expect(greetedName("D'Souza Mary-Ann")).toBe("D'Souza Mary-Ann");
    expect(greetedName("अनिल कुमार")).toBe("अनिल कुमार");
  });

  it("is no one when the words could carry a stranger's message", () => {
    for (const typed of ["Win a prize at evil.example", "evil.example", "Visit evil.in", "Call 98765 43210", "a@b.in", "http://x", "One Two Three Four Five", "x".repeat(41), "<b>Ramesh</b>", "", "  "]) {
      expect(greetedName(typed), typed).toBeNull();
    }
  });

  it("opens a Hindi call-back's mail by that name, with the time chosen and the firm's number as ours", () => {
    const mail = acknowledgementMail(
      { type: "callback", reference: "VBS-TEST2", service: null, jobTitle: null, language: "hi", email: "s@example.in", name: "सुनीता शर्मा", callbackTime: "evening" },
      contactDetails,
    );
    expect(mail.text).toContain("नमस्ते सुनीता शर्मा जी,\n\n");
    expect(mail.text).toContain("संदर्भ संख्या: VBS-TEST2\nआपका चुना समय: शाम\nहमारा नंबर: +91 98765 43210");
    const anyTime = acknowledgementMail({ type: "callback", reference: "VBS-TEST3", service: null, jobTitle: null, language: "hi", email: "s@example.in", name: "Win a prize at evil.example", callbackTime: null }, contactDetails);
    expect(anyTime.text).toContain("नमस्ते,\n\n");
    expect(anyTime.text).toContain("आपका चुना समय: कभी भी");
    // English keeps its form: no greeting, the chosen time and our number among the facts.
    const english = acknowledgementMail({ type: "callback", reference: "VBS-TEST4", service: null, jobTitle: null, language: "en", email: "s@example.in", name: "Sunita Sharma", callbackTime: "morning" }, contactDetails);
    expect(english.text).not.toContain("Sunita");
    expect(english.text).toContain("Time you chose: Morning\nOur number: +91 98765 43210");
  });
});
