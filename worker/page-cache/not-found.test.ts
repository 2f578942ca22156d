import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultSiteSettings } from "#core/content/site-defaults";
import { app } from "../app";
import worker from "../index";
import * as render from "../ssr/render";
import { call, signIn } from "../testing/admin-helpers";
import { countingD1 } from "../testing/counting-d1";

const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
/** Stands in for the built files: the template at "/", the favicon, and nothing else. */
const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    if (path === "/") return new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } });
    if (path === "/favicon.svg") return new Response("<svg/>", { headers: { "Content-Type": "image/svg+xml" } });
    return new Response("Not found", { status: 404 });
  },
} as unknown as Fetcher;
const d1 = countingD1(env.DB);

async function visit(path: string) {
  const ctx = createExecutionContext();
  const res = await app.request(`https://www.example.in${path}`, {}, { ...env, DB: d1.db, ASSETS: assets, SITE_URL: "https://www.example.in" }, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text, status: res.headers.get("X-Cache") };
}

/** The paths the worker logged as not found, in order. */
function loggedPaths(warn: { mock: { calls: unknown[][] } }) {
  return warn.mock.calls
    .map(([line]) => JSON.parse(String(line)) as { event: string; path: string })
    .filter((entry) => entry.event === "page_not_found")
    .map((entry) => entry.path);
}

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});
afterEach(() => vi.restoreAllMocks());

describe("a probe for a file we never had", () => {
  it("gets the spec's not-found page, rendered once and then kept, with every path logged", async () => {
    // Not the page an earlier test of the file had kept: tests run in any order.
    await newContentVersion();
    const warn = vi.spyOn(console, "warn");
    const rendered = vi.spyOn(render, "renderPage");
    const first = await visit("/wp-login.php");
    expect(first.res.status).toBe(404);
    expect(first.text).toContain("404");
    expect(first.text).toContain("Oops! Page not found");
    expect(first.text).toMatch(/<a [^>]*href="\/"/);

    d1.reset();
    const probes = [await visit("/.env"), await visit("/xmlrpc.php"), await visit("/wp-admin/setup-config.php")];
    for (const probe of probes) {
      expect(probe.res.status).toBe(404);
      expect(probe.status).toBe("HIT");
      // The same page for every missing path: it names none of them.
      expect(probe.text).toBe(first.text);
    }
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(d1.count()).toBe(0);
    expect(loggedPaths(warn)).toEqual(["/wp-login.php", "/.env", "/xmlrpc.php", "/wp-admin/setup-config.php"]);
  });

  it("is never kept by a shared cache, so the next probe reaches the worker and its log", async () => {
    const { res } = await visit("/wp-login.php");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Security-Policy")).toBeTruthy();
  });

  it("is rendered again once the site settings change, which its header and footer show", async () => {
    await visit("/.env");
    expect((await visit("/.env")).status).toBe("HIT");
    const saved = await call("/api/admin/site-settings", { method: "PUT", cookie, json: { baseVersion: 1, settings: { ...defaultSiteSettings, email: "hello@vriddhi.example" } } });
    expect(saved.status).toBe(200);
    const after = await visit("/.env");
    expect(after.status).toBe("MISS");
    expect(after.text).toContain("hello@vriddhi.example");
  });

});

/** A write that moves the content version, so the next not-found page of each language is rendered afresh. */
async function newContentVersion() {
  const slug = `moves-the-version-${crypto.randomUUID()}`;
  const res = await call("/api/admin/blogs", { method: "POST", cookie, json: { title: "Draft", slug, excerpt: "E", content: "<p>C</p>", category: "Finance", author: "A", published: false } });
  expect(res.status).toBe(201);
}

