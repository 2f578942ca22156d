import { FIRST_RUN_OF_AN_HOUR } from "../testing/cron";
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../app";
import worker from "../index";
import { PUBLIC_JSON_FORMS } from "../testing/public-forms";
import { ADMIN, ORIGIN, signIn } from "../testing/admin-helpers";
import { freshIp } from "../testing/helpers";
import { publicConstraint } from "./db-session";

/*
 * Miniflare has no replicas, so no test here can show a stale read: these test the plumbing. The
 * D1 binding is wrapped to record what each request passes to withSession() and the bookmark each
 * session ends with: a record of the platform call, every query still runs on the real local D1.
 */
function recordingD1() {
  const opened: string[] = [];
  const sessions: D1DatabaseSession[] = [];
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === "withSession") {
        return (constraint: string) => {
          opened.push(constraint);
          const session = target.withSession(constraint);
          sessions.push(session);
          return session;
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, opened, lastBookmark: () => sessions.at(-1)?.getBookmark() ?? null };
}

/** Stands in for the built index.html, which the worker fetches through ASSETS (as in ssr/render.test.ts). */
const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;

async function request(path: string, init: RequestInit & { origin?: string } = {}) {
  const recording = recordingD1();
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  headers.set("Origin", init.origin ?? ORIGIN);
  headers.set("CF-Connecting-IP", freshIp());
  const res = await app.request(`${init.origin ?? ORIGIN}${path}`, { ...init, headers, redirect: "manual" }, { ...env, ASSETS: assets, DB: recording.db }, ctx);
  await waitOnExecutionContext(ctx);
  return { res, opened: recording.opened, bookmark: recording.lastBookmark() };
}

const bookmarkPair = (res: Response) => res.headers.getSetCookie().find((c) => /^(__Secure-)?d1_bookmark=/.test(c));

describe("public reads go to the nearest replica", () => {
  it("a server render reads through a first-unconstrained session and answers 200 (no hang, as EmDash saw with global_fetch_strictly_public)", async () => {
    for (const path of ["/", "/blog", "/about"]) {
      const { res, opened } = await request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain("</html>");
      // One session for the page, its site settings and every loader's in-process API call.
      expect(opened, path).toEqual(["first-unconstrained"]);
      expect(bookmarkPair(res), path).toBeUndefined();
    }
  });

  it("a public API read is first-unconstrained too", async () => {
    const { res, opened } = await request("/api/blogs");
    expect(res.status).toBe(200);
    expect(opened).toEqual(["first-unconstrained"]);
  });
});

describe("public writes, and the pages after them, read the primary", () => {
  it("each JSON form post opens first-primary and sets no cookie", async () => {
    for (const [name, form] of Object.entries(PUBLIC_JSON_FORMS)) {
      const { res, opened } = await request(form.path, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
        body: JSON.stringify(form.json),
      });
      expect(res.status, name).toBe(201);
      expect(opened, name).toEqual(["first-primary"]);
      expect(bookmarkPair(res), name).toBeUndefined();
    }
  });

  it("a form posted without JavaScript opens first-primary", async () => {
    const body = new URLSearchParams({ form: "contact", name: "Meera Joshi", email: "meera@example.in", phone: "", subject: "GST", message: "We need GST registration.", website: "" });
    const { res, opened } = await request("/contact", { method: "POST", body });
    expect(res.status).toBe(303);
    expect(opened).toEqual(["first-primary"]);
  });

  it("the thank-you page and the newsletter's pages read the primary", async () => {
    for (const path of ["/thank-you?form=contact&reference=VBS-2026-ABCD", "/newsletter/confirmed", "/newsletter/unsubscribe", "/unsubscribe"]) {
      const { opened } = await request(path);
      expect(opened, path).toEqual(["first-primary"]);
    }
  });

  it("the rule: only a GET or HEAD away from the post pages may read a replica", () => {
    expect(publicConstraint("GET", "/services/legal-consultancy")).toBe("first-unconstrained");
    expect(publicConstraint("HEAD", "/blog")).toBe("first-unconstrained");
    expect(publicConstraint("GET", "/thank-youth")).toBe("first-unconstrained");
    expect(publicConstraint("GET", "/newsletters")).toBe("first-unconstrained");
    expect(publicConstraint("POST", "/newsletter/confirm")).toBe("first-primary");
    expect(publicConstraint("PUT", "/api/anything")).toBe("first-primary");
    expect(publicConstraint("GET", "/thank-you")).toBe("first-primary");
  });
});

