import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, call, login, seedAdmin, sessionCookieOf } from "../testing/admin-helpers";
import { expectedAddressKey } from "../testing/throttle-keys";
import { slowdownMs } from "./attempt-throttle";

// wrangler.toml: LOGIN_MAX_FAILURES = 5, LOGIN_LOCK_MINUTES = 15.
const MAX_FAILURES = Number(env.LOGIN_MAX_FAILURES);
const LOCKED = { error: "Too many failed sign-in attempts. Please wait 15 minutes and try again." };

beforeAll(() => seedAdmin());

/** Seeds an admin of its own, so one test's failures cannot lock another's. */
async function ownAdmin(name: string) {
  const email = `${name}@example.com`;
  await seedAdmin(email, ADMIN.password);
  return email;
}

async function recorded(scope: string, key: string): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from throttle_events where scope = ? and key = ?")
    .bind(scope, key)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("login throttling", () => {
  it("locks an email from the address it failed from, even for the right password", async () => {
    expect(MAX_FAILURES).toBe(5);
    const email = await ownAdmin("pair");
    const ip = "192.0.2.1";
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(email, "wrong-password", ip)).status).toBe(401);
    }
    const locked = await login(email, ADMIN.password, ip);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toBe("900");
    expect(await locked.json()).toEqual(LOCKED);
    expect((await login(email, ADMIN.password, "192.0.2.2")).status).toBe(200);
  });

  it("never locks the owner out of an address that has not failed, however many others did", async () => {
    const email = await ownAdmin("distributed");
    for (let i = 0; i < 2 * MAX_FAILURES; i++) {
      expect((await login(email, "wrong-password", `192.0.2.${10 + i}`)).status).toBe(401);
    }
    expect((await login(email, ADMIN.password, "192.0.2.100")).status).toBe(200);
  });

  it("locks an address after failures across different emails", async () => {
    const ip = "198.18.0.1";
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(`someone${i}@example.com`, "guess", ip)).status).toBe(401);
    }
    expect((await login("another@example.com", "guess", ip)).status).toBe(429);
  });

  it("counts failures in D1 and lets them lapse once the lock window has passed", async () => {
    const email = await ownAdmin("lapsed");
    const ip = "198.18.1.1";
    for (let i = 0; i < MAX_FAILURES; i++) await login(email, "wrong-password", ip);
    expect((await login(email, ADMIN.password, ip)).status).toBe(429);
    const old = new Date(Date.now() - 16 * 60_000).toISOString();
    await env.DB.prepare("update throttle_events set created_at = ?").bind(old).run();
    expect((await login(email, ADMIN.password, ip)).status).toBe(200);
  });
});

describe("login throttling under concurrency", () => {
  it("evaluates at most the allowed attempts of a parallel burst, the right password among them", async () => {
    const email = await ownAdmin("burst");
    const ip = "198.18.2.1";
    const passwords = [...Array.from({ length: 19 }, (_, i) => `wrong-${i}`), ADMIN.password];
    const statuses = (await Promise.all(passwords.map((password) => login(email, password, ip)))).map((r) => r.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect(count(401)).toBeLessThanOrEqual(MAX_FAILURES - count(200));
    expect(count(429)).toBeGreaterThanOrEqual(passwords.length - MAX_FAILURES);
    expect(count(401) + count(200) + count(429)).toBe(passwords.length);
  });

  it("records exactly the allowed failures for a parallel burst of wrong passwords", async () => {
    const email = await ownAdmin("burst-wrong");
    const ip = "198.18.3.1";
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, (_, i) => login(email, `wrong-${i}`, ip)))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAX_FAILURES);
    expect(await recorded("login_pair", `${await expectedAddressKey(email)}|${ip}`)).toBe(MAX_FAILURES);
  });
});

describe("password change throttling", () => {
  it("shares the login's throttle for the current-password check", async () => {
    const email = await ownAdmin("changer");
    const ip = "198.18.4.1";
    const cookie = sessionCookieOf(await login(email, ADMIN.password, ip));
    const change = (currentPassword: string) =>
      call("/api/admin/password", {
        method: "PUT",
        cookie,
        headers: { "CF-Connecting-IP": ip },
        json: { currentPassword, newPassword: "another-long-password" },
      });
    for (let i = 0; i < MAX_FAILURES; i++) expect((await change("not-it")).status).toBe(400);
    const locked = await change(ADMIN.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toBe("900");
    expect(await locked.json()).toEqual({
      error: "Too many wrong passwords. Please wait 15 minutes and try again.",
    });
    expect((await login(email, ADMIN.password, ip)).status).toBe(429);
  });
});

describe("per-email slowdown", () => {
  it("grows one step per failure beyond the limit and stops at eight steps", () => {
    expect([0, 5, 6, 7, 13, 50].map((failures) => slowdownMs(failures, 5, 250))).toEqual([0, 0, 250, 500, 2000, 2000]);
  });
});
