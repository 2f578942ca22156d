import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../app";
import { carriesToken } from "../features";
import { getDb } from "../db/client";
import { readContentVersion } from "./content-version";
import { heldPages } from "./memory-tier";
import { pageKey, VERSION_KEY } from "./page-cache";
import worker from "../index";
import { contentSecurityPolicy } from "../http/security-policy";
import { signIn } from "../testing/admin-helpers";
import { countingD1 } from "../testing/counting-d1";
import { callInProcess } from "../testing/in-process";

/** Stands in for the built index.html, which the worker fetches through ASSETS. */
const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const d1 = countingD1(env.DB);

/** A visitor's GET through the whole app, waiting for the cache write it hands to waitUntil. */
async function visit(path: string, headers: Record<string, string> = {}, overrides: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(`https://www.example.in${path}`, { headers }, { ...env, DB: d1.db, ASSETS: assets, SITE_URL: "https://www.example.in", ...overrides }, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text, status: res.headers.get("X-Cache") };
}

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

describe("the edge cache of public pages", () => {
  it("answers a second request from the cache without reading D1", async () => {
    // Other tests here visit /blog too: the first request of this one finds it uncached.
    const edge = (caches as unknown as { default: Cache }).default;
    await edge.delete(await pageKey("https://www.example.in/blog", { ...env, SITE_URL: "https://www.example.in" }, edge));
    const first = await visit("/blog");
    expect(first.res.status).toBe(200);
    expect(first.status).toBe("MISS");
    d1.reset();
    const second = await visit("/blog");
    expect(second.status).toBe("HIT");
    expect(d1.count()).toBe(0);
    expect(second.text).toBe(first.text);
    expect(second.res.headers.get("Cache-Control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    // A cached page serves every visitor: its policy carries no per-response nonce.
    expect(second.res.headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy("injected"));
  });

  it("serves the sitemap and the feed from the cache too", async () => {
    for (const path of ["/sitemap.xml", "/blog/rss.xml"]) {
      await visit(path);
      d1.reset();
      expect((await visit(path)).status).toBe("HIT");
      expect(d1.count()).toBe(0);
    }
  });

  it("renders a page afresh once India's day turns, when a job's closing date may have passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-10T18:25:00.000Z") });
    try {
      expect((await visit("/careers")).status).toBe("MISS");
      expect((await visit("/careers")).status).toBe("HIT");
      // 18:35 UTC is 00:05 on 11 December in India.
      vi.setSystemTime(new Date("2026-12-10T18:35:00.000Z"));
      expect((await visit("/careers")).status).toBe("MISS");
    } finally {
      vi.useRealTimers();
    }
  });

  it("renders a page afresh after a deploy: the page an earlier build rendered names its assets, gone with it", async () => {
    await visit("/about");
    expect((await visit("/about")).status).toBe("HIT");
    const nextDeploy = { ...env.CF_VERSION_METADATA, id: `${env.CF_VERSION_METADATA.id}-next` };
    expect((await visit("/about", {}, { CF_VERSION_METADATA: nextDeploy })).status).toBe("MISS");
    expect((await visit("/about", {}, { CF_VERSION_METADATA: nextDeploy })).status).toBe("HIT");
  });

  it("never caches for a visitor with an admin session", async () => {
    await visit("/about");
    const withSession = await visit("/about", { Cookie: cookie });
    expect(withSession.status).toBe("BYPASS");
  });

  it("never stores or looks up a URL that carries a token", async () => {
    for (const path of ["/newsletter/confirm?token=secret-confirm-token", "/newsletter/unsubscribe?token=secret-unsub-token", "/about?token=x", "/blog?Token=y"]) {
      const first = await visit(path);
      expect(first.res.status, path).toBe(200);
      expect(first.status, path).toBe("BYPASS");
      expect((await visit(path)).status, path).toBe("BYPASS");
    }
    // The same page without a token is cached as before.
    await visit("/about");
    expect((await visit("/about")).status).toBe("HIT");
  });

  it("never stores or looks up a page a feature declares as a token page, even without its token", async () => {
    // The newsletter's pages, as the subscribers declare them (`tokenPages`): a mail link, whatever it carries.
    for (const path of ["/newsletter/confirm", "/newsletter/unsubscribe"]) {
      const first = await visit(path);
      expect(first.res.status, path).toBe(200);
      expect(first.status, path).toBe("BYPASS");
      expect((await visit(path)).status, path).toBe("BYPASS");
    }
    // Every feature's declared token pages reach the test the page cache is handed, and nothing else does.
    for (const path of ["/newsletter/confirm", "/newsletter/unsubscribe", "/admin/reset-password", "/admin/invite", "/preview/abc"]) {
      expect(carriesToken(`https://www.example.in${path}`), path).toBe(true);
    }
    expect(carriesToken("https://www.example.in/newsletter/confirmed")).toBe(false);
    expect(carriesToken("https://www.example.in/preview")).toBe(false);
  });

  it("stores a page under the content version its own render read, so a render at a trailing replica never passes for a newer one", async () => {
    // Typed loosely by the DOM lib the project also loads, as page-cache.ts says.
    const edge = (caches as unknown as { default: Cache }).default;
    const current = await readContentVersion(getDb(env.DB));
    // The edge already knows a newer version than the database this render reads: a read replica
    // that has not caught up with a publish yet (every request here reads one local database).
    await edge.put(VERSION_KEY, new Response(String(current + 7), { headers: { "Cache-Control": "max-age=60" } }));
    // Past the second the isolate remembers the version it last read (read under another test's fake clock too).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60 * 24 * 60 * 60 * 1000 });
    try {
      // An address of its own: the cache outlives a test run.
      const path = `/search?q=replica-${crypto.randomUUID()}`;
      expect((await visit(path)).status).toBe("MISS");
      // Stored under the version the render saw, not the newer one: the next visitor gets a fresh render.
      expect((await visit(path)).status).toBe("MISS");
    } finally {
      await edge.delete(VERSION_KEY);
      // The isolate remembers the version it reads next, the database's, past the fake clock's end.
      vi.setSystemTime(Date.now() + 5_000);
      await visit("/search?q=replica");
      vi.useRealTimers();
    }
  });

  it("does not store a redirect or a 404", async () => {
    expect((await visit("/blog/no-such-post")).res.status).toBe(302);
    // A page whose record is gone: its route renders the not-found page, which is never stored.
    // (A path no page matches gets the kept not-found page instead: not-found.test.ts.)
    expect((await visit("/services/legal-consultancy/no-such-service")).status).toBe("BYPASS");
    expect((await visit("/services/legal-consultancy/no-such-service")).status).toBe("BYPASS");
  });

  it("shows a publish and an unpublish in the list, the page, the sitemap and the feed on the next request", async () => {
    const slug = `cache-proof-${crypto.randomUUID().slice(0, 8)}`;
    const title = "GST Input Tax Credit: What Small Firms Miss";
    const create = await callInProcess("/api/admin/blogs", {
      method: "POST",
      cookie,
      json: { title, slug, excerpt: "Five claims that are often lost.", content: "<p>Text</p>", category: "Finance", author: "CA Meera Joshi", published: false },
    });
    const { id } = (await create.res.json()) as { id: number };

    const where = async () => ({
      list: (await visit("/blog")).text.includes(title),
      page: (await visit(`/blog/${slug}`)).res.status === 200,
      sitemap: (await visit("/sitemap.xml")).text.includes(`/blog/${slug}</loc>`),
      feed: (await visit("/blog/rss.xml")).text.includes(`/blog/${slug}</link>`),
    });
    // Warm every cache entry while the post is a draft.
    expect(await where()).toEqual({ list: false, page: false, sitemap: false, feed: false });
    expect((await visit("/blog")).status).toBe("HIT");

    const publish = await callInProcess(`/api/admin/blogs/${id}/published`, { method: "PATCH", cookie, json: { published: true } });
    expect(publish.res.status).toBe(200);
    expect(await where()).toEqual({ list: true, page: true, sitemap: true, feed: true });

    const unpublish = await callInProcess(`/api/admin/blogs/${id}/published`, { method: "PATCH", cookie, json: { published: false } });
    expect(unpublish.res.status).toBe(200);
    expect(await where()).toEqual({ list: false, page: false, sitemap: false, feed: false });
  });
});

