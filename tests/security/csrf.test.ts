/**
 * security.md "Access, CSRF, headers": state-changing requests from another site are refused, JSON
 * endpoints take only JSON, and no mutation answers GET. Every route comes from the app's route
 * table, so a route added later is covered without editing this file. [ASVS 3.5.1–3.5.3]
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createAs, ORIGIN, signIn } from "../../worker/testing/admin-helpers";
import { MULTIPART_ROUTES as MULTIPART, NO_BODY_ROUTES as BODILESS } from "../../worker/testing/bodiless-routes";
import { postJson } from "../../worker/testing/helpers";
import { apiRoutes, concrete, snapshot, STATE_CHANGING } from "./support";

const mutations = apiRoutes().filter((r) => STATE_CHANGING.has(r.method));

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const readsBody = (r: { method: string; path: string }) => r.method !== "DELETE" && !BODILESS.has(key(r));

let cookie: string;
let ids: Record<string, string | number>;

beforeAll(async () => {
  cookie = await signIn();
  const post = await createAs(cookie, "/api/admin/blogs", {
    title: "Target post", slug: "csrf-target", excerpt: "E", content: "<p>C</p>", category: "Finance", author: "A", published: true,
  });
  const job = await createAs(cookie, "/api/admin/jobs", {
    title: "Target job", slug: "csrf-job", description: "D", requirements: "R", location: "Bhopal", jobType: "Full-time", salaryRange: "", published: true,
  });
  const inquiry = await postJson("/api/inquiries", { type: "contact", name: "N", email: "n@example.in", subject: "S", message: "M" });
  expect([post.res.status, job.res.status, inquiry.status]).toEqual([201, 201, 201]);
  // Real records behind every :id, so a request that got through would change something.
  ids = { id: post.body.id, slug: "csrf-job" };
});

/** The id a route's `:id` names: the record of the collection the path is about. */
async function idsFor(path: string): Promise<Record<string, string | number>> {
  const table = path.includes("/jobs/") ? "jobs" : path.includes("/inquiries/") ? "inquiries" : "blogs";
  const row = await env.DB.prepare(`select id from ${table} order by id limit 1`).first<{ id: number }>();
  return { ...ids, id: row?.id ?? 1 };
}

function send(method: string, path: string, headers: Record<string, string>, body = "published=true") {
  return SELF.fetch(`${ORIGIN}${path}`, { method, headers: { Cookie: cookie, ...headers }, body });
}

describe("the route table", () => {
  it("lists the state-changing routes this suite must cover", () => {
    const keys = mutations.map(key);
    for (const expected of [
      "POST /api/admin/login",
      "POST /api/admin/logout",
      "PUT /api/admin/password",
      "POST /api/admin/blogs",
      "PATCH /api/admin/blogs/:id/published",
      "DELETE /api/admin/inquiries/:id",
      "PUT /api/admin/uploads/blogs/:id/image",
      "POST /api/inquiries",
      "POST /api/subscribers",
      "POST /api/jobs/:slug/applications",
    ]) {
      expect(keys).toContain(expected);
    }
  });
});

/** What a page on another site, a sandboxed frame or an old browser's form post looks like. */
const CROSS_SITE: [string, Record<string, string>][] = [
  ["a foreign Origin", { Origin: "https://evil.example", "Content-Type": "application/json" }],
  ["Origin: null", { Origin: "null", "Content-Type": "application/json" }],
  ["Origin: null from a sandboxed frame", { Origin: "null", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" }],
  ["Origin: null marked same-site", { Origin: "null", "Sec-Fetch-Site": "same-site", "Content-Type": "application/x-www-form-urlencoded" }],
  ["a cross-site fetch marker", { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" }],
  ["no Origin and a form body", { "Content-Type": "application/x-www-form-urlencoded" }],
  ["no Origin and a multipart body", { "Content-Type": "multipart/form-data; boundary=x" }],
  ["no Origin and a text/plain body", { "Content-Type": "text/plain" }],
];

describe("every state-changing route", () => {
  it.each(mutations)("$method $path refuses a foreign Origin, Origin: null, a cross-site marker, and an Origin-less form, multipart or text/plain body with 403, changing nothing", async (route) => {
    const before = await snapshot();
    const path = concrete(route.path, await idsFor(route.path));
    for (const [what, headers] of CROSS_SITE) {
      const res = await send(route.method, path, headers);
      expect(res.status, what).toBe(403);
      expect(await res.json(), what).toEqual({ error: "Cross-site requests are not allowed." });
    }
    expect(await snapshot()).toBe(before);
  });
});

const jsonRoutes = mutations.filter((r) => !MULTIPART.has(key(r)) && readsBody(r));

describe("JSON endpoints", () => {
  it.each(jsonRoutes)("$method $path answers 415 to a same-origin text/plain body", async (route) => {
    const before = await snapshot();
    const path = concrete(route.path, await idsFor(route.path));
    const res = await send(route.method, path, { Origin: ORIGIN, "Content-Type": "text/plain" }, "{}");
    expect(res.status).toBe(415);
    expect(await snapshot()).toBe(before);
  });
});

describe("mutating routes", () => {
  const reads = new Set(apiRoutes().filter((r) => r.method === "GET").map((r) => r.path));
  const getOnly = mutations.filter((r) => !reads.has(r.path));

  it.each(getOnly)("$method $path refuses GET and changes nothing", async (route) => {
    const before = await snapshot();
    const res = await call(concrete(route.path, await idsFor(route.path)), { cookie });
    // Refused: no such route (404, 405), or a read whose id the path is not (GET /inquiries/bulk → 400).
    expect([400, 404, 405]).toContain(res.status);
    expect(await snapshot()).toBe(before);
  });

  it("that share a path with a read (GET /api/admin/blogs/:id) only read on GET", async () => {
    const shared = mutations.filter((r) => reads.has(r.path));
    expect(shared.length).toBeGreaterThan(0);
    const before = await snapshot();
    for (const route of shared) {
      const res = await call(concrete(route.path, await idsFor(route.path)), { cookie });
      expect(res.status, route.path).toBeLessThan(500);
    }
    expect(await snapshot()).toBe(before);
  });
});
