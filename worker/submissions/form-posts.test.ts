import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_POST_LIMIT } from "../careers/forms";
import { PLAIN_PDF } from "../testing/documents";
import { freshIp } from "../testing/helpers";
import { PUBLIC_REFERENCE } from "./reference";

const ORIGIN = "http://localhost";

/** A form posted by a browser without JavaScript: urlencoded (or multipart), same origin, no Idempotency-Key. */
function post(path: string, fields: Record<string, string | string[]> | FormData, { ip = freshIp(), origin = ORIGIN } = {}) {
  let body: BodyInit;
  if (fields instanceof FormData) body = fields;
  else {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) params.append(name, one);
    body = params;
  }
  return SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers: { Origin: origin, "CF-Connecting-IP": ip }, body, redirect: "manual" });
}

const lead = (name: string, email: string) => ({
  form: "contact",
  name,
  email,
  phone: "",
  subject: "GST registration",
  message: `${name} needs GST registration for a new shop in Bhopal.`,
  website: "",
});

const referenceOf = (res: Response) => new URL(res.headers.get("Location")!, ORIGIN).searchParams.get("reference");
const countRows = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())!.n;

beforeAll(async () => {
  await env.DB.prepare(
    "insert into jobs (title, slug, description, requirements, location, job_type, published) values ('Tax Associate', 'tax-associate', 'D', 'R', 'Bhopal', 'Full-time', 1)",
  ).run();
});

