import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, call, login, seedAdmin, sessionCookieOf, sqlRun, tokenHashOf } from "../testing/admin-helpers";
import { describeDevice } from "../staff/device";

// wrangler.toml: SESSION_IDLE_MINUTES = 60, SESSION_DAYS = 7.
const CHROME_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(() => seedAdmin());

let ipCounter = 0;
/** A new session of the seeded admin, from a browser of the test's choosing. */
async function signInFrom(userAgent = CHROME_ON_WINDOWS): Promise<string> {
  ipCounter += 1;
  const res = await call("/api/admin/login", {
    method: "POST",
    json: { email: ADMIN.email, password: ADMIN.password },
    headers: { "CF-Connecting-IP": `198.51.100.${ipCounter}`, "User-Agent": userAgent },
  });
  expect(res.status).toBe(200);
  return sessionCookieOf(res);
}

async function sessionRow(cookie: string) {
  return env.DB.prepare("select * from sessions where token_hash = ?")
    .bind(await tokenHashOf(cookie))
    .first<{ public_id: string; user_agent: string; ip: string; created_at: string; last_seen_at: string; expires_at: string; revoked_at: string | null }>();
}

const me = (cookie: string) => call("/api/admin/me", { cookie });

describe("a session row", () => {
  it("records the device, address, start and last use, and ends 7 days on", async () => {
    const before = Date.now();
    const cookie = await signInFrom();
    const row = await sessionRow(cookie);
    expect(row).toMatchObject({ user_agent: CHROME_ON_WINDOWS, ip: `198.51.100.${ipCounter}` });
    expect(row?.public_id).toMatch(/^[0-9a-f-]{36}$/);
    for (const at of [row?.created_at, row?.last_seen_at]) expect(Date.parse(at ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row?.expires_at ?? "") - Date.parse(row?.created_at ?? "")).toBeCloseTo(7 * 24 * HOUR, -4);
  });

  it("keeps only a trimmed User-Agent", async () => {
    const cookie = await signInFrom(`  ${"x".repeat(1000)}  `);
    expect((await sessionRow(cookie))?.user_agent).toBe("x".repeat(256));
  });
});

describe("expiry", () => {
  it("ends a session idle for an hour, though its absolute end is days away", async () => {
    const cookie = await signInFrom();
    const hash = await tokenHashOf(cookie);
    await sqlRun("update sessions set last_seen_at = ? where token_hash = ?", ago(59 * MINUTE), hash);
    expect((await me(cookie)).status).toBe(200);
    // That request counted as use: the hour starts again.
    expect(Date.parse((await sessionRow(cookie))?.last_seen_at ?? "")).toBeGreaterThan(Date.now() - MINUTE);
    await sqlRun("update sessions set last_seen_at = ? where token_hash = ?", ago(61 * MINUTE), hash);
    const res = await me(cookie);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Your session has ended. Please sign in again." });
  });

  it("ends a session at its absolute end, however active", async () => {
    const cookie = await signInFrom();
    await sqlRun("update sessions set expires_at = ?, last_seen_at = ? where token_hash = ?", ago(1000), ago(0), await tokenHashOf(cookie));
    expect((await me(cookie)).status).toBe(401);
  });

  it("writes last-seen at most once a minute", async () => {
    const cookie = await signInFrom();
    const hash = await tokenHashOf(cookie);
    const thirtySecondsAgo = ago(30_000);
    await sqlRun("update sessions set last_seen_at = ? where token_hash = ?", thirtySecondsAgo, hash);
    expect((await me(cookie)).status).toBe(200);
    expect((await sessionRow(cookie))?.last_seen_at).toBe(thirtySecondsAgo);
    const twoMinutesAgo = ago(2 * MINUTE);
    await sqlRun("update sessions set last_seen_at = ? where token_hash = ?", twoMinutesAgo, hash);
    expect((await me(cookie)).status).toBe(200);
    expect(Date.parse((await sessionRow(cookie))?.last_seen_at ?? "")).toBeGreaterThan(Date.parse(twoMinutesAgo) + MINUTE);
  });
});

