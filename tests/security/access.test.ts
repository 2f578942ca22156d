/**
 * security.md "Session" and "Access": every admin endpoint checks the session itself, the server
 * never writes admin data into HTML, and drafts stay out of every public output. [ASVS 8.2.1, 8.3.1]
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, call, createAs, signIn } from "../../worker/testing/admin-helpers";
import { postJson } from "../../worker/testing/helpers";
import { PUBLIC_ADMIN_ROUTES } from "../../worker/testing/public-admin-routes";
import { apiRoutes, concrete, render } from "./support";

const adminRoutes = apiRoutes().filter((r) => r.path.startsWith("/api/admin/") && !PUBLIC_ADMIN_ROUTES.has(`${r.method} ${r.path}`));
const SESSION_ENDED = { error: "Your session has ended. Please sign in again." };

describe("every registered /api/admin route", () => {
  it("is found in the route table, the admin's whole API among them", () => {
    const keys = adminRoutes.map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBeGreaterThanOrEqual(20);
    for (const expected of ["GET /api/admin/inquiries", "GET /api/admin/inquiries/:id/resume", "PUT /api/admin/password"]) {
      expect(keys).toContain(expected);
    }
  });

  it.each(adminRoutes)("$method $path answers 401 JSON without a session, and no-store", async ({ method, path }) => {
    const res = await call(concrete(path), { method, json: method === "GET" || method === "DELETE" ? undefined : {} });
    expect(res.status).toBe(401);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual(SESSION_ENDED);
  });

  it.each(adminRoutes)("$method $path answers 401 to a cookie the server did not sign", async ({ method, path }) => {
    const forged = `admin_session=${encodeURIComponent(`${"A".repeat(43)}.${btoa("x".repeat(32))}`)}`;
    const res = await call(concrete(path), { method, cookie: forged, json: method === "GET" || method === "DELETE" ? undefined : {} });
    expect(res.status).toBe(401);
  });
});

describe("the invitation routes, open without a session", () => {
  it("give nothing away for a token nobody was sent", async () => {
    const token = "A".repeat(43);
    const opened = await call("/api/admin/invitations/open", { method: "POST", json: { token } });
    expect(opened.status).toBeGreaterThanOrEqual(400);
    expect(opened.status).toBeLessThan(500);
    const accepted = await call("/api/admin/invitations/accept", { method: "POST", json: { token, name: "Nobody", password: "a-long-enough-password" } });
    expect(accepted.status).toBeGreaterThanOrEqual(400);
    expect(accepted.status).toBeLessThan(500);
    expect(accepted.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("drafts and private data", () => {
  let cookie: string;
  const secret = {
    draftTitle: "Unannounced merger advisory",
    draftSlug: "unannounced-merger-advisory",
    withdrawnSlug: "withdrawn-article",
    draftJobSlug: "confidential-cfo-search",
    inquiryName: "Meera Confidential-Client",
  };

  beforeAll(async () => {
    cookie = await signIn();
    const post = { excerpt: "E", content: "<p>Body</p>", category: "Finance", author: "Staff" };
    const created = await Promise.all([
      createAs(cookie, "/api/admin/blogs", { ...post, title: "Published finance note", slug: "published-finance-note", published: true }),
      createAs(cookie, "/api/admin/blogs", { ...post, title: secret.draftTitle, slug: secret.draftSlug, published: false }),
      createAs(cookie, "/api/admin/blogs", { ...post, title: "Withdrawn article", slug: secret.withdrawnSlug, published: true }),
      createAs(cookie, "/api/admin/jobs", {
        title: "Confidential CFO search", slug: secret.draftJobSlug, description: "D", requirements: "R",
        location: "Bhopal", jobType: "Full-time", salaryRange: "", published: false,
      }),
    ]);
    expect(created.map((c) => c.res.status)).toEqual([201, 201, 201, 201]);
    // Published once, then withdrawn: a draft again.
    expect((await call(`/api/admin/blogs/${created[2].body.id}/published`, { method: "PATCH", cookie, json: { published: false } })).status).toBe(200);
    const inquiry = await postJson("/api/inquiries", { type: "contact", name: secret.inquiryName, email: "meera@example.in", subject: "S", message: "M" });
    expect(inquiry.status).toBe(201);
  });

  const hidden = () => [secret.draftTitle, secret.draftSlug, secret.withdrawnSlug, secret.draftJobSlug, "Withdrawn article"];

  function expectNoDrafts(text: string, where: string) {
    for (const value of hidden()) expect(text, `${value} in ${where}`).not.toContain(value);
  }

  it("never appear in the public API", async () => {
    for (const path of ["/api/blogs", "/api/blogs?topic=finance", "/api/jobs", "/api/blogs/published-finance-note"]) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      expectNoDrafts(await res.text(), path);
    }
    for (const path of [`/api/blogs/${secret.draftSlug}`, `/api/blogs/${secret.withdrawnSlug}`, `/api/jobs/${secret.draftJobSlug}`]) {
      expect((await call(path)).status, path).toBe(404);
    }
  });

  it("never appear in public pages, related posts included", async () => {
    const listed = await render("/blog");
    expect(listed.status).toBe(200);
    const list = await listed.text();
    expect(list).toContain("Published finance note");
    expectNoDrafts(list, "/blog");
    for (const path of ["/blog/published-finance-note", "/careers"]) {
      const res = await render(path);
      expect(res.status, path).toBe(200);
      expectNoDrafts(await res.text(), path);
    }
    // An unknown article or opening sends the reader to the blog or the careers page.
    for (const path of [`/blog/${secret.draftSlug}`, `/blog/${secret.withdrawnSlug}`, `/careers/${secret.draftJobSlug}`]) {
      const res = await render(path);
      expect(res.status, path).toBe(302);
      expectNoDrafts(`${res.headers.get("Location") ?? ""}${await res.text()}`, path);
    }
  });

  it("never appear in the sitemap", async () => {
    const sitemap = await (await render("/sitemap.xml")).text();
    expect(sitemap).toContain("/blog/published-finance-note");
    expectNoDrafts(sitemap, "sitemap.xml");
  });

  it("never appear in the blog feed, /blog/rss.xml, which lists the published post", async () => {
    const res = await render("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("xml");
    const body = await res.text();
    expect(body).toContain("/blog/published-finance-note");
    expectNoDrafts(body, "/blog/rss.xml");
  });

  it("the admin's HTML carries no admin data: the screens fetch it through the API", async () => {
    const { id } = (await env.DB.prepare("select id from blogs where slug = ?").bind(secret.draftSlug).first<{ id: number }>())!;
    for (const path of ["/admin", "/admin/dashboard", "/admin/blogs", `/admin/blogs/edit/${id}`, "/admin/jobs", "/admin/inquiries", "/admin/settings"]) {
      const res = await render(path, { Cookie: cookie });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
      const html = await res.text();
      for (const value of [...hidden(), secret.inquiryName, ADMIN.email, "pbkdf2-sha256"]) {
        expect(html, `${value} in ${path}`).not.toContain(value);
      }
      expect(html, path).not.toContain("page-data");
    }
  });
});
