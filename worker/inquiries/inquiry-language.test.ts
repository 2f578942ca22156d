import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "#core/content/site-defaults";
import type { PostedBody } from "#core/forms/define-form";
import type { AppEnv } from "../env";
import { provideComposition } from "../features";
import { call, signIn } from "../testing/admin-helpers";
import { callInProcess } from "../testing/in-process";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { acknowledgementMail } from "./acknowledgement";
import { inquiryForms } from "./forms";
import { inquiryLanguage } from "./lead-source";

/** Words a visitor might try to send through the firm's domain; none may reach the acknowledgement, in either language. */
const PAYLOAD = { name: "Win a prize at evil.example", subject: "URGENT: verify your bank account", message: "Click https://evil.example/login now" };

/** The firm's number and its address in Hindi, as the site settings have them before staff change them. */
const PHONE = defaultSiteSettings.phones[0];
const HINDI_ADDRESS = defaultSiteSettings.hindi.address;

const languageOf = (reference: string) => env.DB.prepare("select language from inquiries where reference = ?").bind(reference).first<string>("language");

/** An inquiry sent through the JSON API from a page at `sourcePage`: its reference and the mail to the visitor. */
async function sendJson(email: string, sourcePage: string, extra: Record<string, unknown> = {}) {
  const mail = recordingEmail();
  const json = { type: "contact", name: PAYLOAD.name, email, phone: "", subject: PAYLOAD.subject, message: PAYLOAD.message, sourcePage, ...extra };
  const { res, settled } = await callInProcess("/api/inquiries", { method: "POST", json, bindings: { EMAIL: mail.binding, ...MAIL_CONFIGURED } });
  await settled();
  expect(res.status).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  const toVisitor = mail.sent.filter((m) => JSON.stringify(m.to).includes(email));
  expect(toVisitor).toHaveLength(1);
  return { reference, ack: toVisitor[0] };
}

const everything = (ack: { subject: string; text?: string; html?: string }) => `${ack.subject}\n${ack.text}\n${ack.html}`;

