import { describe, expect, it } from "vitest";
import { app } from "../app";
import { call, signIn } from "../testing/admin-helpers";

/** Every concrete admin API route the app has registered, read from Hono itself. */
const adminRoutes = app.routes
  .filter((r) => r.path.startsWith("/api/admin/") && !r.path.endsWith("*") && r.method !== "ALL")
  .map((r) => ({ method: r.method, path: r.path.replace(/:\w+/g, "1") }));
const uniqueAdminRoutes = [...new Map(adminRoutes.map((r) => [`${r.method} ${r.path}`, r])).values()];
// The sign-in steps (the password, its code, and a passkey: its challenge and the answer), an
// invitation link and a password reset, whose tokens are the credential (staff.test.ts and
// password-reset.test.ts cover them).
const PUBLIC = new Set([
  "POST /api/admin/login",
  "POST /api/admin/login/code",
  "POST /api/admin/passkeys/sign-in/options",
  "POST /api/admin/passkeys/sign-in/verify",
  "POST /api/admin/invitations/open",
  "POST /api/admin/invitations/accept",
  "GET /api/admin/password-reset",
  "POST /api/admin/password-reset",
  "POST /api/admin/password-reset/check",
  "POST /api/admin/password-reset/complete",
]);

describe("every /api/admin route without a session", () => {
  it("covers the routes the admin depends on", () => {
    const keys = uniqueAdminRoutes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      "GET /api/admin/me",
      "GET /api/admin/dashboard",
      "POST /api/admin/blogs",
      "DELETE /api/admin/jobs/1",
      "PATCH /api/admin/inquiries/1/status",
      "GET /api/admin/inquiries/1/resume",
      "PUT /api/admin/uploads/blogs/1/image",
    ]) {
      expect(keys).toContain(expected);
    }
  });

  it.each(uniqueAdminRoutes.filter((r) => !PUBLIC.has(`${r.method} ${r.path}`)))(
    "$method $path answers 401 JSON",
    async ({ method, path }) => {
      const res = await call(path, { method, json: method === "GET" ? undefined : {} });
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ error: "Your session has ended. Please sign in again." });
    },
  );
});

describe("cross-site requests", () => {
  it("are refused with 403 even with a valid session", async () => {
    const cookie = await signIn();
    const res = await call("/api/admin/blogs/1/published", {
      method: "PATCH",
      cookie,
      json: { published: true },
      headers: { Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    const login = await call("/api/admin/login", {
      method: "POST",
      json: { email: "admin@example.com", password: "x" },
      headers: { Origin: "https://evil.example" },
    });
    expect(login.status).toBe(403);
  });

  it("JSON endpoints refuse a form-encoded body", async () => {
    const cookie = await signIn();
    const res = await call("/api/admin/blogs", {
      method: "POST",
      cookie,
      body: "title=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
  });
});
