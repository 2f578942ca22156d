import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "#core/content/site-defaults";
import type { SiteSettings } from "#core/schemas/site-settings";
import { app } from "../app";
import { getDb } from "../db/client";
import { forgetIsolateMemory } from "../lib/isolate-memory";
import { readContentVersion } from "../page-cache/content-version";
import { VERSION_KEY } from "../page-cache/page-cache";
import { ADMIN, call, signIn, sqlRun, tokenHashOf } from "../testing/admin-helpers";
import { pngBytes } from "../testing/images";

/** Stands in for the built index.html, which the worker fetches through ASSETS. */
const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

/** A public page as a visitor gets it (through the edge cache), and its JSON-LD. */
async function page(path: string) {
  const res = await app.request(`http://localhost${path}`, {}, { ...env, ASSETS: assets, SITE_URL: "https://www.vriddhi.example" });
  expect(res.status).toBe(200);
  const html = await res.text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1]) as Record<string, unknown>[]);
  return { html, firm: jsonLd.find((d) => d["@type"] === "ProfessionalService")!, cache: res.headers.get("X-Cache") };
}

interface Current {
  version: number;
  settings: SiteSettings;
  history: { version: number; revertedFrom: number | null; savedBy: string | null; changes: string[] }[];
}

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

/*
 * Every test starts from the settings as migrated: version 1, the spec's values, no save in the
 * activity log. The versions an earlier test saved are removed, and the content version moves on as
 * after any write (in D1, in this isolate's memory and in the cache), so no page rendered from them
 * is served again.
 */
beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("delete from site_settings where version > 1"),
    env.DB.prepare("delete from audit_log where record_type = 'site_settings'"),
    env.DB.prepare("update content_version set version = version + 1"),
  ]);
  forgetIsolateMemory();
  await (caches as unknown as { default: Cache }).default.delete(VERSION_KEY);
});

const current = async () => (await (await call("/api/admin/site-settings", { cookie })).json()) as Current;
const save = (baseVersion: number, settings: SiteSettings) => call("/api/admin/site-settings", { method: "PUT", cookie, json: { baseVersion, settings } });
const revert = (version: number, baseVersion: number) =>
  call(`/api/admin/site-settings/versions/${version}/revert`, { method: "POST", cookie, json: { baseVersion } });

describe("the site settings", () => {
  it("start as the spec's values, seeded by migration", async () => {
    const { version, settings, history } = await current();
    expect(version).toBe(1);
    expect(settings).toEqual(defaultSiteSettings);
    expect(history).toMatchObject([{ version: 1, revertedFrom: null, savedBy: null, changes: [] }]);
  });

  it("need a session, and a password confirmed in the last 12 hours to change", async () => {
    expect((await call("/api/admin/site-settings")).status).toBe(401);
    const other = await signIn();
    await sqlRun("update sessions set created_at = ? where token_hash = ?", new Date(Date.now() - 13 * 3600_000).toISOString(), await tokenHashOf(other));
    const res = await call("/api/admin/site-settings", { method: "PUT", cookie: other, json: { baseVersion: 1, settings: defaultSiteSettings } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "reverification_required" });
    expect((await current()).version).toBe(1);
  });

  it("refuse bad values field by field and keep what was there", async () => {
    const res = await save(1, { ...defaultSiteSettings, whatsapp: "+91 755 400 1234x", phones: ["12345"], bookingUrl: "http://calendly.com/x" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      "settings.phones.0": "Enter an Indian number with its STD code or as a mobile, e.g. +91 755 400 1234 or +91 98765 43210.",
      "settings.whatsapp":
        "WhatsApp reaches mobiles only: enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, e.g. +91 98765 43210.",
      "settings.bookingUrl": "Enter the booking page address, starting with https://",
    });
    expect((await current()).settings).toEqual(defaultSiteSettings);
  });

  it("keep every saved version, refuse a save from a stale one, and revert one in one step", async () => {
    const before = await readContentVersion(getDb(env.DB));
    const wrongPhone = { ...defaultSiteSettings, phones: ["+91 755 400 9999"] };
    const saved = await save(1, wrongPhone);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ version: 2 });
    expect(await readContentVersion(getDb(env.DB))).toBe(before + 1);

    // A colleague still looking at version 1 saves: refused, nothing lost.
    const stale = await save(1, { ...defaultSiteSettings, email: "office@vriddhisolutions.in" });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toMatch(/A colleague changed the site settings/);

    const reverted = await revert(1, 2);
    expect(reverted.status).toBe(200);
    const after = await current();
    expect(after.version).toBe(3);
    expect(after.settings).toEqual(defaultSiteSettings);
    expect(after.history).toMatchObject([
      { version: 3, revertedFrom: 1, savedBy: ADMIN.email, changes: ["Phone numbers"] },
      { version: 2, revertedFrom: null, savedBy: ADMIN.email, changes: ["Phone numbers"] },
      { version: 1, revertedFrom: null, savedBy: null, changes: [] },
    ]);
    expect(await readContentVersion(getDb(env.DB))).toBe(before + 2);
    expect((await revert(99, 3)).status).toBe(404);

    const audit = await env.DB.prepare("select action, record_type, record_id, detail from audit_log where record_type = 'site_settings' order by id").all();
    expect(audit.results).toEqual([
      { action: "site_settings.saved", record_type: "site_settings", record_id: 2, detail: null },
      { action: "site_settings.reverted", record_type: "site_settings", record_id: 3, detail: JSON.stringify({ revertedFrom: 1 }) },
    ]);
  });
});

