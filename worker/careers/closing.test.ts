import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { indiaToday } from "#core/format/india-time";
import { closingInstant } from "#core/format/job-closing";
import { app } from "../app";
import { seedDatabase } from "../seed/seed";
import { ADMIN, call, createAs, signIn } from "../testing/admin-helpers";
import { freshIp } from "../testing/helpers";

const ORIGIN = "https://www.vriddhi.example";
const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

const listing = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: `Role ${slug}`,
  slug,
  description: "Prepare GST returns for our MSME clients.",
  requirements: "B.Com and a year of GST practice.",
  location: "Bhopal",
  jobType: "Full-time",
  salaryRange: "",
  published: true,
  ...overrides,
});

let cookie: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  await seedDatabase(env.DB, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  cookie = await signIn();
  const listings = {
    "open-role": {},
    "closes-today": { closesOn: indiaToday() },
    "closes-later": { closesOn: "2099-12-31" },
    "filled-role": { hiringStatus: "filled" },
    "closed-role": { hiringStatus: "closed" },
    "date-passed": { closesOn: "2020-01-15" },
  };
  for (const [slug, overrides] of Object.entries(listings)) {
    const { res, body } = await createAs(cookie, "/api/admin/jobs", listing(slug, overrides));
    expect(res.status, slug).toBe(201);
    ids[slug] = body.id as number;
  }
});

const json = async <T>(path: string) => (await (await SELF.fetch(`http://localhost${path}`)).json()) as T;

async function page(path: string) {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const res = await app.request(`${ORIGIN}${path}`, {}, { ...env, ASSETS: assets, SITE_URL: ORIGIN });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const block = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1] ?? "[]";
  return { html, data: JSON.parse(block) as Record<string, unknown>[] };
}

