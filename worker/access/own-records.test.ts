import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { indiaToday } from "#core/format/india-time";
import { adminRoles, type AdminRole, can, ROLE_FORBIDDEN_CODE } from "#core/taxonomies/admin-roles";
import { eventHandlers } from "../features";
import { leadRecords, NOT_YOUR_LEAD_CODE } from "../leads/access";
import { sendMorningDigests } from "../leads/digest";
import { call, sqlRun } from "../testing/admin-helpers";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { emailOf, signInAs } from "../testing/roles";

/*
 * Own records (worker/access/own-records.ts) walked for every role: with "advisors see only their
 * own leads" on, everything that carries leads or counts them (the dashboard's inquiry totals, its
 * leads and lead-desk figures, the inbox, one inquiry, the morning digest) shows a role held by the
 * rule (worker/leads/access.ts) its own leads only, every other role that handles inquiries the
 * firm's, and a role without inquiries nothing.
 */

const cookies = {} as Record<AdminRole, string>;
const ids = {} as Record<AdminRole, number>;
let colleague: number;
const lead = {} as Record<"mine" | "mineDue" | "colleagues" | "colleaguesDue" | "nobodys", number>;
const today = indiaToday();

async function insertLead(name: string, assignee: number | null, fields: { stage?: string; status?: string; wonFee?: number; responseMinutes?: number; followUp?: boolean } = {}) {
  const now = new Date().toISOString();
  const row = await env.DB.prepare(
    `insert into inquiries (name, email, type, service, message, status, stage, assignee_id, won_fee, closed_at, first_response_at, first_response_minutes, follow_up_on)
     values (?, 'lead@example.in', 'quote', 'GST Registration — Legal & Tax Consultancy', 'M', ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
  )
    .bind(
      name,
      fields.status ?? "new",
      fields.stage ?? "new",
      assignee,
      fields.wonFee ?? null,
      fields.stage === "won" ? now : null,
      fields.responseMinutes === undefined ? null : now,
      fields.responseMinutes ?? null,
      fields.followUp ? today : null,
    )
    .first<{ id: number }>();
  return row!.id;
}

beforeAll(async () => {
  // The owner first: the first account of a database is its owner.
  for (const role of adminRoles) cookies[role] = await signInAs(role);
  for (const role of adminRoles) ids[role] = (await env.DB.prepare("select id from admin_users where email = ?").bind(emailOf(role)).first<{ id: number }>())!.id;
  await sqlRun("insert into admin_users (email, name, password_hash, role) values ('colleague.advisor@example.com', 'Kabir', 'x', 'advisor')");
  colleague = (await env.DB.prepare("select id from admin_users where email = 'colleague.advisor@example.com'").first<{ id: number }>())!.id;
  // This month's leads: the advisor's, a colleague's (the attack's ₹2,50,000 won fee) and nobody's.
  lead.mine = await insertLead("Meera Mine", ids.advisor, { stage: "won", status: "replied", wonFee: 40_000, responseMinutes: 30 });
  lead.mineDue = await insertLead("Mohan Mine Due", ids.advisor, { stage: "contacted", followUp: true });
  lead.colleagues = await insertLead("Chitra Colleague", colleague, { stage: "won", status: "replied", wonFee: 250_000, responseMinutes: 90 });
  lead.colleaguesDue = await insertLead("Kiran Colleague Due", colleague, { stage: "contacted", followUp: true });
  lead.nobodys = await insertLead("Nisha Nobody", null);
});

// Every test starts with the rule on: the last one switches it off, and the order is not fixed.
beforeEach(async () => {
  const saved = await call("/api/admin/lead-desk/settings", { method: "PUT", cookie: cookies.owner, json: { rule: "none", serviceOwners: {}, advisorsOwnOnly: true } });
  expect(saved.status).toBe(200);
});

const get = async (path: string, role: AdminRole) => {
  const res = await call(path, { cookie: cookies[role] });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** What each role must see: its own leads when the rule holds it, the firm's when it handles inquiries, else nothing. */
const expectedFor = (role: AdminRole) => (!can(role, "inquiries") ? "none" : leadRecords.roles.includes(role) ? "own" : "firm");

const FIGURES = {
  own: { total: 2, new: 1, leads: 2, wonFees: 40_000, won: 1, dueToday: 1, answered: 1, stages: 2, inbox: () => [lead.mineDue, lead.mine] },
  firm: { total: 5, new: 3, leads: 5, wonFees: 290_000, won: 2, dueToday: 2, answered: 2, stages: 5, inbox: () => [lead.nobodys, lead.colleaguesDue, lead.colleagues, lead.mineDue, lead.mine] },
};

describe("own records, for every role, with advisors held to their own leads", () => {
  for (const role of adminRoles) {
    it(`${role}: ${expectedFor(role) === "own" ? "only their own leads, in every list and figure" : expectedFor(role) === "firm" ? "every lead, in every list and figure" : "no lead, and no lead figure"}`, async () => {
      const sees = expectedFor(role);
      const dashboard = await get("/api/admin/dashboard", role);
      expect(dashboard.status).toBe(200);
      const leads = await get("/api/admin/dashboard/leads", role);
      const desk = await get("/api/admin/dashboard/lead-desk", role);
      const inbox = await get("/api/admin/inquiries", role);
      const colleagues = await get(`/api/admin/inquiries/${lead.colleagues}`, role);
      // The digest preference is the colleague's own switch: no lead and no figure in it.
      expect(await get("/api/admin/lead-desk/digest", role)).toEqual({ status: 200, body: { digest: expect.any(Boolean) } });

      if (sees === "none") {
        expect((dashboard.body.stats as { inquiries: unknown }).inquiries).toBeNull();
        expect(dashboard.body.ownLeadsOnly).toBe(false);
        for (const refused of [leads, desk, inbox, colleagues]) expect(refused).toMatchObject({ status: 403, body: { code: ROLE_FORBIDDEN_CODE } });
        return;
      }
      const want = FIGURES[sees];
      expect(dashboard.body).toMatchObject({ stats: { inquiries: { total: want.total, new: want.new } }, ownLeadsOnly: sees === "own" });
      expect(leads.status).toBe(200);
      const byService = leads.body.byService as { rows: { total: number }[] };
      expect(byService.rows.reduce((sum, row) => sum + row.total, 0)).toBe(want.leads);
      expect(leads.body.ownLeadsOnly).toBe(sees === "own");

      expect(desk.status).toBe(200);
      const figures = desk.body as {
        outcomes: { won: number; wonFees: number };
        followUps: { today: number };
        responseTimes: { responses: number }[];
        stages: { count: number }[];
        conversion: { byService: { leads: number; won: number }[] };
        ownLeadsOnly: boolean;
      };
      expect(figures.outcomes).toMatchObject({ won: want.won, wonFees: want.wonFees });
      expect(figures.followUps.today).toBe(want.dueToday);
      expect(figures.responseTimes.at(-1)?.responses).toBe(want.answered);
      expect(figures.stages.reduce((sum, s) => sum + s.count, 0)).toBe(want.stages);
      expect(figures.conversion.byService).toEqual([expect.objectContaining({ leads: want.leads, won: want.won })]);
      expect(figures.ownLeadsOnly).toBe(sees === "own");

      expect((inbox.body.rows as { id: number }[]).map((row) => row.id)).toEqual(want.inbox());
      expect(colleagues.status).toBe(sees === "own" ? 403 : 200);
      if (sees === "own") expect(colleagues.body.code).toBe(NOT_YOUR_LEAD_CODE);
    });
  }

  it("mails each colleague a morning digest of the leads they may see: an advisor's lists only their own", async () => {
    const mail = recordingEmail();
    const runEnv = { ...env, EMAIL: mail.binding, ...MAIL_CONFIGURED };
    // From 9:00 IST, when the digest goes.
    const nine = new Date(`${today}T03:30:00Z`);
    await sendMorningDigests(runEnv, { env: runEnv, handlers: eventHandlers, ip: null }, new Date(Math.max(Date.now(), nine.getTime())));
    const to = (role: AdminRole) => mail.sent.find((m) => JSON.stringify(m.to).includes(emailOf(role)));
    for (const role of adminRoles) {
      const digest = to(role);
      const sees = expectedFor(role);
      if (sees === "none") {
        expect(digest, role).toBeUndefined();
      } else if (sees === "own") {
        expect(digest?.text).toContain("Mohan Mine Due");
        for (const other of ["Kiran Colleague Due", "Nisha Nobody", "Chitra Colleague"]) expect(digest?.text).not.toContain(other);
      } else {
        // Their own follow-ups (none) and the leads nobody holds; never a colleague's follow-up.
        expect(digest?.text, role).toContain("Nisha Nobody");
        expect(digest?.text).not.toContain("Kiran Colleague Due");
      }
    }
  });

  it("shows an advisor the firm's figures again once the owner lets advisors see every lead", async () => {
    await call("/api/admin/lead-desk/settings", { method: "PUT", cookie: cookies.owner, json: { rule: "none", serviceOwners: {}, advisorsOwnOnly: false } });
    const desk = await get("/api/admin/dashboard/lead-desk", "advisor");
    expect(desk.body).toMatchObject({ outcomes: { wonFees: FIGURES.firm.wonFees }, ownLeadsOnly: false });
    expect((await get(`/api/admin/inquiries/${lead.colleagues}`, "advisor")).status).toBe(200);
  });
});
