import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, call, login, seedAdmin, sessionCookieOf, sqlRun, tokenHashOf } from "../testing/admin-helpers";
import { passwordMessages } from "#core/schemas/password-policy";
import { ROLE_FORBIDDEN, ROLE_FORBIDDEN_CODE } from "#core/taxonomies/admin-roles";
import { hashToken } from "../access/session";

const HOUR = 3_600_000;
const COLLEAGUE_PASSWORD = "a colleague's own passphrase";
let ipCounter = 0;
const nextIp = () => `198.18.0.${++ipCounter}`;

/** The seeded first admin: the owner. */
async function ownerCookie(): Promise<string> {
  return sessionCookieOf(await login(ADMIN.email, ADMIN.password, nextIp()));
}

async function invite(cookie: string, email: string) {
  const res = await call("/api/admin/staff/invites", { method: "POST", cookie, json: { email, role: "manager" } });
  return { res, body: (await res.json()) as { id: number; email: string; expiresAt: string; link: string; error?: string } };
}

const tokenOf = (link: string) => link.slice(link.lastIndexOf("#token=") + "#token=".length);
const accept = (token: string, json: Record<string, unknown> = { name: "Ritu Sharma", password: COLLEAGUE_PASSWORD }) =>
  call("/api/admin/invitations/accept", { method: "POST", json: { token, ...json }, headers: { "CF-Connecting-IP": nextIp() } });
const open = (token: string) => call("/api/admin/invitations/open", { method: "POST", json: { token } });

/** Invites `email` as the owner and accepts the link; the colleague's session cookie and id. */
async function addColleague(owner: string, email: string) {
  const { body } = await invite(owner, email);
  const res = await accept(tokenOf(body.link));
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { cookie: sessionCookieOf(res), id };
}

const staffList = async (cookie: string) =>
  (await (await call("/api/admin/staff", { cookie })).json()) as {
    members: { id: number; email: string; name: string; role: string; you: boolean }[];
    invites: { id: number; email: string }[];
    canManage: boolean;
  };

beforeAll(() => seedAdmin());

describe("the owner", () => {
  it("is the first admin; the migration and the seed agree", async () => {
    const row = await env.DB.prepare("select role from admin_users where email = ?").bind(ADMIN.email).first<{ role: string }>();
    expect(row?.role).toBe("owner");
    await seedAdmin("second@example.com", "second-admin-password");
    const second = await env.DB.prepare("select role from admin_users where email = ?").bind("second@example.com").first<{ role: string }>();
    expect(second?.role).toBe("manager");
  });

  it("can never be two people: the database refuses a second owner", async () => {
    await seedAdmin("second@example.com", "second-admin-password");
    await expect(sqlRun("update admin_users set role = 'owner' where email = ?", "second@example.com")).rejects.toThrow(/UNIQUE/);
  });
});