describe("an admin request carries the bookmark of its last write", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn();
  });

  it("without a bookmark it reads the primary, and its answer sets the cookie to the session's bookmark", async () => {
    const { res, opened, bookmark } = await request("/api/admin/blogs", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(opened).toEqual(["first-primary"]);
    expect(bookmark).toMatch(/\S/);
    const set = bookmarkPair(res)!;
    expect(set.split(";")[0]).toBe(`d1_bookmark=${bookmark}`);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; SameSite=Strict/);
    expect(set).toMatch(/; Path=\/api\/admin(;|$)/);
    // Plain http on localhost: no Secure, as the session cookie there.
    expect(set).not.toMatch(/; Secure/);
  });

  it("the bookmark a write's response returns reaches withSession on the next request", async () => {
    const post = { title: "T", slug: "bookmark-plumbing", excerpt: "E", content: "<p>C</p>", category: "Finance", author: "A", published: false };
    const write = await request("/api/admin/blogs", { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/json" }, body: JSON.stringify(post) });
    expect(write.res.status).toBe(201);
    const pair = bookmarkPair(write.res)!.split(";")[0];
    expect(pair).toBe(`d1_bookmark=${write.bookmark}`);

    const next = await request("/api/admin/blogs", { headers: { Cookie: `${cookie}; ${pair}` } });
    expect(next.res.status).toBe(200);
    expect(next.opened).toEqual([write.bookmark]);
    const rows = ((await next.res.json()) as { rows: { slug: string }[] }).rows;
    expect(rows.map((r) => r.slug)).toContain("bookmark-plumbing");
  });

  it("a cookie that is not a bookmark is never passed to D1: the primary instead", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { res, opened } = await request("/api/admin/blogs", { headers: { Cookie: `${cookie}; d1_bookmark=first-unconstrained` } });
    expect(res.status).toBe(200);
    expect(opened).toEqual(["first-primary"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("d1_bookmark_malformed"));
    warn.mockRestore();
  });

  it("a refused request and the sign-in steps set no cookie of ours", async () => {
    const refused = await request("/api/admin/blogs", { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/json" }, body: "{}" });
    expect(refused.res.status).toBe(400);
    expect(bookmarkPair(refused.res)).toBeUndefined();
    const attempt = JSON.stringify({ email: "nobody@example.com", password: "not-the-password" });
    const failed = await request("/api/admin/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: attempt });
    expect(failed.res.status).toBe(401);
    expect(failed.opened).toEqual(["first-primary"]);
    expect(failed.res.headers.get("Set-Cookie")).toBeNull();
  });

  it("over https the cookie is __Secure- and Secure, and is read back under that name", async () => {
    const origin = "https://www.vriddhi.example";
    const credentials = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
    const signedIn = await request("/api/admin/login", { origin, method: "POST", headers: { "Content-Type": "application/json" }, body: credentials });
    expect(signedIn.res.status).toBe(200);
    const session = signedIn.res.headers.getSetCookie()[0].split(";")[0];
    expect(session).toMatch(/^__Host-admin_session=/);

    const first = await request("/api/admin/me", { origin, headers: { Cookie: session } });
    expect(first.res.status).toBe(200);
    expect(first.opened).toEqual(["first-primary"]);
    const set = bookmarkPair(first.res)!;
    expect(set).toMatch(/^__Secure-d1_bookmark=[^;]+;/);
    expect(set).toMatch(/; Secure/);
    const again = await request("/api/admin/me", { origin, headers: { Cookie: `${session}; ${set.split(";")[0]}` } });
    expect(again.opened).toEqual([first.bookmark]);
  });
});

describe("work outside a request", () => {
  it("the cron reads and writes the primary: it opens no session", async () => {
    const recording = recordingD1();
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: FIRST_RUN_OF_AN_HOUR }), { ...env, DB: recording.db }, ctx);
    await waitOnExecutionContext(ctx);
    expect(recording.opened).toEqual([]);
  });
});
