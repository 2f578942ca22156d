import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultSiteSettings } from "#core/content/site-defaults";
import { app } from "../app";
import worker from "../index";
import { ORIGIN, signIn } from "../testing/admin-helpers";
import { tagsOf } from "./cache-tags";
import { UNSHARED_CACHE_CONTROL } from "./edge-policy";

/** The shape of a public page's Cache-Control (its numbers: ./edge-policy.test.ts). */
const PUBLIC = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

/*
 * Behind Workers Cache (wrangler.toml `[cache]`): what the Worker answers on a miss, and what its
 * writes purge. Local workerd gives no `ctx.cache`, so each request here gets an execution context
 * whose `cache.purge` records its calls. That object is the platform's, not our storage: a recording
 * stand-in for it is the only way to see the calls, and D1, R2 and the Cache API stay real.
 */

const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const testEnv = { ...env, ASSETS: assets, SITE_URL: "https://www.example.in" };

let purged: string[][] = [];
let purgeAnswer: CachePurgeResult = { success: true, errors: [] };

/** An execution context as Workers Cache gives one: the real one, plus a recording `cache`. */
function contextWithCache(): ExecutionContext {
  const cache: CacheContext = {
    purge: async ({ tags = [] }) => {
      purged.push(tags);
      return purgeAnswer;
    },
    invalidate: async () => {
      throw new Error("not used: every write purges");
    },
  };
  return Object.assign(createExecutionContext(), { cache });
}

/** A request through the worker's own entry, as the platform calls it behind Workers Cache. */
async function fetchWorker(path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Origin", ORIGIN);
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  const request = new Request(`${ORIGIN}${path}`, { ...init, headers, body }) as Request<unknown, IncomingRequestCfProperties>;
  const ctx = contextWithCache();
  const res = await worker.fetch!(request, testEnv, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text, tags: tagsOf(res.headers).sort() };
}

/** An admin write, returning the tags it purged. */
async function purgedBy(path: string, init: { method: string; json?: unknown }) {
  purged = [];
  const { res, text } = await fetchWorker(path, { ...init, cookie });
  expect(res.ok, `${path}: ${text}`).toBe(true);
  return { tags: purged.map((tags) => [...tags].sort()), body: text ? (JSON.parse(text) as { id?: number }) : {} };
}

let cookie: string;
let postId: number;
let jobId: number;
beforeAll(async () => {
  cookie = await signIn();
  const post = { title: "GST for Traders", slug: "gst-for-traders", excerpt: "E", content: "<p>C</p>", category: "Finance", author: "A", published: true };
  postId = (await purgedBy("/api/admin/blogs", { method: "POST", json: post })).body.id!;
  const job = { title: "Tax Associate", slug: "tax-associate", description: "D", requirements: "R", location: "Bhopal", jobType: "Full-time", published: true };
  jobId = (await purgedBy("/api/admin/jobs", { method: "POST", json: job })).body.id!;
});

// Each test starts with the post and the job published: two tests below unpublish them.
beforeEach(async () => {
  for (const path of [`/api/admin/blogs/${postId}/published`, `/api/admin/jobs/${jobId}/published`]) {
    const { res, text } = await fetchWorker(path, { method: "PATCH", cookie, json: { published: true } });
    expect(res.ok, `${path}: ${text}`).toBe(true);
  }
});