describe("the language of an inquiry", () => {
  it("is Hindi for a form on a Hindi page, and its acknowledgement is in Hindi with the reference number", async () => {
    const { reference, ack } = await sendJson("hindi-visitor@example.in", "/hi/contact");
    expect(await languageOf(reference)).toBe("hi");
    expect(ack.subject).toBe(`आपका संदेश हमें मिल गया है (${reference})`);
    expect(ack.text).toBe(
      [
        "Vriddhi Business Solutions से संपर्क करने के लिए धन्यवाद",
        "नमस्ते,",
        `आपका संदेश हमें मिल गया है। हम एक कामकाजी दिन के अंदर जवाब देते हैं। अगर बात ज़रूरी हो, तो हमें ${PHONE} पर कॉल करें या इसी नंबर पर व्हाट्सऐप करें।`,
        `संदर्भ संख्या: ${reference}\nहमारा नंबर: ${PHONE}`,
        "धन्यवाद,\nVriddhi Business Solutions की टीम",
        `--\nVriddhi Business Solutions LLP, ${HINDI_ADDRESS.line1}, ${HINDI_ADDRESS.city} ${defaultSiteSettings.address.pincode}\n` +
          "किसी ने हमारी वेबसाइट के एक फ़ॉर्म में यह ईमेल पता लिखा था। अगर वह आप नहीं थे, तो कृपया इस ईमेल को अनदेखा करें। जब तक आप जवाब न दें, हम आपको दोबारा नहीं लिखेंगे।",
      ].join("\n\n") + "\n",
    );
    // The same parts as the English mail: an HTML twin of the text, marked as Hindi.
    expect(ack.html).toMatch(/^<!doctype html><html lang="hi">/);
    expect(ack.html).toContain("<h1");
    expect(ack.html).toContain(`संदर्भ संख्या</th><td style="padding:6px 12px 6px 0;vertical-align:top;white-space:pre-wrap">${reference}</td>`);
    expect(ack.html).toContain("धन्यवाद,\nVriddhi Business Solutions की टीम</p>");
    // Nothing the visitor typed: a "name" that does not read as one is greeted as no one.
    for (const typed of Object.values(PAYLOAD)) expect(everything(ack)).not.toContain(typed);
    expect(everything(ack)).not.toContain("evil.example");
  });

  it("stays English for a form on an English page, and so does its acknowledgement", async () => {
    const { reference, ack } = await sendJson("english-visitor@example.in", "/contact");
    expect(await languageOf(reference)).toBe("en");
    expect(ack.subject).toBe(`We have received your message (${reference})`);
    expect(ack.text).toContain("Thank you for contacting Vriddhi Business Solutions");
    expect(ack.text).toContain(`Reference: ${reference}`);
    expect(ack.text).toContain("We reply within one working day.");
    expect(ack.text).not.toMatch(/[\u0900-\u097F]/);
    expect(ack.html).toMatch(/^<!doctype html><html lang="en">/);
  });

  it("comes from the page, not from a field the visitor could set apart from it", async () => {
    const { reference, ack } = await sendJson("claims-hindi@example.in", "/contact", { language: "hi", locale: "hi" });
    expect(await languageOf(reference)).toBe("en");
    expect(ack.html).toMatch(/<html lang="en">/);
    // A path that only starts with the letters is no Hindi page.
    expect(inquiryLanguage({ pagePath: "/history" })).toBe("en");
    expect(inquiryLanguage({ pagePath: "/hindi-services" })).toBe("en");
    expect(inquiryLanguage({ pagePath: "" })).toBe("en");
    expect(inquiryLanguage({ pagePath: "/hi" })).toBe("hi");
    expect(inquiryLanguage({ pagePath: "/hi/" })).toBe("hi");
  });

  it("follows the page a form without sourcePage was sent from (its Referer)", async () => {
    const mail = recordingEmail();
    const json = { type: "callback", name: "Ramesh Patel", email: "referer-hindi@example.in", phone: "+91 98260 12345", preferredTime: "morning", website: "" };
    const { res, settled } = await callInProcess("/api/inquiries", {
      method: "POST",
      json,
      bindings: { EMAIL: mail.binding, ...MAIL_CONFIGURED },
      headers: { Referer: "http://localhost/hi/startup-consulting" },
    });
    await settled();
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    expect(await languageOf(reference)).toBe("hi");
    const ack = mail.sent.find((m) => JSON.stringify(m.to).includes("referer-hindi@example.in"));
    expect(ack?.subject).toBe(`आपका कॉल का अनुरोध हमें मिल गया है (${reference})`);
    expect(ack?.text).toContain("हमारे सलाहकार कामकाज के घंटों में, आपके चुने हुए समय पर आपको कॉल करेंगे।");
    // By the name she gave, with the time she chose, and the firm's number said to be the firm's.
    expect(ack?.text).toContain("नमस्ते Ramesh Patel जी,");
    expect(ack?.text).toContain("आपका चुना समय: सुबह\nहमारा नंबर: ");
  });

  it("names a quote's service in Hindi in a Hindi acknowledgement, while the admin keeps it in English", async () => {
    const { reference, ack } = await sendJson("hindi-quote@example.in", "/hi/services", {
      type: "quote",
      service: "legal-consultancy",
      subService: "gst-registration",
      selectedOptions: [],
      message: "",
    });
    expect(await env.DB.prepare("select service from inquiries where reference = ?").bind(reference).first("service")).toBe(
      "GST Registration — Legal & Tax Consultancy",
    );
    expect(ack.subject).toBe(`आपका कोटेशन का अनुरोध हमें मिल गया है (${reference})`);
    expect(ack.text).toMatch(/\nसेवा: जीएसटी पंजीकरण — [\u0900-\u097F]/);
  });
});

describe("the language of a form posted without JavaScript", () => {
  // No Hindi page hosts a form yet (/hi/contact is still to come), so the form-post kit's store,
  // which takes the page a form was posted to from the request's path, is called here directly,
  // as worker/submissions/form-posts.ts's route does for every page.
  const contact = inquiryForms.find((form) => form.kind === "contact")!;
  const pages = new Hono<AppEnv>().use(provideComposition).post("*", async (c) => c.json(await contact.store(c, (await c.req.parseBody({ all: true })) as PostedBody)));

  async function postTo(path: string, email: string) {
    const mail = recordingEmail();
    const body = new URLSearchParams({ form: "contact", name: "Meera Joshi", email, phone: "", subject: "GST", message: "GST registration for a new shop.", website: "" });
    const ctx = createExecutionContext();
    const res = await pages.request(`http://localhost${path}`, { method: "POST", body, headers: { "CF-Connecting-IP": "198.51.100.40" } }, { ...env, EMAIL: mail.binding, ...MAIL_CONFIGURED }, ctx);
    await waitOnExecutionContext(ctx);
    const stored = (await res.json()) as { ok: boolean; reference: string };
    expect(stored.ok).toBe(true);
    return { reference: stored.reference, ack: mail.sent.find((m) => JSON.stringify(m.to).includes(email)) };
  }

  it("is Hindi when posted to a page under /hi/, with a Hindi acknowledgement", async () => {
    const { reference, ack } = await postTo("/hi/contact", "nojs-hindi@example.in");
    expect(await languageOf(reference)).toBe("hi");
    expect(await env.DB.prepare("select source_page from inquiries where reference = ?").bind(reference).first("source_page")).toBe("http://localhost/hi/contact");
    expect(ack?.subject).toBe(`आपका संदेश हमें मिल गया है (${reference})`);
    expect(ack?.text).toContain(`संदर्भ संख्या: ${reference}`);
  });

  it("is English when posted to an English page", async () => {
    const { reference, ack } = await postTo("/contact", "nojs-english@example.in");
    expect(await languageOf(reference)).toBe("en");
    expect(ack?.subject).toBe(`We have received your message (${reference})`);
  });
});

