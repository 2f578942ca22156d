import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { callInProcess } from "../testing/in-process";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { deliverNotification, notificationRetryDelaySeconds, retryNotifications } from "./notification-delivery";
import { PLAIN_PDF } from "../testing/documents";

beforeAll(async () => {
  await env.DB.prepare(
    "insert into jobs (title, slug, description, requirements, location, job_type, published) values ('Tax Associate', 'tax-associate', 'D', 'R', 'Bhopal', 'Full-time', 1)",
  ).run();
});

const person = { name: "Meera Joshi", email: "meera@example.in", phone: "+91 98260 12345" };

const contact = { type: "contact", ...person, subject: "GST for a new firm", message: "We need GST registration.\nSoon, please.", sourcePage: "/contact" };
const enquiry = {
  type: "service_enquiry",
  ...person,
  service: "legal-consultancy",
  selectedOptions: [],
  message: "Please call me.",
  sourcePage: "/services/legal-consultancy",
};
const quote = {
  type: "quote",
  ...person,
  service: "legal-consultancy",
  subService: "gst-registration",
  selectedOptions: [],
  message: "",
  sourcePage: "/services/legal-consultancy/gst-registration",
};

/** A retry comes from the client that sent the first try: the key is scoped to the sender (worker/submissions/submission-key.ts). */
const RETRYING_CLIENT = { "CF-Connecting-IP": "198.51.100.250" };

function application(key: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...person, message: "I have three years of GST practice.", sourcePage: "/careers/tax-associate" })) form.set(k, v);
  form.set("resume", new File([PLAIN_PDF], "cv.pdf", { type: "application/pdf" }));
  return { method: "POST", body: form, headers: { "Idempotency-Key": key, ...RETRYING_CLIENT } };
}

/** The staff's mails among those sent (the visitor's acknowledgement is tested in acknowledgement.test.ts). */
const toStaff = (sent: EmailMessageBuilder[]) => sent.filter((m) => JSON.stringify(m.to).includes("partners@vriddhi.test"));

/** Submits a form with a recording binding and waits for the after-response work. */
async function submit(path: string, init: Parameters<typeof callInProcess>[1], email = recordingEmail(), mail: Record<string, string> = MAIL_CONFIGURED) {
  const { res, settled } = await callInProcess(path, { ...init, bindings: { EMAIL: email.binding, ...mail } });
  await settled();
  // The visitor learns only the public reference; the row's id is what the admin link names.
  const { reference } = (await res.clone().json()) as { reference: string };
  const row = await env.DB.prepare("select id from inquiries where reference = ?").bind(reference).first<{ id: number }>();
  return { res, sent: toStaff(email.sent), id: row!.id };
}

const notifyState = (id: number) =>
  env.DB.prepare("select notify_status as status, notify_attempts as attempts, notify_next_at as nextAt, notify_error as error from inquiries where id = ?")
    .bind(id)
    .first<{ status: string; attempts: number; nextAt: string | null; error: string | null }>();

