import { createExecutionContext, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../app";
import { passwordMessages } from "#core/schemas/password-policy";
import { ADMIN, call, login, seedAdmin, sessionCookieOf, sqlRun, tokenHashOf } from "../testing/admin-helpers";

beforeAll(() => seedAdmin());

describe("POST /api/admin/login", () => {
  it("signs in with the right password and sets a hardened session cookie", async () => {
    const res = await login("  Admin@Example.com ", ADMIN.password, "203.0.113.10");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: expect.any(Number), email: ADMIN.email, name: "", role: "owner", factorChanges: [] });
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^admin_session=[^;]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=604800/);
    // plain-http localhost is the one place a Secure cookie would be dropped
    expect(cookie).not.toMatch(/; Secure/);
  });

  it("names it __Host-admin_session, Secure, Path=/ and without Domain on any other host", async () => {
    await seedAdmin();
    const { SELF } = await import("cloudflare:test");
    const origin = "https://admin.example.in";
    const res = await SELF.fetch(`${origin}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, "CF-Connecting-IP": "203.0.113.11" },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^__Host-admin_session=[^;]+;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    // Read back under the same name; the local name is not accepted there.
    const pair = cookie.split(";")[0];
    const me = (c: string) => SELF.fetch(`${origin}/api/admin/me`, { headers: { Cookie: c, Origin: origin } });
    expect((await me(pair)).status).toBe(200);
    expect((await me(pair.replace(/^__Host-/, ""))).status).toBe(401);
  });

  it("keeps the __Host- name for https on localhost: only plain http localhost falls back", async () => {
    const { SELF } = await import("cloudflare:test");
    for (const [url, name] of [
      ["https://localhost/api/admin/login", "__Host-admin_session"],
      ["http://127.0.0.1/api/admin/login", "admin_session"],
    ] as const) {
      const res = await SELF.fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: new URL(url).origin, "CF-Connecting-IP": "203.0.113.16" },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("Set-Cookie")?.startsWith(`${name}=`)).toBe(true);
    }
  });

  it("stores only the SHA-256 of the token", async () => {
    const res = await login(ADMIN.email, ADMIN.password, "203.0.113.12");
    const token = decodeURIComponent(sessionCookieOf(res).split("=").slice(1).join("=")).split(".")[0];
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    const row = await env.DB.prepare("select token_hash from sessions where token_hash = ?").bind(hex).first();
    expect(row).not.toBeNull();
    const raw = await env.DB.prepare("select count(*) as n from sessions where token_hash = ?").bind(token).first<{ n: number }>();
    expect(raw?.n).toBe(0);
  });

  it("gives the same 401 answer for a wrong password and an unknown email", async () => {
    const wrong = await login(ADMIN.email, "not-the-password", "203.0.113.13");
    const unknown = await login("nobody@example.com", ADMIN.password, "203.0.113.14");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Invalid credentials" });
    expect(await unknown.json()).toEqual({ error: "Invalid credentials" });
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
  });

  it("rejects a missing password with the form's message", async () => {
    const res = await login(ADMIN.email, "", "203.0.113.15");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Password is required", fieldErrors: { password: "Password is required" } });
  });
});

describe("sessions", () => {
  async function freshCookie(ip: string) {
    return sessionCookieOf(await login(ADMIN.email, ADMIN.password, ip));
  }

  it("lets /api/admin/me name the signed-in admin", async () => {
    const res = await call("/api/admin/me", { cookie: await freshCookie("203.0.113.20") });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: expect.any(Number), email: ADMIN.email, name: "", role: "owner" });
  });

  it("refuses a tampered or forged cookie", async () => {
    const cookie = await freshCookie("203.0.113.21");
    const [name, value] = [cookie.split("=")[0], decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1))];
    const [token, signature] = value.split(".");
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const tampered = `${name}=${encodeURIComponent(`${flipped}.${signature}`)}`;
    const forged = `${name}=${encodeURIComponent(`${token}.${btoa("x".repeat(32))}`)}`;
    const unsigned = `${name}=${token}`;
    for (const bad of [tampered, forged, unsigned]) {
      expect((await call("/api/admin/me", { cookie: bad })).status).toBe(401);
    }
    expect((await call("/api/admin/me", { cookie })).status).toBe(200);
  });

  it("refuses an expired session", async () => {
    const cookie = await freshCookie("203.0.113.22");
    await sqlRun("update sessions set expires_at = '2000-01-01T00:00:00.000Z' where token_hash = ?", await tokenHashOf(cookie));
    expect((await call("/api/admin/me", { cookie })).status).toBe(401);
  });

  it("logout revokes the session on the server, so replaying the cookie fails", async () => {
    const cookie = await freshCookie("203.0.113.23");
    const out = await call("/api/admin/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("Set-Cookie")).toMatch(/^admin_session=;.*Max-Age=0/);
    const replay = await call("/api/admin/me", { cookie });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: "Your session has ended. Please sign in again." });
  });


  it("logout refuses GET", async () => {
    const cookie = await freshCookie("203.0.113.26");
    expect((await call("/api/admin/logout", { cookie })).status).toBe(404);
    expect((await call("/api/admin/me", { cookie })).status).toBe(200);
  });
});

describe("PUT /api/admin/password", () => {
  it("refuses a wrong current password and a short new one", async () => {
    const cookie = sessionCookieOf(await login(ADMIN.email, ADMIN.password, "203.0.113.30"));
    const wrong = await call("/api/admin/password", {
      method: "PUT",
      cookie,
      json: { currentPassword: "not-it", newPassword: "another-long-password" },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ fieldErrors: { currentPassword: "The current password is incorrect." } });
    const short = await call("/api/admin/password", {
      method: "PUT",
      cookie,
      json: { currentPassword: ADMIN.password, newPassword: "short" },
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ fieldErrors: { newPassword: passwordMessages.tooShort } });
  });

  it("changes the password, revokes the admin's other sessions and renews this one's token", async () => {
    // An admin of its own: the other tests sign in with the first admin's password.
    const admin = { email: "changer@example.com", password: ADMIN.password };
    await seedAdmin(admin.email, admin.password);
    const current = sessionCookieOf(await login(admin.email, admin.password, "203.0.113.31"));
    const other = sessionCookieOf(await login(admin.email, admin.password, "203.0.113.32"));
    const newPassword = "नया-पासवर्ड-🔐-".repeat(5);
    const res = await call("/api/admin/password", {
      method: "PUT",
      cookie: current,
      json: { currentPassword: admin.password, newPassword },
    });
    expect(res.status).toBe(200);
    expect((await call("/api/admin/me", { cookie: sessionCookieOf(res) })).status).toBe(200);
    expect((await call("/api/admin/me", { cookie: current })).status).toBe(401);
    expect((await call("/api/admin/me", { cookie: other })).status).toBe(401);
    expect((await login(admin.email, admin.password, "203.0.113.33")).status).toBe(401);
    expect((await login(admin.email, newPassword, "203.0.113.34")).status).toBe(200);
  });
});

describe("without SESSION_SECRET", () => {
  // An admin of its own, apart from the first admin the tests above sign in as.
  const owner = { email: "owner@example.com", password: "owner-password-123" };
  beforeAll(() => seedAdmin(owner.email, owner.password));
  const production = { ...env, SESSION_SECRET: undefined };
  const post = (origin: string) =>
    app.request(
      `${origin}/api/admin/login`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin, "CF-Connecting-IP": "203.0.113.40" },
        body: JSON.stringify(owner),
      },
      production,
      // As in production: a sign-in is an event whose after-response handlers go to waitUntil.
      createExecutionContext(),
    );

  it("refuses to create sessions on a public host rather than sign with a known key", async () => {
    const res = await post("https://www.vriddhi.example");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: "An error occurred during login" });
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("still works on localhost with the local development key", async () => {
    const res = await post("http://localhost");
    expect(res.status).toBe(200);
    const cookie = sessionCookieOf(res);
    // a cookie signed with the local key is worthless on a public host
    const me = await app.request("https://www.vriddhi.example/api/admin/me", { headers: { Cookie: cookie } }, production);
    expect(me.status).toBe(401);
  });
});
