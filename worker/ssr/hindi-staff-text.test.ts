import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../app";
import { call, signIn } from "../testing/admin-helpers";

/*
 * What staff type, on the Hindi pages (issue 47): a fee's timeline and note, a team member's name,
 * role and bio, and a job listing's texts show in Hindi where staff wrote the Hindi twin, and in
 * English, marked lang="en", where they have not yet; English pages keep the English.
 */

const ORIGIN = "https://www.vriddhi.example";
const TEMPLATE = `<!doctype html><html lang="en-IN"><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const page = async (path: string) => (await (await app.request(`${ORIGIN}${path}`, {}, { ...env, ASSETS: assets, SITE_URL: ORIGIN })).text()).split('id="page-data"')[0];

let cookie = "";
beforeAll(async () => {
  cookie = await signIn();
});

describe("a sub-service fee on the Hindi page", () => {
  it("shows the Hindi timeline and note where written, else the English marked as English", async () => {
    const save = (fee: Record<string, unknown>) =>
      call("/api/admin/services/legal-consultancy/gst-registration", { method: "PUT", cookie, json: { feeFrom: 2999, timeline: null, note: null, ...fee } });
    expect((await save({ timeline: "7–10 working days", note: "Government fee, if any, extra.", timelineHi: "7–10 कामकाजी दिन" })).status).toBe(200);
    const hindi = await page("/hi/services/legal-consultancy/gst-registration");
    expect(hindi).toMatch(/<span class="font-semibold text-white">[^<]+(<!-- -->)?:<\/span> <span>7–10 कामकाजी दिन<\/span>/);
    expect(hindi).toContain('<p lang="en" class="mt-2 text-sm text-slate-300">Government fee, if any, extra.</p>');
    const english = await page("/services/legal-consultancy/gst-registration");
    expect(english).toContain("7–10 working days");
    expect(english).not.toContain("कामकाजी");

    expect((await save({ timeline: "7–10 working days", note: "Government fee, if any, extra.", timelineHi: "7–10 कामकाजी दिन", noteHi: "सरकारी शुल्क, अगर कोई हो, अलग से।" })).status).toBe(200);
    const translated = await page("/hi/services/legal-consultancy/gst-registration");
    expect(translated).toContain("सरकारी शुल्क, अगर कोई हो, अलग से।");
    expect(translated).not.toContain("Government fee");
    // An earlier save restored: its Hindi as it was then.
    const { revisions } = (await (await call("/api/admin/services/legal-consultancy/gst-registration/revisions", { cookie })).json()) as { revisions: { id: number }[] };
    const first = revisions.at(-1)!;
    expect((await call(`/api/admin/services/legal-consultancy/gst-registration/revisions/${first.id}/restore`, { method: "POST", cookie })).status).toBe(200);
    expect(await page("/hi/services/legal-consultancy/gst-registration")).toContain('<p lang="en" class="mt-2 text-sm text-slate-300">Government fee, if any, extra.</p>');
  });
});

describe("the team and a job listing on the Hindi pages", () => {
  beforeAll(async () => {
    await env.DB.prepare(
      "insert into people (name, slug, role, bio, name_hi, role_hi, bio_hi, credentials, published) values ('Priya Sharma', 'priya-sharma', 'Partner, Tax and Funding', 'Files returns and raises loans.', 'प्रिया शर्मा', 'पार्टनर, टैक्स और फ़ंडिंग', null, '[\"CA\",\"CS\"]', 1)",
    ).run();
    await env.DB.prepare(
      "insert into jobs (title, slug, description, requirements, location, job_type, salary_range, published, title_hi, location_hi, description_hi) values ('Tax Associate', 'tax-associate-twins', 'Prepare GST returns.', 'B.Com', 'Bhopal', 'Full-time', '₹3–4 lakh a year', 1, 'टैक्स एसोसिएट', 'भोपाल', 'जीएसटी रिटर्न तैयार करें।')",
    ).run();
  });

  it("name a person in Hindi, with the Hindi role and credentials, and the bio not yet written in English, marked", async () => {
    const about = await page("/hi/about");
    expect(about).toContain("प्रिया शर्मा");
    expect(about).toContain("सीए, सीएस");
    // The monogram comes from the English name: "पश" would read as a word.
    expect(about).toMatch(/<span aria-hidden="true" class="[^"]*">PS<\/span>/);
    expect(about).toMatch(/<p class="text-sm font-medium text-primary">पार्टनर, टैक्स और फ़ंडिंग<\/p>/);
    expect(about).toContain('<p lang="en" class="leading-relaxed text-slate-700">Files returns and raises loans.</p>');
    const english = await page("/about");
    expect(english).toContain("Priya Sharma");
    expect(english).not.toContain("प्रिया");
  });

  it("show a listing's Hindi title, place and description, and its English requirements and salary, marked", async () => {
    const list = await page("/hi/careers");
    expect(list).toMatch(/<h3 class="[^"]*"><a [^>]*href="\/hi\/careers\/tax-associate-twins"[^>]*>टैक्स एसोसिएट<\/a><\/h3>/);
    expect(list).toContain("<span>भोपाल</span>");
    expect(list).toContain('<span lang="en">₹3–4 lakh a year</span>');
    const opening = await page("/hi/careers/tax-associate-twins");
    expect(opening).toContain("जीएसटी रिटर्न तैयार करें।");
    expect(opening).toMatch(/<div lang="en" class="mt-4[^"]*"><p[^>]*>B\.Com<\/p><\/div>/);
    expect(opening).toMatch(/<title>टैक्स एसोसिएट/);
  });
});