describe("public forms posted without JavaScript", () => {
  it("the cached contact page carries a real form and no per-visitor token", async () => {
    const first = await SELF.fetch(`${ORIGIN}/contact`);
    const html = await first.text();
    const tag = html.match(/<form[^>]*contact-form-heading[^>]*>/)?.[0];
    expect(tag).toContain('method="post"');
    expect(tag).toContain('action="/contact"');
    expect(html).toContain('name="form" value="contact"');
    // Nothing in the form is disabled or read-only before the script runs, and no field carries a key.
    const start = html.indexOf('aria-labelledby="contact-form-heading"');
    const form = html.slice(start, html.indexOf("</form>", start));
    expect(form).not.toMatch(/idempotency|type="hidden" name="(?!form")/i);
    expect(form).not.toMatch(/\sdisabled=""|\sreadonly=""/i);
    expect(form).toContain('href="/privacy-policy"');
    expect(form).toContain("We reply within one working day.");
    // A second visitor gets the very same bytes (from the edge cache): nothing in them is theirs.
    expect(await (await SELF.fetch(`${ORIGIN}/contact`)).text()).toBe(html);
  });

  it("stores two different leads posted from the same cached page, each under its own reference", async () => {
    const ip = freshIp();
    const a = await post("/contact", lead("Meera Joshi", "meera@example.in"), { ip });
    const b = await post("/contact", lead("Arjun Verma", "arjun@example.in"), { ip });
    for (const res of [a, b]) {
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toMatch(/^\/thank-you\?form=contact&reference=VBS-/);
      expect(referenceOf(res)).toMatch(PUBLIC_REFERENCE);
    }
    expect(referenceOf(a)).not.toBe(referenceOf(b));
    expect(await countRows("select count(*) as n from inquiries where email in ('meera@example.in', 'arjun@example.in')")).toBe(2);
  });

  it("stores an identical repeat from the same client once, answering with the first reference", async () => {
    const ip = freshIp();
    const fields = lead("Kavita Rao", "kavita@example.in");
    const first = await post("/contact", fields, { ip });
    const again = await post("/contact", fields, { ip });
    expect(referenceOf(again)).toBe(referenceOf(first));
    expect(await countRows("select count(*) as n from inquiries where email = ?", "kavita@example.in")).toBe(1);
    // The same words from another client are another lead.
    await post("/contact", fields);
    expect(await countRows("select count(*) as n from inquiries where email = ?", "kavita@example.in")).toBe(2);
  });

  it("renders a refused post again with the visitor's values and the messages at their fields, never cached", async () => {
    const res = await post("/contact", { ...lead("Meera <b>Joshi</b>", "meera@example"), subject: "" });
    expect(res.status).toBe(400);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('value="Meera &lt;b&gt;Joshi&lt;/b&gt;"');
    expect(html).toContain('value="meera@example"');
    expect(html).toContain("Invalid email address");
    expect(html).toContain("Subject is required");
    expect(html).toContain("Please correct the following:");
    expect(await countRows("select count(*) as n from inquiries where email = ?", "meera@example")).toBe(0);
  });

  it("stores a quote with its service, sub-service and ticked options", async () => {
    const res = await post("/services/legal-consultancy/gst-registration", {
      form: "quote",
      service: "legal-consultancy",
      subService: "gst-registration",
      name: "Ritu Sharma",
      email: "ritu@example.in",
      phone: "+91 98260 11111",
      message: "",
      selectedOptions: [],
      website: "",
    });
    expect(res.status).toBe(303);
    const row = await env.DB.prepare("select type, service, source_page as page from inquiries where reference = ?").bind(referenceOf(res)).first();
    expect(row).toEqual({ type: "quote", service: "GST Registration — Legal & Tax Consultancy", page: "http://localhost/services/legal-consultancy/gst-registration" });
  });

  it("stores a call-back request with only name and phone, with the page's service, and no email", async () => {
    const res = await post("/services/legal-consultancy/gst-registration", {
      form: "callback",
      service: "legal-consultancy",
      subService: "gst-registration",
      name: "Nisha Verma",
      phone: "+91 98260 22222",
      preferredTime: "",
      email: "",
      website: "",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(/^\/thank-you\?form=callback&reference=VBS-/);
    // No time chosen: stored as no key, which the staff read as "Call back at any time" (worker/leads/inquiry-subject.ts).
    const row = await env.DB.prepare("select type, email, phone, subject, callback_time as callbackTime, service from inquiries where reference = ?").bind(referenceOf(res)).first();
    expect(row).toEqual({ type: "callback", email: null, phone: "+91 98260 22222", subject: null, callbackTime: null, service: "GST Registration — Legal & Tax Consultancy" });
    const thanks = await (await SELF.fetch(`${ORIGIN}${res.headers.get("Location")}`)).text();
    expect(thanks).toContain("We have received your call-back request.");
    expect(thanks).toContain(referenceOf(res));
  });

  it("renders a refused call-back again with the summary linking each field, and the messages at the fields", async () => {
    const res = await post("/contact", { form: "callback", name: "", phone: "12345", preferredTime: "morning", email: "", website: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    const start = html.indexOf('id="callback"');
    const section = html.slice(start, html.indexOf("</form>", start));
    expect(section).toContain('role="alert"');
    expect(section).toContain("Please correct the following:");
    expect(section).toContain('<a href="#callback-name" class="underline underline-offset-2">Name is required</a>');
    expect(section).toContain('href="#callback-phone"');
    expect(section).toContain('id="callback-name"');
    expect(section).toContain('id="callback-phone"');
    // The messages stay under their fields too: each appears in the summary and at its field.
    expect(section.split("Name is required")).toHaveLength(3);
    expect(section.split("Enter a valid Indian phone number, e.g. +91 98765 43210")).toHaveLength(3);
    expect(section).toContain('value="12345"');
    expect(section).toMatch(/<option value="morning" selected="">/);
  });

  it("stores an application with its résumé from a multipart post", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ form: "job_application", name: "Sana Khan", email: "sana@example.in", phone: "", message: "", website: "" })) form.set(name, value);
    form.set("resume", new File([PLAIN_PDF], "cv.pdf", { type: "application/pdf" }));
    const res = await post("/careers/tax-associate", form);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(/^\/thank-you\?form=job_application&reference=VBS-/);
    const row = await env.DB.prepare("select type, resume_url as resume from inquiries where reference = ?").bind(referenceOf(res)).first<{ type: string; resume: string }>();
    expect(row?.type).toBe("job_application");
    expect(await env.MEDIA.head(row!.resume)).not.toBeNull();
  });

  it("refuses a résumé over 5 MB at its field and shows everything typed again", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ form: "job_application", name: "Sana Khan", email: "sana@example.in", phone: "", message: "Five years in GST practice.", website: "" })) form.set(name, value);
    form.set("resume", new File([new Uint8Array(6 * 1024 * 1024)], "cv.pdf", { type: "application/pdf" }));
    const res = await post("/careers/tax-associate", form);
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("The résumé is too large. The limit is 5 MB.");
    expect(html).toContain('value="Sana Khan"');
    expect(html).toContain("Five years in GST practice.");
  });

  it("answers an application too large to read with the job's page and the reason, not JSON", async () => {
    const form = new FormData();
    form.set("form", "job_application");
    form.set("resume", new File([new Uint8Array(APPLICATION_POST_LIMIT + 1)], "cv.pdf", { type: "application/pdf" }));
    const res = await post("/careers/tax-associate", form);
    expect(res.status).toBe(413);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain("Tax Associate");
    expect(html).toContain("The résumé is too large. The limit is 5 MB.");
    expect(await countRows("select count(*) as n from inquiries where type = 'job_application' and name = ''")).toBe(0);
  });

  it("signs up for the newsletter, pending until confirmed", async () => {
    const res = await post("/blog", { form: "newsletter", email: "reader@example.in", website: "" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/thank-you?form=newsletter");
    expect(await env.DB.prepare("select status from subscribers where email = ?").bind("reader@example.in").first("status")).toBe("pending");
  });

  it("refuses a post from another site", async () => {
    const res = await post("/contact", lead("Evil", "evil@example.in"), { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("the thank-you page shows a reference of the site's shape, and nothing else a link puts in", async () => {
    const ok = await (await SELF.fetch(`${ORIGIN}/thank-you?form=quote&reference=VBS-7K3Q-9M2D`)).text();
    expect(ok).toContain("VBS-7K3Q-9M2D");
    expect(ok).toContain("tel:");
    expect(ok).toContain("https://wa.me/");
    const forged = await (await SELF.fetch(`${ORIGIN}/thank-you?form=quote&reference=Call+0000+now`)).text();
    expect(forged).not.toContain("Call 0000 now");
  });
});
