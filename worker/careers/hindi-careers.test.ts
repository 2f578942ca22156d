import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { hindiFormText } from "#core/schemas/form-text";
import { RESUME_SIZE_MESSAGE, RESUME_TYPE_MESSAGE } from "#core/schemas/application";
import { FILE_NAME_MESSAGE } from "#core/schemas/common";
import { app } from "../app";
import { STORAGE_UNAVAILABLE } from "../media/put-object";
import { pdfMessages } from "../media/resume-pdf";
import { wordMessages } from "../media/resume-word";
import { PUBLIC_REFERENCE } from "../submissions/reference";
import { PLAIN_PDF } from "../testing/documents";
import { freshIp } from "../testing/helpers";
import { APPLICATION_POST_LIMIT } from "./forms";
import { NOT_OPEN } from "./routes";

/*
 * The careers pages in Hindi (/hi/careers, /hi/careers/<slug>): the page's words in Hindi, the
 * listings as staff wrote them (English, marked lang="en"), and the application form, with or
 * without JavaScript, answering in Hindi.
 */

const ORIGIN = "https://www.vriddhi.example";
const TEMPLATE = `<!doctype html><html lang="en-IN"><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

/** A request through the whole worker (edge cache included), as a browser on the site sends it. */
async function request(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(`${ORIGIN}${path}`, { redirect: "manual", ...init }, { ...env, ASSETS: assets, SITE_URL: ORIGIN }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html, lang: html.match(/<html lang="([^"]+)">/)?.[1] };
}

/** The job application posted by a browser without JavaScript, to the page it is on. */
function post(path: string, fields: Record<string, string>, resume?: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ form: "job_application", phone: "", message: "", website: "", ...fields })) form.set(name, value);
  if (resume) form.set("resume", resume);
  return request(path, { method: "POST", headers: { Origin: ORIGIN, "CF-Connecting-IP": freshIp() }, body: form });
}

const pdf = () => new File([PLAIN_PDF], "cv.pdf", { type: "application/pdf" });
const jsonLd = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1] ?? "[]") as Record<string, unknown>[];
/** What the page shows, before the data block that hands a refusal to the form's script. */
const shown = (html: string) => html.split('id="page-data"')[0];

/** The openings the pages and the form show: one open, one past its closing date (unless they are there already). */
function addOpenings() {
  return env.DB.prepare(
    `insert or ignore into jobs (title, slug, description, requirements, location, job_type, salary_range, published, created_at, closes_on) values
      ('GST Associate', 'gst-associate', 'File GST returns for MSME clients.', '- B.Com
- 1+ year GST filing', 'Bhopal (M.P. Nagar)', 'Full-time', '₹3–4.5 LPA', 1, '2026-10-01T00:00:00.000Z', null),
      ('Audit Intern', 'audit-intern', 'Support statutory audits.', 'CA Inter', 'Bhopal', 'Internship', null, 1, '2026-09-01T00:00:00.000Z', '2020-01-15')`,
  ).run();
}

describe("the Hindi careers page with no openings", () => {
  // Before any opening exists, whichever describe of this file added them.
  beforeAll(() => env.DB.prepare("delete from jobs").run());

  it("says so in Hindi and points to a career enquiry on the Hindi contact page", async () => {
    // An address of its own: the page cache keeps each address's page, and this file adds its
    // openings by SQL, which leaves the cache's content version where it was.
    const { res, html, lang } = await request("/hi/careers?before-openings");
    expect(res.status).toBe(200);
    expect(lang).toBe("hi");
    expect(html).toContain("अभी कोई पद खाली नहीं है");
    expect(html).toContain('href="/hi/contact?subject=Career%20enquiry"');
    expect(html).toContain("करियर के बारे में पूछताछ भेजें");
    expect(html).not.toContain("No open positions right now");
  });
});

describe("the Hindi careers pages", () => {
  beforeAll(addOpenings);

  it("list the openings with Hindi words around them and each listing in English, marked so", async () => {
    const { res, html, lang } = await request("/hi/careers");
    expect(res.status).toBe(200);
    expect(lang).toBe("hi");
    expect(html).toMatch(/<h1[^>]*>Vriddhi में करियर<\/h1>/);
    expect(html).toContain("<title>करियर | Vriddhi Business Solutions</title>");
    for (const words of ["मौजूदा नौकरियाँ", "Vriddhi से क्यों जुड़ें", "पहले दिन से तरह-तरह का काम", "पद देखें और आवेदन करें", "फ़ुल-टाइम".normalize("NFC"), "1 अक्टूबर 2026"]) {
      expect(html).toContain(words);
    }
    // The role's own text stays as staff wrote it, in elements that say it is English.
    expect(html).toMatch(/<h3 lang="en"[^>]*><a [^>]*href="\/hi\/careers\/gst-associate"[^>]*>GST Associate<\/a><\/h3>/);
    expect(html).toContain('<span lang="en">Bhopal (M.P. Nagar)</span>');
    expect(html).toContain('<span lang="en">₹3–4.5 LPA</span>');
    expect(html).toMatch(/<span class="sr-only">पद देखें और आवेदन करें: <span lang="en">GST Associate<\/span><\/span>/);
    // A role past its closing date has left the list.
    expect(html).not.toContain("audit-intern");
    for (const english of ["Current Openings", "Why Join Vriddhi", "View role and apply", "Full-time", ">Posted", ">Salary"]) expect(html).not.toContain(english);
    expect(html).toContain(`<link rel="alternate" hreflang="en-IN" href="${ORIGIN}/careers" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi/careers" />`);
  });

  it("show an opening: Hindi headings, breadcrumb and form, the listing in English", async () => {
    const { res, html, lang } = await request("/hi/careers/gst-associate");
    expect(res.status).toBe(200);
    expect(lang).toBe("hi");
    expect(html).toMatch(/<h1 lang="en"[^>]*>GST Associate<\/h1>/);
    expect(html).toContain("<title>GST Associate | Vriddhi Business Solutions</title>");
    expect(html).toMatch(/<meta name="description" content="GST Associate \(फ़ुल-टाइम, Bhopal \(M\.P\. Nagar\)\): Vriddhi Business Solutions में नौकरी।/u);
    expect(html).toMatch(/<nav aria-label="पेज का रास्ता"/);
    expect(html).toMatch(/<a [^>]*href="\/hi\/careers"[^>]*>करियर<\/a>/);
    expect(html).toContain('<li aria-current="page" lang="en"');
    for (const words of ["पद के बारे में", "हमें किसकी तलाश है", "इस पद के लिए आवेदन करें", "हम भर्ती कैसे करते हैं", "सभी नौकरियाँ देखें"]) expect(html).toContain(words);
    expect(html).toMatch(/<div lang="en"[^>]*><p[^>]*>File GST returns for MSME clients\.<\/p><\/div>/);
    // The form: its own page as the no-JavaScript target, every label and hint in Hindi.
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/hi\/careers\/gst-associate"|<form[^>]*action="\/hi\/careers\/gst-associate"[^>]*method="post"/);
    for (const words of ["पूरा नाम", "ईमेल पता", "फ़ोन नंबर", "कवर नोट", "रिज़्यूमे", "PDF, DOC या DOCX, 5 एमबी तक", "आवेदन भेजें", "वैकल्पिक"]) {
      expect(html).toContain(words.normalize("NFC"));
    }
    for (const english of ["Submit Application", "Cover Note", "Full Name", "About the role", "How we hire", "PDF, DOC or DOCX, up to 5 MB", ">Optional"]) {
      expect(html).not.toContain(english);
    }
  });

  it("name the Hindi trail in the structured data and leave the job posting to the English page", async () => {
    const hindi = jsonLd((await request("/hi/careers/gst-associate")).html);
    expect(hindi.map((item) => item["@type"])).not.toContain("JobPosting");
    const trail = hindi.find((item) => item["@type"] === "BreadcrumbList")!.itemListElement as { name: string; item: string }[];
    expect(trail.map(({ name, item }) => [name, item])).toEqual([
      ["होम", `${ORIGIN}/hi/`],
      ["करियर", `${ORIGIN}/hi/careers`],
      ["GST Associate", `${ORIGIN}/hi/careers/gst-associate`],
    ]);
    const english = jsonLd((await request("/careers/gst-associate")).html);
    expect(english.map((item) => item["@type"])).toContain("JobPosting");
  });

  it("say a closed role is closed, on a Hindi date", async () => {
    const { html } = await request("/hi/careers/audit-intern");
    expect(html).toContain("यह पद बंद हो चुका है");
    expect(html).toContain("आवेदन 15 जनवरी 2020 को बंद हो गए।");
    expect(html).toContain('href="/hi/careers"');
    expect(html).not.toContain("आवेदन भेजें");
  });

  it("send an unknown opening back to the Hindi list", async () => {
    const { res } = await request("/hi/careers/no-such-role");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/hi/careers");
  });

  it("list each open role and its Hindi twin in the sitemap, each naming the other", async () => {
    const { html: xml } = await request("/sitemap.xml");
    const twins =
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${ORIGIN}/careers/gst-associate"/>` +
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi/careers/gst-associate"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/careers/gst-associate"/>`;
    expect(xml).toContain(`<loc>${ORIGIN}/careers/gst-associate</loc><lastmod>`);
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/hi/careers/gst-associate</loc><lastmod>[0-9-]+</lastmod>${twins.replace(/[.?]/g, "\\$&")}`));
    expect(xml).not.toContain("/hi/careers/audit-intern");
  });

  it("leave the English pages in English", async () => {
    const { html } = await request("/careers/gst-associate");
    for (const words of ["About the role", "Submit Application", "Cover Note", "Full-time", "1 October 2026"]) expect(html).toContain(words);
    expect(html).not.toMatch(/lang="en"/);
    expect(html).not.toContain("आवेदन भेजें");
  });
});