describe("a cache hit answered before routing", () => {
  const testEnv = { ...env, DB: d1.db, ASSETS: assets, SITE_URL: "https://www.example.in" };

  /** A visitor's GET through the worker's own entry, as the platform calls it. */
  async function fetchWorker(path: string, headers: Record<string, string> = {}) {
    const ctx = createExecutionContext();
    const request = new Request(`https://www.example.in${path}`, { headers }) as Request<unknown, IncomingRequestCfProperties>;
    const res = await worker.fetch!(request, testEnv, ctx);
    const text = await res.text();
    await waitOnExecutionContext(ctx);
    return { res, text };
  }

  /** The headers the app decides: the Cache API adds its own (Age, CF-Cache-Status, Date, Content-Length) to what it stored. */
  // s-maxage counts the seconds to India's midnight: a second may pass between the two answers.
  const appHeaders = (res: Response) =>
    [...res.headers]
      .filter(([name]) => !["x-cache", "age", "cf-cache-status", "date", "content-length"].includes(name))
      .map(([name, value]) => [name, name === "cache-control" ? value.replace(/s-maxage=\d+/, "s-maxage=…") : value]);

  it("sends the same headers as the miss that stored it, without routing, rendering or D1", async () => {
    const miss = await fetchWorker("/services/financial-consultancy");
    expect(miss.res.headers.get("X-Cache")).toBe("MISS");
    const routed = vi.spyOn(app, "fetch");
    d1.reset();
    try {
      const hit = await fetchWorker("/services/financial-consultancy");
      expect(hit.res.headers.get("X-Cache")).toBe("HIT");
      expect(routed).not.toHaveBeenCalled();
      expect(d1.count()).toBe(0);
      expect(hit.text).toBe(miss.text);
      expect(appHeaders(hit.res)).toEqual(appHeaders(miss.res));
      expect(hit.res.headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy("injected"));
      expect(hit.res.headers.get("X-Frame-Options")).toBe("DENY");
    } finally {
      routed.mockRestore();
    }
  });

  it("answers a hot page from the isolate's memory, with no cache lookup, until a write changes the content", async () => {
    const path = "/services/legal-consultancy";
    await fetchWorker(path);
    const fromCache = await fetchWorker(path);
    expect(fromCache.res.headers.get("X-Cache")).toBe("HIT");
    const edge = (caches as unknown as { default: Cache }).default;
    const looked = vi.spyOn(edge, "match");
    try {
      for (let i = 0; i < 2; i++) {
        const fromMemory = await fetchWorker(path);
        expect(fromMemory.res.headers.get("X-Cache")).toBe("HIT");
        expect(fromMemory.text).toBe(fromCache.text);
        expect(appHeaders(fromMemory.res)).toEqual(appHeaders(fromCache.res));
        // The Cache API's own headers of that first answer are not repeated as if they were this one's.
        expect(fromMemory.res.headers.get("Age")).toBeNull();
      }
      expect(looked).not.toHaveBeenCalled();
      expect(heldPages().pages).toBeGreaterThan(0);
    } finally {
      looked.mockRestore();
    }

    // A write in this isolate empties it, and the next visitor gets a fresh render.
    const create = await callInProcess("/api/admin/blogs", {
      method: "POST",
      cookie,
      json: { title: "Advance Tax for Consultants", slug: `memory-${crypto.randomUUID().slice(0, 8)}`, excerpt: "When the four instalments fall due.", content: "<p>Text</p>", category: "Finance", author: "CA Meera Joshi", published: false },
    });
    const { id } = (await create.res.json()) as { id: number };
    expect((await callInProcess(`/api/admin/blogs/${id}/published`, { method: "PATCH", cookie, json: { published: true } })).res.status).toBe(200);
    expect(heldPages()).toEqual({ pages: 0, bytes: 0 });
    expect((await fetchWorker(path)).res.headers.get("X-Cache")).toBe("MISS");
  });

  it("leaves a visitor with an admin session, a HEAD and the API to the app", async () => {
    await fetchWorker("/contact");
    const routed = vi.spyOn(app, "fetch");
    try {
      expect((await fetchWorker("/contact", { Cookie: cookie })).res.headers.get("X-Cache")).toBe("BYPASS");
      expect(routed).toHaveBeenCalledTimes(1);
      const ctx = createExecutionContext();
      const head = await worker.fetch!(new Request("https://www.example.in/contact", { method: "HEAD" }) as Request<unknown, IncomingRequestCfProperties>, testEnv, ctx);
      await waitOnExecutionContext(ctx);
      expect(head.headers.get("X-Cache")).toBe("BYPASS");
      expect((await fetchWorker("/api/health")).res.status).toBe(200);
      await fetchWorker("/favicon.svg");
      expect(routed).toHaveBeenCalledTimes(4);
    } finally {
      routed.mockRestore();
    }
  });
});