describe("the staff notification of a new inquiry", () => {
  it.each([
    ["contact", contact, "New Contact Form from Meera Joshi: GST for a new firm", "http://localhost/contact", ["Subject: GST for a new firm", "Message:\nWe need GST registration.\nSoon, please."]],
    ["service enquiry", enquiry, "New Service Enquiry from Meera Joshi: Legal & Tax Consultancy", "http://localhost/services/legal-consultancy", ["Service: Legal & Tax Consultancy", "Message: Please call me."]],
    [
      "quote",
      quote,
      "New Quote from Meera Joshi: GST Registration — Legal & Tax Consultancy",
      "http://localhost/services/legal-consultancy/gst-registration",
      ["Service: GST Registration — Legal & Tax Consultancy", "Message: (none)"],
    ],
  ])("goes out once for a %s, also when the submit is retried", async (_kind, form, subject, page, lines) => {
    const key = `notify-${_kind.replace(" ", "-")}-key`;
    const email = recordingEmail();
    const first = await submit("/api/inquiries", { method: "POST", json: form, headers: { "Idempotency-Key": key, ...RETRYING_CLIENT } }, email);
    expect(first.res.status).toBe(201);
    const retried = await submit("/api/inquiries", { method: "POST", json: form, headers: { "Idempotency-Key": key, ...RETRYING_CLIENT } }, email);
    expect(retried.res.status).toBe(200);
    expect(retried.id).toBe(first.id);

    expect(toStaff(email.sent)).toHaveLength(1);
    const [mail] = toStaff(email.sent);
    expect(mail).toMatchObject({
      from: { name: "Vriddhi Business Solutions", email: "website@vriddhi.test" },
      to: ["partners@vriddhi.test", "office@vriddhi.test"],
      replyTo: "meera@example.in",
      subject,
    });
    for (const line of ["Name: Meera Joshi", "Email: meera@example.in", "Phone: +91 98260 12345", `Sent from: ${page}`, ...lines]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(`Open this inquiry in the admin: http://localhost/admin/inquiries?inquiry=${first.id}`);
    expect(mail.html).toContain(`href="http://localhost/admin/inquiries?inquiry=${first.id}"`);
    expect(mail.html).toContain(`href="${page}"`);
    expect(await notifyState(first.id)).toMatchObject({ status: "sent", attempts: 1, nextAt: null, error: null });
  });

  it("goes out once for a job application, also when the submit is retried", async () => {
    const email = recordingEmail();
    const first = await submit("/api/jobs/tax-associate/applications", application("notify-application-key"), email);
    const retried = await submit("/api/jobs/tax-associate/applications", application("notify-application-key"), email);
    expect([first.res.status, retried.res.status]).toEqual([201, 200]);
    expect(toStaff(email.sent)).toHaveLength(1);
    const [mail] = toStaff(email.sent);
    expect(mail).toMatchObject({ replyTo: "meera@example.in", subject: "New Job Application from Meera Joshi: Tax Associate" });
    expect(mail.text).toContain("Job: Tax Associate");
    expect(mail.text).toContain("Message: I have three years of GST practice.");
    expect(mail.text).toContain("Résumé: Attached to the inquiry; download it in the admin.");
    expect(mail.text).toContain("Sent from: http://localhost/careers/tax-associate");
  });

  it("shows what the visitor typed as text in the HTML part", async () => {
    const email = recordingEmail();
    await submit("/api/inquiries", { method: "POST", json: { ...contact, name: "<b>Meera</b>", message: "<script>alert(1)</script>" } }, email);
    expect(toStaff(email.sent)[0].html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(toStaff(email.sent)[0].html).not.toContain("<script>");
    expect(toStaff(email.sent)[0].html).not.toContain("<b>Meera</b>");
  });

  it("sends nothing without NOTIFY_TO, and records that notifications were off", async () => {
    const email = recordingEmail();
    const { res, id } = await submit("/api/inquiries", { method: "POST", json: contact }, email, { MAIL_FROM: "website@vriddhi.test", NOTIFY_TO: "" });
    expect(res.status).toBe(201);
    expect(toStaff(email.sent)).toEqual([]);
    expect(await notifyState(id)).toMatchObject({ status: "off", attempts: 0, nextAt: null });
  });
});

describe("the page a form was on", () => {
  it("is stored on the site's origin, and only as a path on this site", async () => {
    const pageOf = async (sourcePage: string) => {
      const { id } = await submit("/api/inquiries", { method: "POST", json: { ...contact, sourcePage } }, recordingEmail(), { MAIL_FROM: "", NOTIFY_TO: "" });
      return (await env.DB.prepare("select source_page as page from inquiries where id = ?").bind(id).first<{ page: string | null }>())?.page;
    };
    expect(await pageOf("/services/legal-consultancy?from=home")).toBe("http://localhost/services/legal-consultancy?from=home");
    for (const foreign of ["//evil.test/x", "/\\evil.test", "https://evil.test/", "/a b", "/a\r\nb", ""]) {
      expect(await pageOf(foreign)).toBeNull();
    }
  });
});

describe("a failed notification", () => {
  it("leaves the inquiry stored and due for a retry, which the cron sends once", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { res, id } = await submit("/api/inquiries", { method: "POST", json: contact }, recordingEmail("throw"));
    expect(res.status).toBe(201);
    const failed = await notifyState(id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, error: "simulated mail outage" });
    expect(Date.parse(failed!.nextAt!) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    const logged = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(logged).toContainEqual(expect.objectContaining({ event: "inquiry_notification_failed", id, attempt: 1, message: "simulated mail outage" }));
    errors.mockRestore();

    const email = recordingEmail();
    const cronEnv = { ...env, ...MAIL_CONFIGURED, EMAIL: email.binding };
    expect((await retryNotifications(cronEnv)).sent).toBe(0); // not due yet: the back-off holds
    await env.DB.prepare("update inquiries set notify_next_at = '2000-01-01T00:00:00.000Z' where id = ?").bind(id).run();
    expect((await retryNotifications(cronEnv)).sent).toBe(1);
    expect(await retryNotifications(cronEnv)).toMatchObject({ sent: 0 });
    expect(toStaff(email.sent)).toHaveLength(1);
    expect(toStaff(email.sent)[0].subject).toBe("New Contact Form from Meera Joshi: GST for a new firm");
    expect(await notifyState(id)).toMatchObject({ status: "sent", attempts: 2, nextAt: null, error: null });
  });

  it("is given up and recorded as failed once the inquiry is a day old", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { id } = await submit("/api/inquiries", { method: "POST", json: contact }, recordingEmail("throw"));
    await env.DB.prepare("update inquiries set created_at = '2000-01-01T00:00:00.000Z', notify_next_at = '2000-01-02T00:00:00.000Z' where id = ?")
      .bind(id)
      .run();
    const outcome = await retryNotifications({ ...env, ...MAIL_CONFIGURED, EMAIL: recordingEmail("throw").binding });
    expect(outcome.failed).toBe(1);
    expect(await notifyState(id)).toMatchObject({ status: "failed", attempts: 2, nextAt: null, error: "simulated mail outage" });
    vi.restoreAllMocks();
  });
});

