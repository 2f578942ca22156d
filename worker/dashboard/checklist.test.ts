import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "#core/content/site-defaults";
import type { LaunchChecklist } from "#core/site/launch-checklist";
import { call, signIn } from "../testing/admin-helpers";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const checklist = async () => {
  const res = await call("/api/admin/dashboard/checklist", { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as LaunchChecklist;
};

const setFee = (path: string, fee: Record<string, unknown>) =>
  call(`/api/admin/services/${path}`, { method: "PUT", cookie, json: { feeFrom: null, timeline: null, note: null, ...fee } });

describe("GET /api/admin/dashboard/checklist", () => {
  // Each test starts from a fresh site: no fee set, the migrated settings only, and no person, listing or extension.
  beforeEach(() =>
    env.DB.batch(
      ["delete from sub_service_fees", "delete from site_settings where version > 1", "delete from people", "delete from jobs", "delete from deadline_extensions"].map((sql) => env.DB.prepare(sql)),
    ),
  );

  it("is for staff only", async () => {
    expect((await call("/api/admin/dashboard/checklist")).status).toBe(401);
  });

  it("on a fresh site: every sub-service without a fee, the placeholder logos and all six spec figures", async () => {
    expect(await checklist()).toEqual({
      fees: { missing: 27, total: 27 },
      placeholderLogos: true,
      placeholderFigures: [
        "500+ Happy Clients",
        "100% Success Rate",
        "250+ Clients Served",
        "8+ Years Experience",
        "95% Client Retention",
        "500+ Projects Completed",
      ],
      hindi: { missing: 0, fees: 0, people: 0, jobs: 0, extensions: 0 },
    });
  });

  it("counts a sub-service as priced once it has a fee, not a timeline alone", async () => {
    expect((await setFee("legal-consultancy/gst-registration", { feeFrom: 2999 })).status).toBe(200);
    expect((await setFee("financial-consultancy/company-valuation", { timeline: "2 weeks" })).status).toBe(200);
    expect((await checklist()).fees).toEqual({ missing: 26, total: 27 });
  });

  it("drops the logos and each figure staff have replaced, from the newest site settings", async () => {
    const settings = {
      ...defaultSiteSettings,
      heroFigures: [{ value: 320, suffix: "+", label: "Happy Clients" }, defaultSiteSettings.heroFigures[1]],
      statFigures: defaultSiteSettings.statFigures.map((figure, i) => (i === 0 ? figure : { ...figure, value: figure.value + 1 })),
      logos: [{ key: "site-logos/0b7f1c52-2f43-4d1e-9a55-4c1f8f0e2a10.png", alt: "Narmada Foods", href: "" }],
    };
    await env.DB.prepare("insert into site_settings (version, data) values ((select max(version) + 1 from site_settings), ?)").bind(JSON.stringify(settings)).run();
    const { placeholderLogos, placeholderFigures } = await checklist();
    expect(placeholderLogos).toBe(false);
    expect(placeholderFigures).toEqual(["100% Success Rate", "250+ Clients Served"]);
  });

  it("counts each text staff wrote in English whose Hindi twin is still empty, as Hindi pages then show the English", async () => {
    const before = (await checklist()).hindi;
    // A fee's timeline and note: the timeline written in Hindi, the note not yet.
    expect((await setFee("legal-consultancy/gst-compliance", { timeline: "7–10 working days", timelineHi: "7–10 कामकाजी दिन", note: "Government fee, if any, extra." })).status).toBe(200);
    // A published person with a role and a bio, neither in Hindi; a draft one does not count.
    await env.DB.prepare("insert into people (name, slug, role, bio, published) values ('Ananya Sharma', 'ananya-sharma', 'Partner, Tax', 'Files GST returns.', 1)").run();
    await env.DB.prepare("insert into people (name, slug, role, bio, role_hi, published) values ('Draft Person', 'draft-person', 'Associate', '', null, 0)").run();
    // A published listing with its title in Hindi and the rest not: description, requirements, place (no salary given).
    await env.DB.prepare(
      "insert into jobs (title, slug, description, requirements, location, job_type, published, title_hi) values ('Tax Associate', 'tax-associate-hi', 'D', 'R', 'Bhopal', 'Full-time', 1, 'टैक्स एसोसिएट')",
    ).run();
    // A standing extension without its Hindi source; one taken back does not count.
    await env.DB.prepare("insert into deadline_extensions (deadline_id, extended_to, source) values ('gstr-3b-monthly-2026-10', '2026-11-25', 'Notification 20/2026-Central Tax')").run();
    await env.DB.prepare("insert into deadline_extensions (deadline_id, extended_to, source) values ('gstr-3b-monthly-2026-09', null, null)").run();
    const after = (await checklist()).hindi;
    expect({ fees: after.fees - before.fees, people: after.people - before.people, jobs: after.jobs - before.jobs, extensions: after.extensions - before.extensions }).toEqual({
      fees: 1,
      people: 2,
      jobs: 3,
      extensions: 1,
    });
    expect(after.missing).toBe(after.fees + after.people + after.jobs + after.extensions);
  });
});