describe("the session list", () => {
  it("lists the admin's live sessions with device, address and times, marking this one", async () => {
    const phone = await signInFrom(SAFARI_ON_IPHONE);
    const laptop = await signInFrom();
    const ended = await signInFrom();
    await call("/api/admin/logout", { method: "POST", cookie: ended });
    const res = await call("/api/admin/sessions", { cookie: laptop });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: string; device: string; ip: string; current: boolean; createdAt: string; lastSeenAt: string; userAgent: string }[];
    const ids = list.map((s) => s.id);
    expect(ids).toContain((await sessionRow(phone))?.public_id);
    expect(ids).toContain((await sessionRow(laptop))?.public_id);
    expect(ids).not.toContain((await sessionRow(ended))?.public_id);
    expect(list.filter((s) => s.current).map((s) => s.id)).toEqual([(await sessionRow(laptop))?.public_id]);
    const phoneId = (await sessionRow(phone))?.public_id;
    expect(list.find((s) => s.id === phoneId)).toEqual({
      id: phoneId,
      device: "Safari on iPhone",
      userAgent: SAFARI_ON_IPHONE,
      ip: expect.stringMatching(/^198\.51\.100\./),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      current: false,
    });
    // The hash the database is keyed by never leaves the worker.
    expect(JSON.stringify(list)).not.toContain(await tokenHashOf(laptop));
  });

  it("signs out one other session, and refuses another admin's session or this one", async () => {
    const [here, there] = [await signInFrom(), await signInFrom()];
    const thereId = (await sessionRow(there))?.public_id;
    const hereId = (await sessionRow(here))?.public_id;
    const other = { email: "colleague@example.com", password: "colleague-password" };
    await seedAdmin(other.email, other.password);
    const colleague = sessionCookieOf(await login(other.email, other.password, "198.51.100.200"));
    expect((await call(`/api/admin/sessions/${thereId}`, { method: "DELETE", cookie: colleague })).status).toBe(404);
    expect((await me(there)).status).toBe(200);

    expect((await call(`/api/admin/sessions/${hereId}`, { method: "DELETE", cookie: here })).status).toBe(400);
    const res = await call(`/api/admin/sessions/${thereId}`, { method: "DELETE", cookie: here });
    expect(res.status).toBe(200);
    expect((await me(there)).status).toBe(401);
    expect((await me(here)).status).toBe(200);
    expect((await call(`/api/admin/sessions/${thereId}`, { method: "DELETE", cookie: here })).status).toBe(404);
  });

  it("signs out all other sessions and keeps this one", async () => {
    const [here, a, b] = [await signInFrom(), await signInFrom(), await signInFrom()];
    expect((await call("/api/admin/sessions/revoke-others", { method: "POST", cookie: here })).status).toBe(200);
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(401);
    expect((await me(here)).status).toBe(200);
    const list = (await (await call("/api/admin/sessions", { cookie: here })).json()) as unknown[];
    expect(list).toHaveLength(1);
  });
});

describe("re-verification", () => {
  const REQUIRED = { error: "Please confirm your password to continue.", code: "reverification_required" };
  const changeTo = (cookie: string, currentPassword: string, newPassword: string) =>
    call("/api/admin/password", { method: "PUT", cookie, json: { currentPassword, newPassword } });

  it("is fresh at sign-in and lapses after 12 hours: the password change then answers 403 with its code", async () => {
    const cookie = await signInFrom();
    const hash = await tokenHashOf(cookie);
    await sqlRun("update sessions set created_at = ? where token_hash = ?", ago(11 * HOUR), hash);
    expect((await changeTo(cookie, "wrong-password-here", "irrelevant-new-password")).status).toBe(400);

    await sqlRun("update sessions set created_at = ? where token_hash = ?", ago(13 * HOUR), hash);
    const res = await changeTo(cookie, ADMIN.password, "a-different-long-password");
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(REQUIRED);
    // Ordinary work goes on without it.
    expect((await me(cookie)).status).toBe(200);

    const wrong = await call("/api/admin/session/reverify", { method: "POST", cookie, json: { password: "not-the-password" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Invalid credentials" });
    expect((await changeTo(cookie, ADMIN.password, "a-different-long-password")).status).toBe(403);

    const right = await call("/api/admin/session/reverify", { method: "POST", cookie, json: { password: ADMIN.password } });
    expect(right.status).toBe(200);
    // A new authentication, a new token: the old one is over, the new one is fresh.
    const renewed = sessionCookieOf(right);
    expect(renewed).not.toBe(cookie);
    expect((await me(cookie)).status).toBe(401);
    expect(Date.parse((await sessionRow(renewed))?.created_at ?? "")).toBeGreaterThan(Date.now() - MINUTE);

    // The password change renews the token too; then back to the original password for later tests.
    const changed = await changeTo(renewed, ADMIN.password, "a-different-long-password");
    expect(changed.status).toBe(200);
    const afterChange = sessionCookieOf(changed);
    expect((await me(renewed)).status).toBe(401);
    expect((await changeTo(afterChange, "a-different-long-password", ADMIN.password)).status).toBe(200);
  });

  it("shares the login's throttle", async () => {
    const email = "reverify-throttle@example.com";
    await seedAdmin(email, ADMIN.password);
    const ip = "198.51.100.250";
    const cookie = sessionCookieOf(await login(email, ADMIN.password, ip));
    const reverify = (password: string) =>
      call("/api/admin/session/reverify", { method: "POST", cookie, json: { password }, headers: { "CF-Connecting-IP": ip } });
    for (let i = 0; i < Number(env.LOGIN_MAX_FAILURES); i++) expect((await reverify("wrong-password")).status).toBe(401);
    expect((await reverify(ADMIN.password)).status).toBe(429);
    expect((await login(email, ADMIN.password, ip)).status).toBe(429);
  });
});

describe("describeDevice", () => {
  it.each([
    [CHROME_ON_WINDOWS, "Chrome on Windows"],
    [SAFARI_ON_IPHONE, "Safari on iPhone"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox on macOS"],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0",
      "Edge on Android",
    ],
    ["curl/8.5.0", "Unknown browser"],
    ["", "Unknown device"],
  ])("%s → %s", (ua, expected) => expect(describeDevice(ua)).toBe(expected));
});