describe("the admin's inquiry API", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn();
  });

  it("returns each inquiry's language, in the list and alone", async () => {
    const { reference: hindi } = await sendJson("admin-hindi@example.in", "/hi/contact");
    const { reference: english } = await sendJson("admin-english@example.in", "/about");
    const { rows } = (await (await call("/api/admin/inquiries?size=100", { cookie })).json()) as { rows: { id: number; reference: string; language: string }[] };
    const byReference = new Map(rows.map((row) => [row.reference, row]));
    expect(byReference.get(hindi)?.language).toBe("hi");
    expect(byReference.get(english)?.language).toBe("en");
    const one = (await (await call(`/api/admin/inquiries/${byReference.get(hindi)!.id}`, { cookie })).json()) as { language: string };
    expect(one.language).toBe("hi");
  });
});

describe("a job application", () => {
  const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
  beforeAll(async () => {
    await env.DB.prepare(
      "insert into jobs (title, slug, description, requirements, location, job_type, published) values ('Tax Associate', 'tax-associate', 'D', 'R', 'Bhopal', 'Full-time', 1)",
    ).run();
  });

  async function apply(email: string, sourcePage: string) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "Kavya Rao", email, phone: "+91 98930 11111", message: "Two years at a CA firm.", sourcePage })) form.set(name, value);
    form.set("resume", new File([PDF], "cv.pdf", { type: "application/pdf" }));
    const mail = recordingEmail();
    const { res, settled } = await callInProcess("/api/jobs/tax-associate/applications", { method: "POST", body: form, bindings: { EMAIL: mail.binding, ...MAIL_CONFIGURED } });
    await settled();
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    return { reference, ack: mail.sent.find((m) => JSON.stringify(m.to).includes(email)) };
  }

  it("records the language of the careers page it came from, as every inquiry does", async () => {
    const hindi = await apply("hindi-applicant@example.in", "/hi/careers/tax-associate");
    expect(await languageOf(hindi.reference)).toBe("hi");
    expect(hindi.ack?.subject).toBe(`आपका आवेदन हमें मिल गया है (${hindi.reference})`);
    const english = await apply("english-applicant@example.in", "/careers/tax-associate");
    expect(await languageOf(english.reference)).toBe("en");
    expect(english.ack?.subject).toBe(`We have received your application (${english.reference})`);
  });
});

describe("the acknowledgement of a job application from a Hindi page", () => {
  it("is in Hindi, names the position as staff wrote it and sends no one to the sales line", () => {
    const contact = {
      phones: [{ text: "+91 98765 43210", href: "tel:+919876543210" }],
      address: { line1: "ज़ोन-I, एमपी नगर", city: "भोपाल", state: "मध्य प्रदेश", pincode: "462011" },
    };
    const mail = acknowledgementMail({ type: "job_application", reference: "VBS-TEST1", service: null, jobTitle: "Tax Associate", language: "hi", email: "a@example.in" }, contact);
    expect(mail.subject).toBe("आपका आवेदन हमें मिल गया है (VBS-TEST1)");
    expect(mail.text).toContain("Vriddhi Business Solutions में आवेदन करने के लिए धन्यवाद");
    expect(mail.text).toContain("आपका आवेदन हमें मिल गया है। हमारी टीम हर आवेदन पढ़ती है।");
    expect(mail.text).toContain("संदर्भ संख्या: VBS-TEST1\nपद: Tax Associate");
    expect(mail.text).not.toContain("+91 98765 43210");
    expect(mail.html).not.toContain("tel:");
  });
});
