import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, login, seedAdmin } from "../testing/admin-helpers";

// wrangler.toml: LOGIN_MAX_FAILURES = 5, LOGIN_LOCK_MINUTES = 15.
const MAX_FAILURES = Number(env.LOGIN_MAX_FAILURES);

beforeAll(() => seedAdmin());

describe("login throttling", () => {
  it("locks an email after repeated failures, even for the right password and from new addresses", async () => {
    expect(MAX_FAILURES).toBe(5);
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(ADMIN.email, "wrong-password", `192.0.2.${i}`)).status).toBe(401);
    }
    const locked = await login(ADMIN.email, ADMIN.password, "192.0.2.200");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toBe("900");
    expect(await locked.json()).toEqual({
      error: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    });
  });

  it("locks an address after failures across different emails", async () => {
    const ip = "198.18.0.1";
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(`someone${i}@example.com`, "guess", ip)).status).toBe(401);
    }
    expect((await login("another@example.com", "guess", ip)).status).toBe(429);
  });

  it("counts failures in D1 and lets them lapse once the lock window has passed", async () => {
    const email = "lapsed@example.com";
    await seedAdmin(email, ADMIN.password);
    for (let i = 0; i < MAX_FAILURES; i++) await login(email, "wrong-password", `198.18.1.${i}`);
    expect((await login(email, ADMIN.password, "198.18.1.100")).status).toBe(429);
    const old = new Date(Date.now() - 16 * 60_000).toISOString();
    await env.DB.prepare("update throttle_events set created_at = ? where key = ?").bind(old, email).run();
    expect((await login(email, ADMIN.password, "198.18.1.101")).status).toBe(200);
  });
});