describe("the Hindi application form without JavaScript", () => {
  beforeAll(addOpenings);

  it("stores an application with its résumé and lands on the Hindi thank-you page", async () => {
    const posted = await post("/hi/careers/gst-associate", { name: "कविता राव", email: "kavita@example.in", message: "इंदौर की एक सीए फ़र्म में दो साल जीएसटी रिटर्न का काम।" }, pdf());
    expect(posted.res.status).toBe(303);
    const location = new URL(posted.res.headers.get("Location")!, ORIGIN);
    expect(location.pathname).toBe("/hi/thank-you");
    expect(location.searchParams.get("form")).toBe("job_application");
    const reference = location.searchParams.get("reference")!;
    expect(reference).toMatch(PUBLIC_REFERENCE);
    const row = await env.DB.prepare("select name, source_page as page from inquiries where reference = ?").bind(reference).first<{ name: string; page: string }>();
    expect(row).toEqual({ name: "कविता राव", page: `${ORIGIN}/hi/careers/gst-associate` });

    const thanks = await request(`${location.pathname}${location.search}`);
    expect(thanks.lang).toBe("hi");
    expect(thanks.html).toContain("आवेदन मिल गया");
    expect(thanks.html).toContain(reference);
    expect(thanks.html).toContain('href="/hi/careers"');
  });

  it("answers mistakes in Hindi at their fields, keeping what was typed", async () => {
    const { res, html, lang } = await post("/hi/careers/gst-associate", { name: "", email: "kavita@", message: "दो साल का अनुभव।" });
    expect(res.status).toBe(400);
    expect(lang).toBe("hi");
    const page = shown(html);
    for (const words of ["कृपया इन्हें ठीक करें:", "कृपया अपना नाम लिखें।", "ईमेल पता सही नहीं है।", "अपना रिज़्यूमे PDF, DOC या DOCX फ़ाइल के रूप में लगाएँ।", "दो साल का अनुभव।"]) {
      expect(page).toContain(words.normalize("NFC"));
    }
    expect(page).not.toContain(RESUME_TYPE_MESSAGE);
    expect(page).not.toContain("Name is required");
  });

  it("refuses a résumé over 5 MB at its field in Hindi", async () => {
    const big = new File([new Uint8Array(6 * 1024 * 1024)], "cv.pdf", { type: "application/pdf" });
    const { res, html } = await post("/hi/careers/gst-associate", { name: "कविता राव", email: "kavita@example.in" }, big);
    expect(res.status).toBe(400);
    expect(shown(html)).toContain("रिज़्यूमे की फ़ाइल बहुत बड़ी है। फ़ाइल 5 एमबी तक की हो सकती है।".normalize("NFC"));
    expect(html).toContain('value="कविता राव"');
  });

  it("answers a post too large to read with the Hindi page and the reason", async () => {
    const form = new FormData();
    form.set("form", "job_application");
    form.set("resume", new File([new Uint8Array(APPLICATION_POST_LIMIT + 1)], "cv.pdf", { type: "application/pdf" }));
    const { res, html, lang } = await request("/hi/careers/gst-associate", { method: "POST", headers: { Origin: ORIGIN, "CF-Connecting-IP": freshIp() }, body: form });
    expect(res.status).toBe(413);
    expect(lang).toBe("hi");
    expect(shown(html)).toContain("रिज़्यूमे की फ़ाइल बहुत बड़ी है।".normalize("NFC"));
  });

  it("has Hindi for everything the worker can say about a résumé or a closed role", () => {
    const messages = [
      RESUME_TYPE_MESSAGE,
      RESUME_SIZE_MESSAGE,
      FILE_NAME_MESSAGE,
      STORAGE_UNAVAILABLE,
      NOT_OPEN,
      ...Object.values(pdfMessages),
      ...Object.values(wordMessages),
    ];
    expect(messages.filter((message) => !/[\u0900-\u097F]/.test(hindiFormText(message) ?? ""))).toEqual([]);
  });
});
