import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminCliStatements, CLI_ACTOR } from "./admin-cli";
import { hashPassword, verifyPassword } from "../access/password";

/** Runs what `npm run admin` would hand to `wrangler d1 execute`, statement by statement, in one batch. */
async function runCli(change: Parameters<typeof adminCliStatements>[0]) {
  await env.DB.batch(adminCliStatements(change).map((statement) => env.DB.prepare(statement)));
}

const one = <T>(query: string, ...params: unknown[]) =>
  env.DB.prepare(query)
    .bind(...params)
    .first<T>();
const count = async (table: string, adminId: number, extra = "") =>
  (await one<{ n: number }>(`select count(*) as n from ${table} where admin_id = ? ${extra}`, adminId))!.n;

const EMAIL = "o'brien@example.com";
let ownerId = 0;

beforeAll(async () => {
  await runCli({ email: EMAIL, passwordHash: await hashPassword("first password of the owner"), resetFactors: false, now: new Date().toISOString() });
  ownerId = (await one<{ id: number }>("select id from admin_users where email = ?", EMAIL))!.id;
});

describe("the SQL of npm run admin", () => {
  // Each test counts the audit rows it makes: none from another test.
  beforeEach(() => env.DB.prepare("delete from audit_log").run());

  it("creates the first admin as the owner, quoting the address, and a later one as a manager", async () => {
    expect(await one("select role from admin_users where id = ?", ownerId)).toEqual({ role: "owner" });
    await runCli({ email: "second@example.com", passwordHash: await hashPassword("second admin password"), resetFactors: false, now: new Date().toISOString() });
    expect(await one("select role from admin_users where email = 'second@example.com'")).toEqual({ role: "manager" });
    // A plain password change is no factor reset: no audit row.
    expect(await one("select count(*) as n from audit_log")).toEqual({ n: 0 });
  });

  it("resets a lost-factor admin: new password, sessions, links and factors gone, password sign-in on, and one audit row naming the CLI", async () => {
    const later = new Date(Date.now() + 60_000).toISOString();
    await env.DB.batch([
      env.DB.prepare("insert into sessions (token_hash, admin_id, expires_at) values ('s1', ?, ?)").bind(ownerId, later),
      env.DB.prepare("insert into admin_passkeys (id, admin_id, name, public_key) values ('cred-1', ?, 'Laptop', 'AAAA')").bind(ownerId),
      env.DB.prepare("insert into admin_totp (admin_id, secret, enabled_at) values (?, 'sealed', ?)").bind(ownerId, later),
      env.DB.prepare("insert into admin_recovery_codes (admin_id, code_hash) values (?, 'h')").bind(ownerId),
      env.DB.prepare("insert into password_resets (token_hash, admin_id, expires_at) values ('r1', ?, ?)").bind(ownerId, later),
      env.DB.prepare("update admin_users set password_sign_in = 0 where id = ?").bind(ownerId),
    ]);
    const now = new Date().toISOString();
    await runCli({ email: EMAIL, passwordHash: await hashPassword("a brand new owner password"), resetFactors: true, now });

    const admin = await one<{ password_hash: string; password_sign_in: number; role: string }>("select * from admin_users where id = ?", ownerId);
    expect(await verifyPassword("a brand new owner password", admin!.password_hash)).toBe(true);
    expect(admin).toMatchObject({ password_sign_in: 1, role: "owner" });
    expect(await count("sessions", ownerId, "and revoked_at is null")).toBe(0);
    expect(await count("password_resets", ownerId, "and used_at is null")).toBe(0);
    for (const table of ["admin_passkeys", "admin_totp", "admin_recovery_codes"]) expect(await count(table, ownerId)).toBe(0);

    const audit = (await env.DB.prepare("select action, admin_id, actor, record_type, record_id, detail, ip, created_at from audit_log").all()).results;
    expect(audit).toEqual([
      { action: "admin.factors_reset", admin_id: null, actor: CLI_ACTOR, record_type: "admin", record_id: ownerId, detail: null, ip: null, created_at: now },
    ]);
  });

  it("creates an account it does not find, and records the reset against it", async () => {
    await runCli({ email: "new@example.com", passwordHash: await hashPassword("a new admin password"), resetFactors: true, now: new Date().toISOString() });
    const id = (await one<{ id: number }>("select id from admin_users where email = 'new@example.com'"))!.id;
    // Created and reset in one go: the row names the new account, nothing else.
    expect(await one("select actor, record_id from audit_log where record_id = ?", id)).toEqual({ actor: CLI_ACTOR, record_id: id });
  });
});
