import { env, SELF } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "../access/password";
import { app } from "../app";
import type { AppEnv } from "../env";
import { handleError } from "./errors";

describe("database", () => {
  it("has every table after the migrations ran on an empty D1", async () => {
    const { results } = await env.DB.prepare("select name from sqlite_master where type = 'table' order by name").all<{
      name: string;
    }>();
    const names = results.map((r) => r.name);
    for (const table of ["admin_users", "blogs", "inquiries", "jobs", "sessions", "subscribers", "throttle_events"]) {
      expect(names).toContain(table);
    }
  });

  it("stores no plain-text password column", async () => {
    const { results } = await env.DB.prepare("pragma table_info(admin_users)").all<{ name: string }>();
    // Columns are added over time (name, role, …); the only one about passwords is the hash.
    // Besides the hash, only the boolean choice of whether password sign-in is allowed.
    expect(results.map((r) => r.name).filter((name) => /pass/i.test(name)).sort()).toEqual(["password_hash", "password_sign_in"]);
  });
});

describe("GET /api/health", () => {
  it("reports that D1 answers", async () => {
    const res = await SELF.fetch("http://localhost/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  it("reports a missing SITE_URL as degraded on a deployed (https, not localhost) origin, where no mail could carry a link", async () => {
    const health = async (url: string, SITE_URL: string) => {
      const res = await app.request(url, {}, { ...env, SITE_URL });
      return { status: res.status, body: await res.json() };
    };
    expect(await health("https://www.firm.in/api/health", "")).toMatchObject({ status: 503, body: { status: "degraded", database: "ok", siteUrl: "missing" } });
    expect(await health("https://www.firm.in/api/health", "not a url")).toMatchObject({ status: 503, body: { status: "degraded", database: "ok", siteUrl: "missing" } });
    expect(await health("https://www.firm.in/api/health", "https://www.firm.in")).toMatchObject({ status: 200, body: { status: "ok", database: "ok" } });
    for (const local of ["https://localhost/api/health", "http://localhost:8787/api/health", "http://www.firm.in/api/health"]) {
      expect(await health(local, "")).toMatchObject({ status: 200, body: { status: "ok", database: "ok" } });
    }
  });
});

describe("unknown API paths", () => {
  it("answer JSON 404", async () => {
    const res = await SELF.fetch("http://localhost/api/x");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: "Not found" });
  });
});

describe("security headers", () => {
  it("are on API responses", async () => {
    const res = await SELF.fetch("http://localhost/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    const csp = res.headers.get("content-security-policy") ?? "";
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  });
});

describe("request body limit", () => {
  it("answers 413 with a message for an oversized JSON body", async () => {
    const res = await SELF.fetch("http://localhost/api/health", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()) as { error: string }).toHaveProperty("error", expect.stringContaining("too large"));
  });
});

describe("unexpected errors", () => {
  it("answer a generic JSON 500 without the error's details or stack", async () => {
    const app = new Hono<AppEnv>().onError(handleError).get("/boom", () => {
      throw new Error("secret internal detail at worker/db.ts:12");
    });
    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: "Something went wrong on our side. Please try again in a moment." });
    expect(body).not.toContain("secret internal detail");
    expect(body).not.toContain("at ");
  });

});

describe("password hashing", () => {
  it("round-trips, rejects a wrong password and pins the production PBKDF2 cap", async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", stored)).toBe(false);
  });

  it("salts every hash and handles long Unicode passwords", async () => {
    const password = "पासवर्ड-🔐-".repeat(8) + "ünïcödé";
    expect([...password].length).toBeGreaterThanOrEqual(64);
    const a = await hashPassword(password);
    const b = await hashPassword(password);
    expect(a).not.toBe(b);
    expect(await verifyPassword(password, a)).toBe(true);
    expect(await verifyPassword(password.slice(0, -1), a)).toBe(false);
  });

  it("refuses hashes above the iteration cap instead of computing them", async () => {
    const stored = await hashPassword("secret-password");
    const inflated = stored.replace("$100000$", "$200000$");
    expect(await verifyPassword("secret-password", inflated)).toBe(false);
  });
});