describe("a page path the site does not know", () => {
  it("gets one kept not-found page per language, whatever the path, with every path logged", async () => {
    await newContentVersion();
    const warn = vi.spyOn(console, "warn");
    const rendered = vi.spyOn(render, "renderPage");
    const english = ["/no-such-page", "/wp-admin", "/old/stale/link", "/no-such-page?utm_source=x"];
    const hindi = ["/hi/no-such-page", "/hi/old/stale/link"];
    const first = await visit(english[0]);
    expect(first.res.status).toBe(404);
    expect(first.status).toBe("MISS");
    expect(first.text).toContain("Oops! Page not found");
    expect(first.text).toMatch(/<a [^>]*href="\/"/);
    for (const path of english.slice(1)) {
      const page = await visit(path);
      expect(page.res.status).toBe(404);
      expect(page.status).toBe("HIT");
      // Nothing in the page is built from its path: one page serves them all.
      expect(page.text).toBe(first.text);
      expect(page.res.headers.get("Cache-Control")).toBe("private, no-store");
    }
    const firstHindi = await visit(hindi[0]);
    expect(firstHindi.res.status).toBe(404);
    expect(firstHindi.status).toBe("MISS");
    expect(firstHindi.text).toMatch(/<html lang="hi\b/);
    expect(firstHindi.text).toMatch(/<a [^>]*href="\/hi\/"/);
    const again = await visit(hindi[1]);
    expect(again.status).toBe("HIT");
    expect(again.text).toBe(firstHindi.text);
    expect(rendered).toHaveBeenCalledTimes(2);
    expect(loggedPaths(warn)).toEqual([...english, ...hindi].map((path) => path.split("?")[0]));
  });

  it("is not a file under /hi/: a probe there gets the Hindi page, and one elsewhere the English", async () => {
    const hindi = await visit("/hi/wp-login.php");
    const english = await visit("/wp-login.php");
    expect(hindi.text).toMatch(/<html lang="hi\b/);
    expect(english.text).toMatch(/<html lang="en\b/);
  });

  it("leaves the spec's redirects to their routes, never kept as a not-found page", async () => {
    for (let i = 0; i < 2; i += 1) {
      const service = await visit("/services/no-such-service");
      expect(service.res.status).toBe(302);
      expect(service.res.headers.get("Location")).toBe("/services");
      expect(service.status).toBe("BYPASS");
      const post = await visit("/blog/no-such-post");
      expect(post.res.status).toBe(302);
      expect(post.res.headers.get("Location")).toBe("/blog");
      expect(post.status).toBe("BYPASS");
    }
  });

  it("leaves an unknown sub-service to its route, which renders the not-found page", async () => {
    const rendered = vi.spyOn(render, "renderPage");
    for (let i = 0; i < 2; i += 1) {
      const page = await visit("/services/legal-consultancy/no-such-service");
      expect(page.res.status).toBe(404);
      expect(page.text).toContain("Oops! Page not found");
      expect(page.status).toBe("BYPASS");
    }
    expect(rendered).toHaveBeenCalledTimes(2);
  });
});

describe("an unknown page path at the worker's own entry", () => {
  const testEnv = { ...env, DB: d1.db, ASSETS: assets, SITE_URL: "https://www.example.in" };

  /** A visitor's GET as the platform makes it, through the page cache's step before the app. */
  async function fetchWorker(path: string) {
    const ctx = createExecutionContext();
    const request = new Request(`https://www.example.in${path}`) as Request<unknown, IncomingRequestCfProperties>;
    const res = await worker.fetch!(request, testEnv, ctx);
    const text = await res.text();
    await waitOnExecutionContext(ctx);
    return { res, text, status: res.headers.get("X-Cache") };
  }

  /** What the app decides, for comparing two answers: Date may move between them. */
  const headersOf = (res: Response) => [...res.headers].filter(([name]) => name !== "date");

  it("is answered before the app from the language's kept page, logged each time, with the app's own headers", async () => {
    await newContentVersion();
    const first = await fetchWorker("/no-such-page");
    expect(first.status).toBe("MISS");
    const firstHindi = await fetchWorker("/hi/no-such-page");
    expect(firstHindi.status).toBe("MISS");

    const appFetch = vi.spyOn(app, "fetch");
    const warn = vi.spyOn(console, "warn");
    const paths = ["/wp-admin", "/old/stale/link", "/%77p-admin", "/hi/old/stale/link"];
    const answers = [];
    for (const path of paths) answers.push(await fetchWorker(path));
    expect(appFetch).not.toHaveBeenCalled();
    for (const [i, answer] of answers.entries()) {
      const like = paths[i].startsWith("/hi/") ? firstHindi : first;
      expect(answer.res.status).toBe(404);
      expect(answer.status).toBe("HIT");
      expect(answer.text).toBe(like.text);
      expect(answer.text).toContain(paths[i].startsWith("/hi/") ? "<html lang=\"hi" : "Oops! Page not found");
      expect(headersOf(answer.res)).toEqual(headersOf(like.res).map(([name, value]) => [name, name === "x-cache" ? "HIT" : value]));
    }
    // Logged as the app logs it: the path decoded.
    expect(loggedPaths(warn)).toEqual(["/wp-admin", "/old/stale/link", "/wp-admin", "/hi/old/stale/link"]);
  });

  it("leaves a path a route of its own answers, and the spec's redirects, to the app", async () => {
    await fetchWorker("/no-such-page");
    expect((await fetchWorker("/no-such-page")).status).toBe("HIT");
    // The newsletter's mail link without its token: a redirect to the expired-link page, not a 404.
    const unsubscribe = await fetchWorker("/unsubscribe");
    expect(unsubscribe.res.status).toBe(302);
    const service = await fetchWorker("/services/no-such-service");
    expect(service.res.status).toBe(302);
    expect(service.res.headers.get("Location")).toBe("/services");
    const post = await fetchWorker("/blog/no-such-post");
    expect(post.res.status).toBe(302);
    expect(post.res.headers.get("Location")).toBe("/blog");
  });

  it("is not answered to staff signed in: their requests go to the app", async () => {
    await fetchWorker("/no-such-page");
    const appFetch = vi.spyOn(app, "fetch");
    const ctx = createExecutionContext();
    const request = new Request("https://www.example.in/no-such-page", { headers: { Cookie: cookie } }) as Request<unknown, IncomingRequestCfProperties>;
    const res = await worker.fetch!(request, testEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
    expect(appFetch).toHaveBeenCalledTimes(1);
  });
});

describe("/favicon.ico", () => {
  it("sends the browser to the SVG icon", async () => {
    const { res } = await visit("/favicon.ico");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/favicon.svg");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
  });
});
