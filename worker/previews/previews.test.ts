import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "#core/format/date";
import { PREVIEW_GONE, PREVIEW_HOURS_MESSAGE } from "#core/schemas/preview";
import type { AdminRole } from "#core/taxonomies/admin-roles";
import { publicConstraint } from "../http/db-session";
import worker from "../index";
import { carriesToken } from "../features";
import { pageKey } from "../page-cache/page-cache";
import { ADMIN, call, createAs, createDraftPost, login, seedAdmin, sessionCookieOf, signIn, sqlRun } from "../testing/admin-helpers";
import { captureLogs } from "../testing/capture-logs";
import { signInAs } from "../testing/roles";
import { PREVIEW_LINK_NOT_FOUND, PREVIEW_REVOKE_FORBIDDEN } from "./admin-routes";
import { DEAD_LINK_DAYS, deleteDeadPreviewLinks } from "./data";

/** Stands in for the built index.html, which the worker fetches through ASSETS. */
const TEMPLATE = `<!doctype html><html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>`;
const assets = { fetch: async () => new Response(TEMPLATE, { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
const SITE = "https://www.example.in";
const testEnv = { ...env, ASSETS: assets, SITE_URL: SITE };

interface Link {
  id: string;
  url: string;
  expiresAt: string;
  createdBy: string;
  hasChanges: boolean;
}
interface Listed {
  id: string;
  url: string;
  expiresAt: string;
  createdAt: string;
  createdBy: string | null;
  mine: boolean;
  canRevoke: boolean;
  hasChanges: boolean;
}
interface Preview {
  post: Record<string, unknown> & { title: string; content: string };
  author: unknown;
  related: unknown[];
  expiresAt: string;
  published: boolean;
  hasChanges: boolean;
}

const cookies = {} as Record<"owner" | "manager" | "editor" | "otherEditor", string>;
let ip = 0;

/** A further colleague of `role` under an address of their own (signInAs gives one account per role). */
async function signInNew(email: string, role: AdminRole) {
  await seedAdmin(email, ADMIN.password);
  await sqlRun("update admin_users set role = ? where email = ?", role, email);
  return sessionCookieOf(await login(email, ADMIN.password, `198.18.7.${++ip}`));
}

beforeAll(async () => {
  // The owner first: the first account of a database is its owner.
  cookies.owner = await signInAs("owner");
  cookies.manager = await signInAs("manager");
  cookies.editor = await signInAs("editor");
  cookies.otherEditor = await signInNew("second.editor@example.com", "editor");
});

const article = (slug: string, over: Record<string, unknown> = {}) => ({
  title: "Udyam registration before your first loan",
  slug,
  excerpt: "Why the MSME certificate comes first, and what the bank asks to see with it.",
  content: "<p>Register on the Udyam portal with your Aadhaar and PAN before you apply.</p>",
  category: "Startups",
  author: "Rakesh Jain",
  published: false,
  ...over,
});

async function createPost(slug: string, over: Record<string, unknown> = {}, cookie = cookies.editor) {
  const { res, body } = await createAs(cookie, "/api/admin/blogs", article(slug, over));
  expect(res.status).toBe(201);
  return body.id;
}

const share = (id: number, json: Record<string, unknown> = {}, cookie = cookies.editor) => call(`/api/admin/blogs/${id}/previews`, { method: "POST", cookie, json });

async function shared(id: number, json: Record<string, unknown> = {}, cookie = cookies.editor): Promise<Link & { token: string }> {
  const res = await share(id, json, cookie);
  expect(res.status).toBe(201);
  const link = (await res.json()) as Link;
  return { ...link, token: new URL(link.url).pathname.split("/").pop()! };
}

const listed = async (id: number, cookie = cookies.editor) => {
  const res = await call(`/api/admin/blogs/${id}/previews`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { links: Listed[] }).links;
};

const revoke = (id: number, linkId: string, cookie: string) => call(`/api/admin/blogs/${id}/previews/${linkId}`, { method: "DELETE", cookie });

/** What a signed-out visitor's browser gets from the API. */
async function previewApi(token: string) {
  const res = await SELF.fetch(`http://localhost/api/previews/${token}`);
  return { res, body: (await res.json()) as Preview & { error?: string } };
}

/** A signed-out visitor's page load, through the worker's own entry (the page cache's lookup first). */
async function page(token: string, ctx = createExecutionContext()) {
  const request = new Request(`${SITE}/preview/${token}`) as Request<unknown, IncomingRequestCfProperties>;
  const res = await worker.fetch!(request, testEnv, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

/** The token with the character at `at` swapped for another letter. */
const changed = (token: string, at: number) => `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;

describe("a preview link", () => {
  it("opens a draft signed out, with the banner, noindex and no-store, from a link the admin list shows again", async () => {
    const id = await createPost("udyam-before-your-loan");
    const before = Date.now();
    const link = await shared(id);
    const after = Date.now();
    expect(link).toMatchObject({ createdBy: "editor@example.com", hasChanges: false });
    expect(link.url).toBe(`http://localhost/preview/${link.token}`);
    // 24 hours unless chosen, from the server's clock during the request (which may tick past a second after `before`).
    expect(Date.parse(link.expiresAt) - before).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(Date.parse(link.expiresAt) - after).toBeLessThanOrEqual(24 * 3_600_000);

    const { res, body } = await previewApi(link.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(body).toMatchObject({ related: [], author: null, expiresAt: link.expiresAt, published: false, hasChanges: false });
    expect(body.post).toMatchObject({ slug: "udyam-before-your-loan", title: "Udyam registration before your first loan", category: "Startups" });
    expect(body.post).not.toHaveProperty("id");
    // The same post the public article route would send, were it published.
    expect(Object.keys(body.post).sort()).toEqual(["author", "category", "content", "createdAt", "excerpt", "imageAlt", "imageUrl", "language", "metaDescription", "metaTitle", "slug", "title", "updatedAt"]);

    const { res: pageRes, html } = await page(link.token);
    expect(pageRes.status).toBe(200);
    expect(pageRes.headers.get("Content-Type")).toContain("text/html");
    expect(pageRes.headers.get("Cache-Control")).toContain("no-store");
    expect(pageRes.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(pageRes.headers.get("X-Cache")).toBe("BYPASS");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain("<title>Preview: Udyam registration before your first loan");
    expect(html).toContain('aria-label="Preview"');
    expect(html).toContain("This is a preview of an unpublished article, shared by Vriddhi Business Solutions. It may change before it is published.");
    expect(html).toContain(formatDateTime(link.expiresAt));
    expect(html).toContain("Register on the Udyam portal");
    expect(html).not.toContain("BlogPosting");

    const [listedLink] = await listed(id);
    expect(listedLink).toMatchObject({ id: link.id, url: link.url, expiresAt: link.expiresAt, createdBy: "editor@example.com", mine: true, canRevoke: true, hasChanges: false });
  });

  it("is never stored in the page cache nor answered from it, and answers private to Workers Cache", async () => {
    const id = await createPost("gst-on-advance-receipts");
    const { token } = await shared(id);
    const edge = (caches as unknown as { default: Cache }).default;
    // A copy planted where the page cache would look: it is never asked.
    await edge.put(await pageKey(`${SITE}/preview/${token}`, testEnv, edge), new Response("a stale copy", { headers: { "Cache-Control": "max-age=600" } }));
    for (let i = 0; i < 2; i++) {
      const { res, html } = await page(token);
      expect(res.headers.get("X-Cache")).toBe("BYPASS");
      expect(html).not.toContain("a stale copy");
      expect(html).toContain("Udyam registration before your first loan");
    }
    // Behind Workers Cache (ctx.cache present) a page may be kept only with a public Cache-Control.
    const cache = { purge: async () => ({ success: true, errors: [] }), invalidate: async () => {} } as unknown as CacheContext;
    const { res } = await page(token, Object.assign(createExecutionContext(), { cache }));
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");

    expect(carriesToken(`${SITE}/preview/${token}`)).toBe(true);
    expect(carriesToken(`${SITE}/Preview/${token}`)).toBe(true);
    expect(carriesToken(`${SITE}/%70review/${token}`)).toBe(true);
    expect(carriesToken(`${SITE}//preview/${token}`)).toBe(true);
    expect(carriesToken(`${SITE}/previews`)).toBe(false);
    // Read at the primary: it opens as soon as it is shared and stops as soon as it is revoked.
    expect(publicConstraint("GET", `/preview/${token}`)).toBe("first-primary");
    expect(publicConstraint("GET", `/api/previews/${token}`)).toBe("first-primary");
  });

  it("shows the editor's unsaved changes over the saved post, sanitised, and leaves the post as it is", async () => {
    const id = await createPost("tds-on-rent-194ib", { published: true });
    const draft = article("tds-on-rent-194ib", {
      title: "TDS on rent under section 194-IB, revised",
      content: '<p>Deduct 2% once the rent passes ₹50,000 a month.</p><script>alert("x")</script><img src="x" onerror="alert(1)">',
      published: true,
    });
    const link = await shared(id, { draft, hours: 2 });
    expect(link.hasChanges).toBe(true);
    const { body } = await previewApi(link.token);
    expect(body).toMatchObject({ published: true, hasChanges: true });
    expect(body.post.title).toBe("TDS on rent under section 194-IB, revised");
    expect(body.post.content).toContain("Deduct 2% once the rent passes ₹50,000 a month.");
    expect(body.post.content).not.toContain("<script");
    expect(body.post.content).not.toContain("onerror");
    const stored = await env.DB.prepare("select data from preview_links where id = ?").bind(link.id).first<{ data: string }>();
    expect(stored?.data).not.toContain("<script");
    expect(JSON.parse(stored?.data ?? "{}")).not.toHaveProperty("published");

    const saved = (await (await call(`/api/admin/blogs/${id}`, { cookie: cookies.editor })).json()) as { title: string };
    expect(saved.title).toBe("Udyam registration before your first loan");
    const { html } = await page(link.token);
    expect(html).toContain("This is a preview of changes to a published article, shared by Vriddhi Business Solutions.");
    expect(html).toContain("TDS on rent under section 194-IB, revised");

    // A draft equal to the saved post is no change: the link shows the post as saved.
    const same = await shared(id, { draft: article("tds-on-rent-194ib", { published: true }) });
    expect(same.hasChanges).toBe(false);
    const links = await listed(id);
    expect(links.map((l) => [l.id, l.hasChanges])).toEqual([
      [same.id, false],
      [link.id, true],
    ]);
  });

  it("works for a scheduled post", async () => {
    const id = await createPost("advance-tax-december-instalment");
    const publishAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await call(`/api/admin/blogs/${id}/schedule`, { method: "PUT", cookie: cookies.editor, json: { publishAt } })).status).toBe(200);
    const { token } = await shared(id);
    const { res, body } = await previewApi(token);
    expect(res.status).toBe(200);
    expect(body.published).toBe(false);
    expect((await SELF.fetch("http://localhost/api/blogs/advance-tax-december-instalment")).status).toBe(404);
  });

  it("lasts from 1 hour to 7 days, and checks a draft as a save does", async () => {
    const id = await createPost("itr-u-updated-return");
    for (const hours of [0, 169, 1.5, -1, "24"]) {
      const res = await share(id, { hours });
      expect(res.status, String(hours)).toBe(400);
      expect(await res.json()).toEqual({ error: PREVIEW_HOURS_MESSAGE, fieldErrors: { hours: PREVIEW_HOURS_MESSAGE } });
    }
    for (const hours of [1, 168]) {
      const before = Date.now();
      const link = await shared(id, { hours });
      expect(Math.abs(Date.parse(link.expiresAt) - before - hours * 3_600_000)).toBeLessThan(60_000);
    }
    const invalid = await share(id, { draft: article("itr-u-updated-return", { title: "" }) });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toHaveProperty(["draft.title"]);
    expect((await call(`/api/admin/blogs/${id}/previews`, { method: "POST", cookie: cookies.editor, body: "hours=2" })).status).toBe(415);
    expect((await share(999_999)).status).toBe(404);
    expect((await call("/api/admin/blogs/999999/previews", { cookie: cookies.editor })).status).toBe(404);
  });
});

describe("a preview link that no longer opens", () => {
  it("answers 404 with one body, tampered, expired, revoked or of a deleted post, and the page is the plain not-found page", async () => {
    const id = await createPost("angel-tax-after-2024");
    const [genuine, expired, revoked] = [await shared(id), await shared(id), await shared(id)];
    await sqlRun("update preview_links set expires_at = ? where id = ?", new Date(Date.now() - 60_000).toISOString(), expired.id);
    expect((await revoke(id, revoked.id, cookies.editor)).status).toBe(200);

    const other = await createPost("angel-tax-deleted-draft");
    const ofDeleted = await shared(other);
    expect((await previewApi(ofDeleted.token)).res.status).toBe(200);
    expect((await call(`/api/admin/blogs/${other}`, { method: "DELETE", cookie: cookies.editor })).status).toBe(200);
    // The link went with its post.
    expect(await env.DB.prepare("select count(*) as n from preview_links where blog_id = ?").bind(other).first("n")).toBe(0);

    const dead = {
      "id changed": changed(genuine.token, 3),
      "signature changed": changed(genuine.token, 60),
      "not a token": "not-a-token",
      expired: expired.token,
      revoked: revoked.token,
      "post deleted": ofDeleted.token,
    };
    for (const [why, token] of Object.entries(dead)) {
      const { res, body } = await previewApi(token);
      expect(res.status, why).toBe(404);
      expect(body, why).toEqual({ error: PREVIEW_GONE });
      expect(res.headers.get("Cache-Control"), why).toBe("no-store");
      let loaded = {} as Awaited<ReturnType<typeof page>>;
      const logged = await captureLogs(async () => {
        loaded = await page(token);
      });
      const { res: pageRes, html } = loaded;
      // The not-found line names the path without its token.
      expect(logged.map((line) => line.entry), why).toEqual([expect.objectContaining({ event: "page_not_found", path: "/preview/[token]" })]);
      expect(pageRes.status, why).toBe(404);
      expect(pageRes.headers.get("Cache-Control"), why).toContain("no-store");
      expect(html, why).toContain("<title>Page not found");
      expect(html, why).toContain("data-not-found");
      expect(html, why).not.toContain("Udyam registration");
      expect(html, why).not.toContain("Preview");
    }
    // The genuine one still opens.
    expect((await previewApi(genuine.token)).res.status).toBe(200);
    // Neither the expired nor the revoked link is listed; the live one is.
    expect((await listed(id)).map((l) => l.id)).toEqual([genuine.id]);
  });
});

describe("revoking a preview link", () => {
  const audit = (id: number) =>
    env.DB.prepare("select action, admin_id as adminId, detail from audit_log where record_type = 'post' and record_id = ? and action like 'post.preview%' order by id")
      .bind(id)
      .all<{ action: string; adminId: number; detail: string }>()
      .then((r) => r.results);

  it("is for the colleague who shared it, the owner or a manager, and is audited", async () => {
    const id = await createPost("llp-annual-filing-form-11");
    const mine = await shared(id, {}, cookies.editor);
    const forManager = await shared(id, {}, cookies.editor);
    const forOwner = await shared(id, {}, cookies.editor);

    // Another editor sees the links, may not revoke them.
    const seen = await listed(id, cookies.otherEditor);
    expect(seen.map((l) => [l.mine, l.canRevoke])).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
    const refused = await revoke(id, mine.id, cookies.otherEditor);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: PREVIEW_REVOKE_FORBIDDEN });
    expect((await previewApi(mine.token)).res.status).toBe(200);
    expect((await listed(id, cookies.manager)).every((l) => l.canRevoke && !l.mine)).toBe(true);

    const own = await revoke(id, mine.id, cookies.editor);
    expect(own.status).toBe(200);
    const { revokedAt } = (await own.json()) as { id: string; revokedAt: string };
    expect((await previewApi(mine.token)).res.status).toBe(404);
    // Revoking it again changes nothing and records nothing.
    expect(await (await revoke(id, mine.id, cookies.editor)).json()).toEqual({ id: mine.id, revokedAt });

    expect((await revoke(id, forManager.id, cookies.manager)).status).toBe(200);
    expect((await revoke(id, forOwner.id, cookies.owner)).status).toBe(200);
    expect(await listed(id)).toEqual([]);

    const unknown = await revoke(id, "no-such-link", cookies.owner);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: PREVIEW_LINK_NOT_FOUND });
    // A link is revoked through its own post only.
    const elsewhere = await createPost("llp-form-8-solvency");
    const link = await shared(elsewhere);
    expect((await revoke(id, link.id, cookies.owner)).status).toBe(404);

    const entries = await audit(id);
    expect(entries.map((e) => e.action)).toEqual([
      "post.preview_shared",
      "post.preview_shared",
      "post.preview_shared",
      "post.preview_revoked",
      "post.preview_revoked",
      "post.preview_revoked",
    ]);
    expect(JSON.parse(entries[0]!.detail)).toMatchObject({ linkId: mine.id, expiresAt: mine.expiresAt, hasChanges: false, title: "Udyam registration before your first loan" });
    expect(JSON.parse(entries[3]!.detail)).toMatchObject({ linkId: mine.id });
    // No token in the audit trail.
    expect(JSON.stringify(entries)).not.toContain(mine.token);
  });
});

describe("the hourly sweep of dead links", () => {
  it(`deletes links that expired more than ${DEAD_LINK_DAYS} days ago, and no live one`, async () => {
    const cookie = await signIn();
    const id = await createDraftPost(cookie, "preview-sweep");
    const share = async () => (await (await call(`/api/admin/blogs/${id}/previews`, { method: "POST", cookie, json: {} })).json()) as { id: string };
    const [dead, live] = [await share(), await share()];
    await sqlRun("update preview_links set expires_at = ? where id = ?", new Date(Date.now() - (DEAD_LINK_DAYS + 1) * 24 * 3_600_000).toISOString(), dead.id);
    await deleteDeadPreviewLinks(env);
    const left = (await env.DB.prepare("select id from preview_links where blog_id = ?").bind(id).all<{ id: string }>()).results.map((r) => r.id);
    expect(left).toEqual([live.id]);
  });
});