describe("invitations", () => {
  it("give a link shown once, valid 48 hours, of which only the hash is stored", async () => {
    const owner = await ownerCookie();
    const { res, body } = await invite(owner, "  Ritu@Example.com ");
    expect(res.status).toBe(201);
    expect(body.email).toBe("ritu@example.com");
    // The token rides in the fragment, which browsers send to no server and in no Referer.
    expect(body.link).toMatch(/^http:\/\/localhost\/admin\/invite#token=[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(48 * HOUR - 60_000);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(48 * HOUR);
    const token = tokenOf(body.link);
    const stored = await env.DB.prepare("select * from staff_invites where id = ?").bind(body.id).first<Record<string, unknown>>();
    expect(stored?.token_hash).toBe(await hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // The list never shows a link again.
    expect(JSON.stringify(await staffList(owner))).not.toContain(token);
    expect((await staffList(owner)).invites.map((i) => i.email)).toContain("ritu@example.com");
  });

  it("open for the colleague, create their account, sign them in, and then never work again", async () => {
    const owner = await ownerCookie();
    const { body } = await invite(owner, "kiran@example.com");
    const token = tokenOf(body.link);
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ email: "kiran@example.com", role: "manager", expiresAt: body.expiresAt });

    const res = await accept(token, { name: "  Kiran Patel ", password: COLLEAGUE_PASSWORD });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: "kiran@example.com", name: "Kiran Patel", role: "manager", signedIn: true });
    const me = await call("/api/admin/me", { cookie: sessionCookieOf(res) });
    expect(await me.json()).toMatchObject({ email: "kiran@example.com", name: "Kiran Patel", role: "manager" });
    expect((await login("kiran@example.com", COLLEAGUE_PASSWORD, nextIp())).status).toBe(200);

    const again = await accept(token, { name: "Someone Else", password: "another-long-password" });
    expect(again.status).toBe(404);
    expect((await open(token)).status).toBe(404);
  });

  it("accepted twice at once make one account", async () => {
    const owner = await ownerCookie();
    const token = tokenOf((await invite(owner, "race@example.com")).body.link);
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((r) => r.status).filter((s) => s === 201)).toHaveLength(1);
    const count = await env.DB.prepare("select count(*) as n from admin_users where email = 'race@example.com'").first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("expire after 48 hours", async () => {
    const owner = await ownerCookie();
    const { body } = await invite(owner, "late@example.com");
    await sqlRun("update staff_invites set expires_at = ? where id = ?", new Date(Date.now() - 1000).toISOString(), body.id);
    expect((await open(tokenOf(body.link))).status).toBe(404);
    expect((await accept(tokenOf(body.link))).status).toBe(404);
  });

  it("can be withdrawn, and a new link for the same address withdraws the old one", async () => {
    const owner = await ownerCookie();
    const first = (await invite(owner, "twice@example.com")).body;
    const second = (await invite(owner, "twice@example.com")).body;
    expect((await open(tokenOf(first.link))).status).toBe(404);
    expect((await call(`/api/admin/staff/invites/${second.id}`, { method: "DELETE", cookie: owner })).status).toBe(200);
    expect((await accept(tokenOf(second.link))).status).toBe(404);
  });

  it("refuse an address that already has an account, a weak password and a missing name", async () => {
    const owner = await ownerCookie();
    const taken = await invite(owner, ADMIN.email);
    expect(taken.res.status).toBe(409);
    expect(taken.body.error).toBe("This address already has a staff account.");
    const token = tokenOf((await invite(owner, "weak@example.com")).body.link);
    const weak = await accept(token, { name: "Weak", password: "short" });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ fieldErrors: { password: passwordMessages.tooShort } });
    // The server's own rules too: a password holding the invited address is refused.
    const ownAddress = await accept(token, { name: "Weak", password: "weak@example.com is mine" });
    expect(ownAddress.status).toBe(400);
    expect(await ownAddress.json()).toMatchObject({ fieldErrors: { password: expect.stringMatching(/email/i) } });
    const nameless = await accept(token, { name: "  ", password: COLLEAGUE_PASSWORD });
    expect(await nameless.json()).toMatchObject({ fieldErrors: { name: "Enter your name." } });
    // Refusals do not use the link up.
    expect((await accept(token)).status).toBe(201);
  });

  it("answer 404 for an unknown token without a session, and the link is the only credential", async () => {
    expect((await open("not-a-real-token")).status).toBe(404);
    expect((await accept("not-a-real-token")).status).toBe(404);
  });
});

