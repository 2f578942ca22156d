/**
 * security.md "Passwords and login" and "Session": the hash, the answers of a failed sign-in, the
 * throttle under concurrency, and the life of the session cookie. [ASVS 6.3.1, 6.3.5, 6.3.8, 7.2.x, 7.4.x, 11.4.2]
 */
import { env, SELF } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from "../../worker/access/password";
import { ADMIN, call, login, ORIGIN, seedAdmin, sessionCookieOf, stepUp } from "../../worker/testing/admin-helpers";
import { SoftwareAuthenticator } from "../../worker/testing/software-authenticator";
import { expectedAddressKey } from "../../worker/testing/throttle-keys";

const MAX_FAILURES = Number(env.LOGIN_MAX_FAILURES);
const SESSION_ENDED = { error: "Your session has ended. Please sign in again." };
let ipCounter = 0;
/** A client address no other test in this file uses. */
const nextIp = () => `100.64.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** An admin of the test's own, so one test's failures and revocations cannot touch another's. */
async function ownAdmin(name: string, password = ADMIN.password) {
  const account = { email: `${name}@example.com`, password };
  await seedAdmin(account.email, account.password);
  return account;
}

async function cookieFor(account: { email: string; password: string }) {
  const res = await login(account.email, account.password, nextIp());
  expect(res.status).toBe(200);
  return sessionCookieOf(res);
}

const me = (cookie: string) => call("/api/admin/me", { cookie });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe("the password hash", () => {
  it("is stored as pbkdf2-sha256$100000$<16-byte salt>$<32-byte hash>, and nothing else about the password", async () => {
    const account = await ownAdmin("hash-format");
    const row = await env.DB.prepare("select * from admin_users where email = ?").bind(account.email).first<Record<string, unknown>>();
    // Besides the hash, only the boolean choice of whether password sign-in is allowed.
    expect(Object.keys(row!).filter((column) => /pass/i.test(column)).sort()).toEqual(["password_hash", "password_sign_in"]);
    const [prefix, iterations, salt, hash] = String(row!.password_hash).split("$");
    expect(prefix).toBe("pbkdf2-sha256");
    expect(iterations).toBe("100000");
    expect(atob(salt)).toHaveLength(16);
    expect(atob(hash)).toHaveLength(32);
    expect(JSON.stringify(row)).not.toContain(account.password);
  });

  it("uses exactly the 100 000 iterations Workers allow in production, and refuses a stored hash above them", async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const stored = await hashPassword("a-long-enough-password");
    expect(await verifyPassword("a-long-enough-password", stored.replace("$100000$", "$100001$"))).toBe(false);
    expect(await verifyPassword("a-long-enough-password", stored)).toBe(true);
  });

  it("accepts a Unicode password of 64+ code points at sign-in", async () => {
    const account = await ownAdmin("unicode", "प्रबंधन-पासवर्ड-🔐-सुरक्षित-".repeat(3));
    expect([...account.password].length).toBeGreaterThanOrEqual(64);
    expect((await login(account.email, account.password, nextIp())).status).toBe(200);
    expect((await login(account.email, account.password.slice(0, -2), nextIp())).status).toBe(401);
  });
});

describe("a failed sign-in", () => {
  it("answers an unknown email exactly like a wrong password", async () => {
    const account = await ownAdmin("same-answer");
    const [wrong, unknown] = [await login(account.email, "not-the-password", nextIp()), await login("nobody@example.com", "not-the-password", nextIp())];
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    const body = await unknown.text();
    expect(body).toBe(JSON.stringify({ error: "Invalid credentials" }));
    expect(await wrong.text()).toBe(body);
    for (const name of ["Content-Type", "Set-Cookie", "Retry-After", "Cache-Control"]) {
      expect(unknown.headers.get(name), name).toBe(wrong.headers.get(name));
    }
  });

  it("takes similar time for an unknown email and a wrong password (medians of 30 within 25 %)", async () => {
    const account = await ownAdmin("timing");
    const timed = async (email: string) => {
      // Each attempt alone: the per-email slowdown is the throttle's business, not this test's.
      await env.DB.prepare("delete from throttle_events").run();
      const start = performance.now();
      const res = await login(email, "not-the-password", nextIp());
      const elapsed = performance.now() - start;
      expect(res.status).toBe(401);
      return elapsed;
    };
    await timed("warm-up@example.com");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 30; i++) {
      known.push(await timed(account.email));
      unknown.push(await timed(`nobody-${i}@example.com`));
    }
    const [a, b] = [median(known), median(unknown)];
    expect(a).toBeGreaterThan(0);
    expect(Math.abs(a - b) / Math.max(a, b), `medians ${a.toFixed(1)} ms and ${b.toFixed(1)} ms`).toBeLessThanOrEqual(0.25);
  }, 30_000);
});

describe("the login throttle", () => {
  it("counts a parallel burst of 20 wrong passwords exactly, then refuses the right one from that address", async () => {
    const account = await ownAdmin("burst");
    const ip = nextIp();
    const statuses = (await Promise.all(Array.from({ length: 20 }, (_, i) => login(account.email, `wrong-${i}`, ip)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAX_FAILURES);
    const pair = await env.DB.prepare("select count(*) as n from throttle_events where scope = 'login_pair' and key = ?")
      // The address's HMAC key (never the address) and the client: worker/lib/address-key.ts.
      .bind(`${await expectedAddressKey(account.email)}|${ip}`)
      .first<{ n: number }>();
    expect(pair?.n).toBe(MAX_FAILURES);

    const locked = await login(account.email, account.password, ip);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Set-Cookie")).toBeNull();
    expect(await locked.json()).toEqual({ error: "Too many failed sign-in attempts. Please wait 15 minutes and try again." });
  });

  it("never locks the owner out of an address that has not failed, however many addresses failed for the email", async () => {
    const account = await ownAdmin("spread");
    for (let i = 0; i < 2 * MAX_FAILURES; i++) expect((await login(account.email, "guess", nextIp())).status).toBe(401);
    expect((await login(account.email, account.password, nextIp())).status).toBe(200);
  });

  it("locks one address that fails across many emails", async () => {
    const ip = nextIp();
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login(`guess-${i}@example.com`, "guess", ip)).status).toBe(401);
    const account = await ownAdmin("bystander");
    expect((await login(account.email, account.password, ip)).status).toBe(429);
  });

  it("guards the password change's current-password check too, as one throttle with sign-in", async () => {
    const account = await ownAdmin("change-throttle");
    const ip = nextIp();
    const cookie = sessionCookieOf(await login(account.email, account.password, ip));
    const change = (currentPassword: string) =>
      call("/api/admin/password", { method: "PUT", cookie, headers: { "CF-Connecting-IP": ip }, json: { currentPassword, newPassword: "another-long-password" } });
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => change("not-it")))).map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(MAX_FAILURES);
    expect((await change(account.password)).status).toBe(429);
    expect((await login(account.email, account.password, ip)).status).toBe(429);
  });
});

describe("the login throttle behind one office address", () => {
  // A firm of 5–20 people signs in from behind one NAT: failures count per account and per
  // address's distinct emails, never one colleague's attempts against everyone else.
  const LOCKED = { error: "Too many failed sign-in attempts. Please wait 15 minutes and try again." };
  const statusesOf = async (responses: Promise<Response>[]) => (await Promise.all(responses)).map((r) => r.status);

  it("six wrong passwords for one account from an address do not stop another account (the owner) signing in from it", async () => {
    const office = nextIp();
    const colleague = await ownAdmin("typo-colleague");
    const owner = await ownAdmin("office-owner");
    const answers: number[] = [];
    for (let i = 0; i < MAX_FAILURES + 1; i++) answers.push((await login(colleague.email, `typo-${i}`, office)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(owner.email, owner.password, office)).status).toBe(200);
    // The colleague's own lock holds there, the right password included.
    expect((await login(colleague.email, colleague.password, office)).status).toBe(429);
  });

  it("after failures for five distinct emails from an address, every further attempt from it gets 429, the right password included", async () => {
    const office = nextIp();
    const owner = await ownAdmin("sprayed-owner");
    // Accounts or not, alike: the count says nothing of which addresses exist.
    const emails = ["nobody-1@example.com", (await ownAdmin("sprayed-1")).email, "nobody-2@example.com", (await ownAdmin("sprayed-2")).email, "nobody-3@example.com"];
    for (const email of emails) expect((await login(email, "Spring2026!", office)).status).toBe(401);
    const locked = await login(owner.email, owner.password, office);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toBe("900");
    expect(await locked.json()).toEqual(LOCKED);
    expect((await login(emails[0], "Spring2026!", office)).status).toBe(429);
    expect((await login(owner.email, owner.password, nextIp())).status).toBe(200);
  });

  it("evaluates exactly 5 of a parallel burst of 20 wrong passwords across 20 emails from one address, and answers the rest 429", async () => {
    const office = nextIp();
    const statuses = await statusesOf(Array.from({ length: 20 }, (_, i) => login(`burst-${i}@example.com`, "Spring2026!", office)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAX_FAILURES);
    const counted = await env.DB.prepare("select count(distinct key) as n from throttle_events where scope = 'login_client_address' and key like ?").bind(`${office}|%`).first<{ n: number }>();
    expect(counted?.n).toBe(MAX_FAILURES);
  });

  it("still answers 429 to the sixth to tenth of ten wrong passwords in a row for one account from one address", async () => {
    const office = nextIp();
    const account = await ownAdmin("ten-in-a-row");
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await login(account.email, `wrong-${i}`, office)).status);
    expect(answers).toEqual([...Array(MAX_FAILURES).fill(401), ...Array(10 - MAX_FAILURES).fill(429)]);
  });

  it("counts wrong codes at the code step for that sign-in and account only: they lock nobody else", async () => {
    const office = nextIp();
    const colleague = await ownAdmin("code-colleague");
    const owner = await ownAdmin("code-owner");
    const secret = await withAuthenticatorApp(colleague);
    const pending = await login(colleague.email, colleague.password, office);
    expect(pending.status).toBe(202);
    const { token } = (await pending.json()) as { token: string };
    // None of them right for any step the server accepts (one either side of now).
    const near = [-30_000, 0, 30_000].map((offset) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offset }));
    const wrong = ["000000", "111111", "222222", "333333", "444444", "555555", "666666", "777777", "888888"].filter((code) => !near.includes(code)).slice(0, 6);
    const answers: number[] = [];
    for (const code of wrong) {
      answers.push((await call("/api/admin/login/code", { method: "POST", json: { token, code }, headers: { "CF-Connecting-IP": office } })).status);
    }
    expect(answers.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(answers.slice(4).every((s) => s === 400 || s === 429)).toBe(true);
    expect((await login(owner.email, owner.password, office)).status).toBe(200);
    const counted = await env.DB.prepare("select count(*) as n from throttle_events where scope = 'login_client_address' and key like ?").bind(`${office}|%`).first<{ n: number }>();
    expect(counted?.n).toBe(0);
  });

  it("lets a passkey sign in from an address locked for passwords, while another account is locked there", async () => {
    const office = nextIp();
    const owner = await ownAdmin("passkey-owner");
    const authenticator = await withPasskey(owner);
    const colleague = await ownAdmin("locked-colleague");
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login(colleague.email, `typo-${i}`, office)).status).toBe(401);
    for (let i = 1; i < MAX_FAILURES; i++) expect((await login(`stranger-${i}@example.com`, "guess", office)).status).toBe(401);
    expect((await login(colleague.email, colleague.password, office)).status).toBe(429);
    expect((await login(owner.email, owner.password, office)).status).toBe(429);

    const headers = { "CF-Connecting-IP": office };
    const options = (await (await call("/api/admin/passkeys/sign-in/options", { method: "POST", headers })).json()) as { challenge: string };
    authenticator.counter += 1;
    const signedIn = await call("/api/admin/passkeys/sign-in/verify", { method: "POST", json: { response: await authenticator.assert(options) }, headers });
    expect(signedIn.status).toBe(200);
    expect((await me(sessionCookieOf(signedIn))).status).toBe(200);
    // Sixteen password checks of 100,000 PBKDF2 rounds and a passkey registered and used: beyond the
    // default 5 s on a busy machine.
  }, 30_000);
});

/** Sets up an authenticator app for the account (its password confirmed first); the app's secret. */
async function withAuthenticatorApp(account: { email: string; password: string }) {
  const up = await stepUp(await cookieFor(account), { password: account.password });
  const setup = await call("/api/admin/factors/totp/setup", { method: "POST", cookie: up.cookie, headers: up.headers });
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() - 30_000 });
  expect((await call("/api/admin/factors/totp/confirm", { method: "POST", cookie: up.cookie, json: { code } })).status).toBe(200);
  return secret;
}

/** Registers a passkey for the account (its password confirmed first); the authenticator that holds it. */
async function withPasskey(account: { email: string; password: string }) {
  const up = await stepUp(await cookieFor(account), { password: account.password });
  const options = await call("/api/admin/passkeys/registration/options", { method: "POST", cookie: up.cookie, headers: up.headers });
  expect(options.status).toBe(200);
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const response = await authenticator.register((await options.json()) as { challenge: string; user: { id: string } });
  expect((await call("/api/admin/passkeys/registration/verify", { method: "POST", cookie: up.cookie, json: { name: "Office laptop", response } })).status).toBe(201);
  return authenticator;
}

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Strict, Path=/, has a max age, and is Secure off plain-http localhost", async () => {
    const account = await ownAdmin("attributes");
    const local = (await login(account.email, account.password, nextIp())).headers.get("Set-Cookie") ?? "";
    expect(local).toMatch(/^admin_session=[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Strict$/);
    const https = await SELF.fetch("https://www.vriddhi.example/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://www.vriddhi.example", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify(account),
    });
    expect(https.headers.get("Set-Cookie")).toMatch(/; Secure/);
  });

  it("holds a random 32-byte token, of which the database keeps only the SHA-256", async () => {
    const account = await ownAdmin("token");
    const tokens = await Promise.all([1, 2].map(async () => decodeURIComponent((await cookieFor(account)).split("=")[1]).split(".")[0]));
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens) {
      expect(atob(token.replace(/-/g, "+").replace(/_/g, "/"))).toHaveLength(32);
      const stored = await env.DB.prepare("select * from sessions where token_hash = ? or token_hash = ?")
        .bind(token, await sha256Hex(token))
        .all<{ token_hash: string; expires_at: string; revoked_at: string | null }>();
      expect(stored.results.map((r) => r.token_hash)).toEqual([await sha256Hex(token)]);
    }
  });

  it("is refused when tampered with, forged, unsigned or signed with another key", async () => {
    const account = await ownAdmin("tamper");
    const cookie = await cookieFor(account);
    const [token, signature] = decodeURIComponent(cookie.slice("admin_session=".length)).split(".");
    // One character in the middle: near the end of base64 a change may fall in the padding bits and
    // decode to the same bytes, which would make the test pass or fail by chance.
    const flip = (s: string) => {
      const i = Math.floor(s.length / 2);
      return s.slice(0, i) + (s[i] === "A" ? "B" : "A") + s.slice(i + 1);
    };
    const otherKey = await hmac(token, "some-other-secret");
    for (const value of [`${flip(token)}.${signature}`, `${token}.${flip(signature)}`, token, `${token}.${otherKey}`, `${token}.`, ""]) {
      const res = await me(`admin_session=${encodeURIComponent(value)}`);
      expect(res.status, value).toBe(401);
      expect(await res.json()).toEqual(SESSION_ENDED);
    }
    expect((await me(cookie)).status).toBe(200);
  });

  it("is refused once its session has expired", async () => {
    const account = await ownAdmin("expiry");
    const cookie = await cookieFor(account);
    const token = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    await env.DB.prepare("update sessions set expires_at = ? where token_hash = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), await sha256Hex(token))
      .run();
    expect((await me(cookie)).status).toBe(401);
  });

  it("is refused when replayed after logout, which revokes it on the server", async () => {
    const account = await ownAdmin("logout");
    const [cookie, other] = [await cookieFor(account), await cookieFor(account)];
    const out = await call("/api/admin/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("Set-Cookie")).toMatch(/^admin_session=; Max-Age=0;/);
    expect((await me(cookie)).status).toBe(401);
    // The replayed cookie cannot sign out again or act: it is revoked, not merely forgotten by the browser.
    expect((await call("/api/admin/logout", { method: "POST", cookie })).status).toBe(401);
    expect((await me(other)).status).toBe(200);
  });

  it("of other devices is refused after 'sign out other sessions', which keeps this one", async () => {
    const account = await ownAdmin("everywhere");
    const [here, a, b] = [await cookieFor(account), await cookieFor(account), await cookieFor(account)];
    expect((await call("/api/admin/sessions/revoke-others", { method: "POST", cookie: here })).status).toBe(200);
    expect([(await me(here)).status, (await me(a)).status, (await me(b)).status]).toEqual([200, 401, 401]);
  });

  it("is replaced on a password change, which ends every earlier session of the admin", async () => {
    const account = await ownAdmin("change");
    const [current, other] = [await cookieFor(account), await cookieFor(account)];
    const newPassword = "a-new-and-long-passphrase";
    const res = await call("/api/admin/password", { method: "PUT", cookie: current, json: { currentPassword: account.password, newPassword } });
    expect(res.status).toBe(200);
    const renewed = sessionCookieOf(res);
    expect(renewed).not.toBe(current);
    expect((await me(renewed)).status).toBe(200);
    expect((await me(current)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await login(account.email, account.password, nextIp())).status).toBe(401);
    expect((await login(account.email, newPassword, nextIp())).status).toBe(200);
  });
});

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A signature of `value` the way hono/cookie signs, under a key the server does not hold. */
async function hmac(value: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(value));
  return btoa(String.fromCharCode(...new Uint8Array(signature)));
}

beforeAll(() => expect(ORIGIN).toBe("http://localhost"));