describe("notification retries", () => {
  it("wait 15 minutes after the first failure, doubling up to 8 hours", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((failures) => notificationRetryDelaySeconds(failures) / 60)).toEqual([15, 30, 60, 120, 240, 480, 480]);
  });

  it("send once when the after-response handler and the cron race for the same inquiry", async () => {
    const row = await env.DB.prepare(
      "insert into inquiries (name, email, type, subject, message, notify_status, notify_next_at) values ('Ravi', 'ravi@example.in', 'contact', 'Audit', 'Hi', 'pending', '2000-01-01T00:00:00.000Z') returning id",
    ).first<{ id: number }>();
    const email = recordingEmail();
    const cronEnv = { ...env, ...MAIL_CONFIGURED, EMAIL: email.binding };
    await Promise.all([deliverNotification(cronEnv, row!.id), deliverNotification(cronEnv, row!.id), retryNotifications(cronEnv)]);
    expect(toStaff(email.sent).filter((mail) => mail.replyTo === "ravi@example.in")).toHaveLength(1);
    expect(await notifyState(row!.id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("mail headers", () => {
  it("carry no line break a visitor typed", async () => {
    const email = recordingEmail();
    const name = "Meera\r\nBcc: attacker@evil.test";
    // The form refuses them now (control characters in a single-line field)…
    const { res } = await callInProcess("/api/inquiries", { method: "POST", json: { ...contact, name, subject: "Hi\nCc: attacker@evil.test" }, bindings: { EMAIL: email.binding, ...MAIL_CONFIGURED } });
    expect(res.status).toBe(400);
    expect(toStaff(email.sent)).toEqual([]);
    // …and a row stored before that rule still reaches the header as one line.
    const row = await env.DB.prepare(
      "insert into inquiries (name, email, type, subject, message, notify_status, notify_next_at) values (?, 'meera@example.in', 'contact', 'Hi\nCc: attacker@evil.test', 'Hi', 'pending', '2000-01-01T00:00:00.000Z') returning id",
    )
      .bind(name)
      .first<{ id: number }>();
    await deliverNotification({ ...env, ...MAIL_CONFIGURED, EMAIL: email.binding }, row!.id);
    expect(toStaff(email.sent)[0].subject).toBe("New Contact Form from Meera Bcc: attacker@evil.test: Hi Cc: attacker@evil.test");
    expect(toStaff(email.sent)[0].subject).not.toMatch(/[\r\n]/);
  });

  it("refuse an address that would add a recipient", async () => {
    const email = recordingEmail();
    for (const address of ["meera@example.in\r\nBcc: attacker@evil.test", "meera@example.in,attacker@evil.test", "meera@example.in?bcc=attacker@evil.test"]) {
      const { res } = await callInProcess("/api/inquiries", { method: "POST", json: { ...contact, email: address }, bindings: { EMAIL: email.binding, ...MAIL_CONFIGURED } });
      expect(res.status).toBe(400);
    }
    expect(toStaff(email.sent)).toEqual([]);
  });
});