describe("every page reads the one source", () => {
  it("shows a save on the very next request, in the home page, contact page, footer, policies and JSON-LD", async () => {
    const home = await page("/");
    expect(home.html).toContain("+91 755 400 1234");
    expect(home.html).toContain("24/7 Expert Support");
    expect((await page("/")).cache).toBe("HIT");

    const { version, settings } = await current();
    const changed: SiteSettings = {
      ...settings,
      phones: ["+91 98930 12345", "0755 266 0000"],
      whatsapp: "+91 94250 11111",
      email: "hello@vriddhi.example",
      address: { line1: "12, Arera Colony", city: "Bhopal", state: "Madhya Pradesh", pincode: "462016" },
      hours: [{ from: "Monday", to: "Friday", closed: false, opens: "10:00", closes: "17:30" }],
      bookingUrl: "https://cal.example/vriddhi",
      heroFigures: [
        { value: 320, suffix: "+", label: "Happy Clients" },
        { value: 97, suffix: "%", label: "Filings on Time" },
      ],
      statFigures: [
        { value: 320, suffix: "+", label: "Clients Served" },
        { value: 9, suffix: "+", label: "Years Experience" },
        { value: 91, suffix: "%", label: "Client Retention" },
        { value: 1200, suffix: "+", label: "Projects Completed" },
      ],
      supportBadge: "Expert Support, Monday to Friday",
      social: { ...settings.social, youtube: "" },
    };
    expect((await save(version, changed)).status).toBe(200);

    const after = await page("/");
    expect(after.cache).toBe("MISS");
    for (const text of ["320+", "Filings on Time", "91%", "1,200+", "Expert Support, Monday to Friday", "+91 98930 12345", "0755 266 0000", "hello@vriddhi.example", "12, Arera Colony"]) {
      expect(after.html).toContain(text);
    }
    for (const gone of ["500+", "Success Rate", "95%", "24/7 Expert Support", "+91 755 400 1234", "info@vriddhisolutions.in", "youtube.com"]) {
      expect(after.html).not.toContain(gone);
    }
    expect(after.html).toContain('href="tel:+919893012345"');
    expect(after.html).toContain('href="tel:+917552660000"');
    expect(after.html).toContain("https://wa.me/919425011111?text=");
    expect(after.html).toContain('href="https://cal.example/vriddhi"');
    expect(after.firm).toMatchObject({
      telephone: "+91 98930 12345",
      email: "hello@vriddhi.example",
      address: { streetAddress: "12, Arera Colony", postalCode: "462016" },
      openingHoursSpecification: [{ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "10:00", closes: "17:30" }],
    });
    expect(after.firm.sameAs).not.toContain("https://www.youtube.com/@vriddhisolutions");

    const contact = await page("/contact");
    for (const text of ["Monday - Friday", "10:00 AM - 5:30 PM", "+91 98930 12345", "hello@vriddhi.example", "Open Monday to Friday, 10:00 AM to 5:30 PM."]) {
      expect(contact.html).toContain(text);
    }
    expect(contact.html).not.toContain("Sunday");

    const policy = await page("/privacy-policy");
    expect(policy.html).toContain("Grievance Officer at hello@vriddhi.example");
    expect(policy.html).toContain("call us on +91 98930 12345");
    // The visible text has the values, no {token} of the document.
    expect(policy.html).not.toContain("{email}");

    // The page context the islands read carries the same values the page was rendered with.
    expect(after.html).toMatch(/<script type="application\/json" id="page-data">[^<]*"supportBadge":"Expert Support, Monday to Friday"/);
  });
});

describe("the Trusted by logos", () => {
  const upload = (fields: Record<string, string | Blob>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return call("/api/admin/uploads/site-logos", { method: "POST", cookie, body: form });
  };

  it("show the spec's placeholders until a logo is uploaded, then the logo with its alt text and link", async () => {
    const { version } = await current();
    const placeholders = await page("/");
    expect(placeholders.html).toContain("Client 1");

    const missingAlt = await upload({ file: new File([pngBytes(200, 80)], "acme.png"), alt: "", baseVersion: String(version) });
    expect(missingAlt.status).toBe(400);
    expect(((await missingAlt.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      alt: "Describe the logo for people who cannot see it, e.g. the company's name.",
    });
    const svg = await upload({ file: new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "x.svg"), alt: "Acme", baseVersion: String(version) });
    expect(svg.status).toBe(415);

    const res = await upload({ file: new File([pngBytes(200, 80)], "acme.png"), alt: "Acme Agro Foods", href: "https://acme.example", baseVersion: String(version) });
    expect(res.status).toBe(201);
    const { settings } = (await res.json()) as { settings: SiteSettings };
    const [logo] = settings.logos;
    expect(logo).toMatchObject({ alt: "Acme Agro Foods", href: "https://acme.example" });

    const home = await page("/");
    expect(home.html).not.toContain("Client 1");
    const src = `/media/site-logos/${logo.key.slice("site-logos/".length)}`;
    expect(home.html).toContain(`src="${src}" alt="Acme Agro Foods"`);
    expect(home.html).toContain('href="https://acme.example"');
    const image = await call(src);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect((await call("/media/site-logos/not-a-key.png")).status).toBe(404);

    // Removing it is a save like any other; the object stays for the version that still shows it.
    const latest = await current();
    expect((await save(latest.version, { ...latest.settings, logos: [] })).status).toBe(200);
    expect((await page("/")).html).toContain("Client 1");
    expect((await call(src)).status).toBe(200);
    expect((await current()).history[1].changes).toEqual(["Trusted by logos"]);
  });
});