describe("the admin's closing fields", () => {
  it("stores open with no closing date unless told otherwise, and the staff's choice when told", async () => {
    const open = await json<Record<string, unknown>>("/api/jobs/open-role");
    expect(open).toMatchObject({ job: { closure: null, closesOn: null } });
    const row = await env.DB.prepare("select hiring_status, closes_on from jobs where id = ?").bind(ids["filled-role"]).first();
    expect(row).toEqual({ hiring_status: "filled", closes_on: null });
  });

  it("refuses a status outside open, filled and closed, and a closing date that is not a real day", async () => {
    const res = await call("/api/admin/jobs", {
      method: "POST",
      cookie,
      json: listing("bad-closing", { hiringStatus: "paused", closesOn: "2026-02-30" }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      hiringStatus: "Choose whether the position is open, filled or closed.",
      closesOn: "Enter the closing date as a real day, YYYY-MM-DD.",
    });
    const words = await call("/api/admin/jobs", { method: "POST", cookie, json: listing("bad-closing", { closesOn: "next Friday" }) });
    expect(words.status).toBe(400);
  });

  it("stores an empty closing date as none", async () => {
    const { body } = await createAs(cookie, "/api/admin/jobs", listing("blank-closing", { closesOn: " " }));
    expect(body).toMatchObject({ closesOn: null, hiringStatus: "open" });
  });
});

describe("what job seekers see of a closed role", () => {
  it("lists on /api/jobs only the roles still taking applications, a role closing today included", async () => {
    const { jobs } = await json<{ jobs: { slug: string }[] }>("/api/jobs");
    const slugs = jobs.map((j) => j.slug);
    expect(slugs).toEqual(expect.arrayContaining(["open-role", "closes-today", "closes-later"]));
    for (const gone of ["filled-role", "closed-role", "date-passed"]) expect(slugs).not.toContain(gone);
  });

  it("keeps a closed role's own page, saying why and since when", async () => {
    expect(await json("/api/jobs/filled-role")).toMatchObject({ job: { closure: "filled" } });
    expect(await json("/api/jobs/date-passed")).toMatchObject({ job: { closure: "closed", closesOn: "2020-01-15" } });
  });

  it("takes no application for a filled, closed or expired role", async () => {
    for (const slug of ["filled-role", "closed-role", "date-passed"]) {
      const form = new FormData();
      form.set("name", "Kavya Rao");
      form.set("email", "kavya@example.in");
      form.set("resume", new File([new TextEncoder().encode("%PDF-1.7\n%%EOF\n")], "cv.pdf"));
      const res = await SELF.fetch(`http://localhost/api/jobs/${slug}/applications`, {
        method: "POST",
        headers: { Origin: "http://localhost", "CF-Connecting-IP": freshIp() },
        body: form,
      });
      expect(res.status, slug).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe("This position is no longer open.");
    }
    const stored = await env.DB.prepare("select count(*) as n from inquiries where email = 'kavya@example.in'").first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("renders a filled role's page with the notice and a link to the openings, without the form or JobPosting", async () => {
    const { html, data } = await page("/careers/filled-role");
    expect(html).toContain("This position has been filled");
    expect(html).toContain('href="/careers"');
    expect(html).not.toContain("Apply for this role");
    expect(html).not.toContain("Submit Application");
    expect(data.map((d) => d["@type"])).not.toContain("JobPosting");
  });

  it("renders a role past its closing date as closed, with the date", async () => {
    const { html, data } = await page("/careers/date-passed");
    expect(html).toContain("This position is closed");
    expect(html).toContain("Applications closed on 15 January 2020.");
    expect(html).not.toContain("Submit Application");
    expect(data.map((d) => d["@type"])).not.toContain("JobPosting");
  });

  it("gives an open role with a closing date its JobPosting with validThrough, and the form", async () => {
    const { html, data } = await page("/careers/closes-later");
    expect(html).toContain("Apply for this role");
    const posting = data.find((d) => d["@type"] === "JobPosting");
    expect(posting).toMatchObject({ title: "Role closes-later", validThrough: closingInstant("2099-12-31") });
    const open = (await page("/careers/open-role")).data.find((d) => d["@type"] === "JobPosting");
    expect(open).toBeDefined();
    expect(open).not.toHaveProperty("validThrough");
  });

  it("leaves filled, closed and expired roles out of the sitemap", async () => {
    const xml = await (await SELF.fetch("http://localhost/sitemap.xml")).text();
    expect(xml).toContain("/careers/open-role</loc>");
    expect(xml).toContain("/careers/closes-today</loc>");
    for (const gone of ["filled-role", "closed-role", "date-passed"]) expect(xml).not.toContain(`/careers/${gone}<`);
  });

  it("leaves them out of the site search", async () => {
    const { groups } = await json<{ groups: { results: { href: string }[] }[] }>("/api/search?q=Role");
    const hrefs = groups.flatMap((group) => group.results.map((r) => r.href));
    expect(hrefs).toContain("/careers/open-role");
    for (const gone of ["filled-role", "closed-role", "date-passed"]) expect(hrefs).not.toContain(`/careers/${gone}`);
  });
});

describe("the admin jobs list", () => {
  it("carries each listing's application count", async () => {
    for (const slug of ["open-role", "open-role", "filled-role"]) {
      await env.DB.prepare("insert into inquiries (name, email, type, message, job_id) values ('Applicant', 'a@example.in', 'job_application', '', ?)")
        .bind(ids[slug])
        .run();
    }
    const res = await call("/api/admin/jobs?size=100", { cookie });
    const { rows } = (await res.json()) as { rows: { slug: string; applications: number; hiringStatus: string; closesOn: string | null }[] };
    const bySlug = Object.fromEntries(rows.map((row) => [row.slug, row]));
    expect(bySlug["open-role"]).toMatchObject({ applications: 2, hiringStatus: "open" });
    expect(bySlug["filled-role"]).toMatchObject({ applications: 1, hiringStatus: "filled" });
    expect(bySlug["date-passed"]).toMatchObject({ applications: 0, closesOn: "2020-01-15" });
  });
});