describe("staff management", () => {
  it("managers see the staff but cannot invite, remove, change roles or take ownership", async () => {
    const owner = await ownerCookie();
    const colleague = await addColleague(owner, "viewer@example.com");
    const list = await staffList(colleague.cookie);
    expect(list.canManage).toBe(false);
    expect(list.invites).toEqual([]);
    expect(list.members[0]).toMatchObject({ email: ADMIN.email, role: "owner", you: false });
    expect(list.members.find((m) => m.email === "viewer@example.com")).toMatchObject({ role: "manager", you: true, name: "Ritu Sharma" });
    const ownerId = list.members[0].id;
    const refusals = [
      await call("/api/admin/staff/invites", { method: "POST", cookie: colleague.cookie, json: { email: "x@example.com", role: "editor" } }),
      await call(`/api/admin/staff/${ownerId}`, { method: "DELETE", cookie: colleague.cookie }),
      await call(`/api/admin/staff/${colleague.id}/role`, { method: "PUT", cookie: colleague.cookie, json: { role: "editor" } }),
      await call(`/api/admin/staff/${colleague.id}/ownership`, { method: "POST", cookie: colleague.cookie }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: ROLE_FORBIDDEN, code: ROLE_FORBIDDEN_CODE });
    }
  });

  it("removing a colleague ends their sessions at once", async () => {
    const owner = await ownerCookie();
    const colleague = await addColleague(owner, "leaving@example.com");
    const secondDevice = sessionCookieOf(await login("leaving@example.com", COLLEAGUE_PASSWORD, nextIp()));
    expect((await call("/api/admin/me", { cookie: secondDevice })).status).toBe(200);
    const res = await call(`/api/admin/staff/${colleague.id}`, { method: "DELETE", cookie: owner });
    expect(res.status).toBe(200);
    for (const cookie of [colleague.cookie, secondDevice]) expect((await call("/api/admin/me", { cookie })).status).toBe(401);
    const left = await env.DB.prepare("select count(*) as n from sessions where admin_id = ?").bind(colleague.id).first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect((await login("leaving@example.com", COLLEAGUE_PASSWORD, nextIp())).status).toBe(401);
    expect((await call(`/api/admin/staff/${colleague.id}`, { method: "DELETE", cookie: owner })).status).toBe(404);
  });

  it("the owner cannot be removed, not even by themself", async () => {
    const owner = await ownerCookie();
    const { members } = await staffList(owner);
    const self = members.find((m) => m.you);
    const res = await call(`/api/admin/staff/${self?.id}`, { method: "DELETE", cookie: owner });
    expect(res.status).toBe(409);
    expect((await call("/api/admin/me", { cookie: owner })).status).toBe(200);
  });

  it("need the password confirmed within 12 hours", async () => {
    const owner = await ownerCookie();
    await sqlRun("update sessions set created_at = ? where token_hash = ?", new Date(Date.now() - 13 * HOUR).toISOString(), await tokenHashOf(owner));
    const res = await call("/api/admin/staff/invites", { method: "POST", cookie: owner, json: { email: "later@example.com", role: "advisor" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "reverification_required" });
    const confirmed = await call("/api/admin/session/reverify", { method: "POST", cookie: owner, json: { password: ADMIN.password } });
    expect(confirmed.status).toBe(200);
    expect((await invite(sessionCookieOf(confirmed), "later@example.com")).res.status).toBe(201);
  });

  it("ownership passes only by the owner's own action, and back", async () => {
    const owner = await ownerCookie();
    const colleague = await addColleague(owner, "heir@example.com");
    const ownerId = (await staffList(owner)).members.find((m) => m.you)?.id;
    expect((await call(`/api/admin/staff/999999/ownership`, { method: "POST", cookie: owner })).status).toBe(404);
    expect((await staffList(owner)).canManage).toBe(true);

    expect((await call(`/api/admin/staff/${colleague.id}/ownership`, { method: "POST", cookie: owner })).status).toBe(200);
    const afterwards = await staffList(owner);
    expect(afterwards.canManage).toBe(false);
    expect(afterwards.members.filter((m) => m.role === "owner").map((m) => m.email)).toEqual(["heir@example.com"]);
    // The former owner is now a manager: the new owner may remove them, they may not remove anyone.
    expect((await call(`/api/admin/staff/${colleague.id}`, { method: "DELETE", cookie: owner })).status).toBe(403);

    expect((await call(`/api/admin/staff/${ownerId}/ownership`, { method: "POST", cookie: colleague.cookie })).status).toBe(200);
    expect((await staffList(owner)).canManage).toBe(true);
  });
});
