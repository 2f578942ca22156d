import { describe, expect, it } from "vitest";
import { app } from "../app";
import { call, signIn } from "../testing/admin-helpers";
import { PUBLIC_ADMIN_ROUTES } from "../testing/public-admin-routes";

/** Every concrete admin API route the app has registered, read from Hono itself. */
const adminRoutes = app.routes
  .filter((r) => r.path.startsWith("/api/admin/") && !r.path.endsWith("*") && r.method !== "ALL")
  .map((r) => ({ method: r.method, path: r.path.replace(/:\w+/g, "1") }));
const uniqueAdminRoutes = [...new Map(adminRoutes.map((r) => [`${r.method} ${r.path}`, r])).values()];

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

  it.each(uniqueAdminRoutes.filter((r) => !PUBLIC_ADMIN_ROUTES.has(`${r.method} ${r.path}`)))(
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
