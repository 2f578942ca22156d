/**
 * security.md "XSS": admin-authored blog HTML is sanitised when saved and rendered only in that
 * form; visitor input is text, stored as sent and never treated as markup. Every payload of
 * ./payloads.ts goes through every field. [ASVS 1.2.x, 1.3.1]
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createAs, ORIGIN, signIn } from "../../worker/testing/admin-helpers";
import { freshIp, postJson } from "../../worker/testing/helpers";
import { XSS_PAYLOADS } from "./payloads";
import { liveMarkup, render, rowCount, unbalancedTags } from "./support";
import { PLAIN_PDF } from "../../worker/testing/documents";

const payloads = XSS_PAYLOADS.map((payload, index) => ({ payload, index }));

let cookie: string;

beforeAll(async () => {
  cookie = await signIn();
  const job = await createAs(cookie, "/api/admin/jobs", {
    title: "Audit Associate", slug: "audit-associate", description: "D", requirements: "R", location: "Bhopal", jobType: "Full-time", salaryRange: "", published: true,
  });
  expect(job.res.status).toBe(201);
});

it("has at least 30 payloads, each short enough for a visitor's name", () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  for (const payload of XSS_PAYLOADS) expect(payload.length, payload).toBeLessThanOrEqual(120);
});

describe("the check for live markup", () => {
  it("finds each payload live before sanitising, so its passing afterwards means something", async () => {
    for (const payload of XSS_PAYLOADS) expect(await liveMarkup(payload), payload).not.toEqual([]);
    expect(await liveMarkup('<p>Fine <a href="/contact">text</a> <img src="/media/blog-images/a.png" alt=""></p>')).toEqual([]);
  });
});

describe("saved as blog content", () => {
  it.each(payloads)("payload $index is stored with no live markup", async ({ payload, index }) => {
    const created = await createAs(cookie, "/api/admin/blogs", {
      title: `Draft ${index}`, slug: `xss-content-${index}`, excerpt: "E", content: `<p>Intro</p>${payload}<p>Outro</p>`, category: "Finance", author: "Staff", published: false,
    });
    expect(created.res.status).toBe(201);
    const stored = String(created.body.content);
    expect(await liveMarkup(stored)).toEqual([]);
    expect(stored).toContain("<p>Intro</p>");
    // Balanced, so the post's markup ends where the article body does.
    expect(unbalancedTags(stored)).toEqual([]);
  });

  it("all payloads in one article are served and rendered only in their sanitised form", async () => {
    const [title, excerpt, author] = [XSS_PAYLOADS[0], XSS_PAYLOADS[4], XSS_PAYLOADS[11]];
    const created = await createAs(cookie, "/api/admin/blogs", {
      title, slug: "xss-all", excerpt, content: XSS_PAYLOADS.map((p) => `<p>${p}</p>`).join("\n"), category: "Finance", author, published: true,
    });
    expect(created.res.status).toBe(201);
    expect([created.body.title, created.body.excerpt, created.body.author]).toEqual([title, excerpt, author]);
    const stored = String(created.body.content);
    expect(await liveMarkup(stored)).toEqual([]);

    const api = (await (await call("/api/blogs/xss-all")).json()) as { post: { content: string } };
    expect(api.post.content).toBe(stored);
    const page = await (await render("/blog/xss-all")).text();
    // The article body is exactly the sanitised HTML; no payload is anywhere in the page as sent.
    expect(page).toContain(stored);
    for (const payload of XSS_PAYLOADS) expect(page, payload).not.toContain(payload);
  });

  it("every payload as a post's title, excerpt and author is text on the blog list", async () => {
    for (const { payload, index } of payloads) {
      const created = await createAs(cookie, "/api/admin/blogs", {
        title: payload, slug: `xss-title-${index}`, excerpt: payload, content: "<p>Body</p>", category: "Finance", author: payload, published: true,
      });
      expect(created.res.status).toBe(201);
    }
    const page = await (await render("/blog")).text();
    expect(page).toContain("/blog/xss-title-0");
    for (const payload of XSS_PAYLOADS) expect(page, payload).not.toContain(payload);
  });
});

/** Every public form and the text fields it stores; each payload goes into all of them at once. */
const FORMS = {
  contact: (p: string) => ({ type: "contact", name: p, email: "visitor@example.in", subject: p, message: p }),
  enquiry: (p: string) => ({ type: "service_enquiry", name: p, email: "visitor@example.in", message: p, service: "legal-consultancy", selectedOptions: [] }),
  quote: (p: string) => ({ type: "quote", name: p, email: "visitor@example.in", message: p, service: "legal-consultancy", selectedOptions: [] }),
};

function apply(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("resume", new File([PLAIN_PDF], "cv.pdf", { type: "application/pdf" }));
  return SELF.fetch(`${ORIGIN}/api/jobs/audit-associate/applications`, {
    method: "POST",
    headers: { Origin: ORIGIN, "CF-Connecting-IP": freshIp() },
    body: form,
  });
}

/** The row stored under the public reference a form answered with (the visitor never learns the id). */
async function storedInquiry(reference: string) {
  return env.DB.prepare("select name, subject, message from inquiries where reference = ?").bind(reference).first<Record<string, string | null>>();
}

describe("sent as visitor fields", () => {
  it.each(payloads)("payload $index is stored verbatim, as text, by the contact, enquiry, quote and application forms", async ({ payload }) => {
    const answers = await Promise.all([
      ...Object.values(FORMS).map((body) => postJson("/api/inquiries", body(payload))),
      apply({ name: payload, email: "applicant@example.in", message: payload }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(201);
      const row = await storedInquiry(((await res.json()) as { reference: string }).reference);
      expect([row?.name, row?.message]).toEqual([payload, payload]);
    }
  });

  it("the admin's API hands the values back as JSON strings, never as HTML", async () => {
    // The values it reads back are its own: one contact message per payload, named with it.
    for (const res of await Promise.all(XSS_PAYLOADS.map((payload) => postJson("/api/inquiries", FORMS.contact(payload))))) expect(res.status).toBe(201);
    const names: string[] = [];
    for (let page = 1; ; page++) {
      const res = await call(`/api/admin/inquiries?size=100&page=${page}`, { cookie });
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      const { rows } = (await res.json()) as { rows: { name: string }[] };
      if (rows.length === 0) break;
      names.push(...rows.map((i) => i.name));
    }
    for (const payload of XSS_PAYLOADS) expect(names).toContain(payload);
  });

  it("refuses every payload as an email address or phone number, in every form, and stores nothing", async () => {
    const before = await Promise.all([rowCount("inquiries"), rowCount("subscribers")]);
    for (const payload of XSS_PAYLOADS) {
      const answers = await Promise.all([
        postJson("/api/subscribers", { email: payload }),
        postJson("/api/inquiries", { ...FORMS.contact("Asha"), email: payload }),
        postJson("/api/inquiries", { ...FORMS.enquiry("Asha"), phone: payload }),
        apply({ name: "Asha", email: payload }),
      ]);
      expect(answers.map((r) => r.status), payload).toEqual([400, 400, 400, 400]);
    }
    expect(await Promise.all([rowCount("inquiries"), rowCount("subscribers")])).toEqual(before);
  });
});