describe("a public page behind Workers Cache", () => {
  it("is answered for the edge to keep until India's midnight, without a Cache API lookup of its own", async () => {
    // 18:00 UTC is 23:30 in India: half an hour to midnight, the last minute of it stale-while-revalidate.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-10T18:00:00.000Z") });
    let first: Awaited<ReturnType<typeof fetchWorker>>;
    try {
      first = await fetchWorker("/blog");
    } finally {
      vi.useRealTimers();
    }
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=1740, stale-while-revalidate=60");
    // The versioned path is not used: a second request renders again (Workers Cache answers hits in production).
    expect(first.res.headers.get("X-Cache")).toBeNull();
    expect((await fetchWorker("/blog")).res.headers.get("X-Cache")).toBeNull();
  });

  it("names what it shows in Cache-Tag, the site settings on every page", async () => {
    const expected: Record<string, string[]> = {
      "/": ["settings"],
      "/contact": ["settings"],
      "/blog": ["posts", "settings"],
      "/blog/gst-for-traders": [`post:${postId}`, "persons", "posts", "settings"],
      "/careers": ["jobs", "settings"],
      "/careers/tax-associate": [`job:${jobId}`, "settings"],
      "/about": ["persons", "settings"],
      "/services/legal-consultancy/gst-registration": ["service:legal-consultancy", "settings"],
      "/search?q=gst": ["jobs", "posts", "settings"],
      "/sitemap.xml": ["jobs", "posts"],
      "/blog/rss.xml": ["posts"],
    };
    for (const [path, tags] of Object.entries(expected)) {
      const { res, tags: sent } = await fetchWorker(path);
      expect(res.status, path).toBe(200);
      expect(sent, path).toEqual([...tags].sort());
      expect(res.headers.get("Cache-Control"), path).toMatch(PUBLIC);
    }
  });

  it("is never kept for an admin, with a token, as a redirect or as a 404", async () => {
    const answers = [
      await fetchWorker("/blog", { cookie }),
      await fetchWorker("/newsletter/unsubscribe?token=secret"),
      await fetchWorker("/blog/no-such-post"),
      await fetchWorker("/services/legal-consultancy/no-such-thing"),
      await fetchWorker("/no-such-page"),
    ];
    expect(answers.map(({ res }) => res.status)).toEqual([200, 200, 302, 404, 404]);
    for (const { res } of answers) expect(res.headers.get("Cache-Control"), res.url).toBe(UNSHARED_CACHE_CONTROL);
  });

  it("is, for a path no page has, the kept not-found page answered before the app, still for no shared cache", async () => {
    await fetchWorker("/no-such-page");
    const appFetch = vi.spyOn(app, "fetch");
    try {
      const probe = await fetchWorker("/wp-admin");
      expect(probe.res.status).toBe(404);
      expect(probe.res.headers.get("X-Cache")).toBe("HIT");
      expect(probe.res.headers.get("Cache-Control")).toBe(UNSHARED_CACHE_CONTROL);
      expect(appFetch).not.toHaveBeenCalled();
    } finally {
      appFetch.mockRestore();
    }
  });

  it("leaves the API, the admin and a refused form to no shared cache", async () => {
    for (const path of ["/api/blogs", "/api/admin/blogs", "/admin", "/admin/blogs"]) {
      const { res } = await fetchWorker(path, { cookie });
      expect(res.headers.get("Cache-Control") ?? "", path).not.toMatch(/s-maxage|public/);
    }
    const form = new URLSearchParams({ form: "contact", name: "", email: "not-an-email", subject: "", message: "" });
    const refused = await fetchWorker("/contact", { method: "POST", body: form, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(refused.res.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("a public write behind Workers Cache", () => {
  it("purges the post's page and every listing of posts", async () => {
    const { tags } = await purgedBy(`/api/admin/blogs/${postId}/published`, { method: "PATCH", json: { published: false } });
    expect(tags).toEqual([[`post:${postId}`, "posts"]]);
  });

  it("purges a job listing's page and the openings", async () => {
    const { tags } = await purgedBy(`/api/admin/jobs/${jobId}/published`, { method: "PATCH", json: { published: false } });
    expect(tags).toEqual([[`job:${jobId}`, "jobs"]]);
  });

  it("purges the team for a person", async () => {
    const person = { title: "Ananya Sharma", slug: "ananya-sharma", role: "Partner", credentials: ["CA"], bio: "B", sortOrder: 1, published: true };
    const { tags, body } = await purgedBy("/api/admin/people", { method: "POST", json: person });
    expect(tags).toEqual([[`person:${body.id}`, "persons"]]);
  });

  it("purges a service line for its fee, and every page for the site settings", async () => {
    const fee = await purgedBy("/api/admin/services/legal-consultancy/gst-registration", { method: "PUT", json: { feeFrom: 4999, timeline: "", note: "" } });
    expect(fee.tags).toEqual([["service:legal-consultancy"]]);
    const settings = await purgedBy("/api/admin/site-settings", { method: "PUT", json: { baseVersion: 1, settings: defaultSiteSettings } });
    expect(settings.tags).toEqual([["settings"]]);
  });

  it("purges nothing for an inquiry", async () => {
    purged = [];
    const contact = { type: "contact", name: "Meera", email: "meera@example.in", subject: "GST", message: "Hello" };
    const { res } = await fetchWorker("/api/inquiries", { method: "POST", json: contact, headers: { "CF-Connecting-IP": "192.0.2.77" } });
    expect(res.status).toBe(201);
    expect(purged).toEqual([]);
  });

  it("fails the request when the purge is refused, so the admin learns the site may be stale", async () => {
    purgeAnswer = { success: false, errors: [{ code: 1, message: "rate limited" }] };
    try {
      purged = [];
      const { res } = await fetchWorker(`/api/admin/blogs/${postId}/published`, { method: "PATCH", cookie, json: { published: true } });
      expect(res.status).toBe(500);
      expect(purged.map((tags) => [...tags].sort())).toEqual([[`post:${postId}`, "posts"]]);
    } finally {
      purgeAnswer = { success: true, errors: [] };
    }
  });
});

describe("without Workers Cache", () => {
  it("purges nothing and keeps the versioned Cache API path", async () => {
    const ctx = createExecutionContext();
    const res = await app.request(`${ORIGIN}/api/admin/blogs/${postId}/published`, { method: "PATCH", headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" }, body: JSON.stringify({ published: true }) }, testEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const visit = async () => {
      const visitCtx = createExecutionContext();
      const page = await worker.fetch!(new Request(`${ORIGIN}/blog`) as Request<unknown, IncomingRequestCfProperties>, testEnv, visitCtx);
      await page.text();
      await waitOnExecutionContext(visitCtx);
      return page;
    };
    await visit();
    const hit = await visit();
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(tagsOf(hit.headers).sort()).toEqual(["posts", "settings"]);
  });
});
