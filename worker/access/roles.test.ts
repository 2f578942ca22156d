import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ROLE_FORBIDDEN_CODE } from "#core/taxonomies/admin-roles";
import { ADMIN, call, login, sessionCookieOf } from "../testing/admin-helpers";
import { signInAs } from "../testing/roles";

const COLLEAGUE_PASSWORD = "a colleague's own passphrase";
let ipCounter = 0;
const nextIp = () => `198.20.0.${++ipCounter}`;

let owner: string;
beforeAll(async () => {
  owner = await signInAs("owner");
});

const json = async <T>(res: Response) => (await res.json()) as T;

/** The owner invites `email` as `role` in Settings; the colleague accepts the link and is signed in. */
async function invited(email: string, role: string) {
  const made = await call("/api/admin/staff/invites", { method: "POST", cookie: owner, json: { email, role } });
  expect(made.status).toBe(201);
  const { link } = await json<{ link: string }>(made);
  const token = link.slice(link.indexOf("#token=") + "#token=".length);
  const opened = await json<{ role: string }>(await call("/api/admin/invitations/open", { method: "POST", json: { token } }));
  expect(opened.role).toBe(role);
  const res = await call("/api/admin/invitations/accept", {
    method: "POST",
    json: { token, name: `${role} colleague`, password: COLLEAGUE_PASSWORD },
    headers: { "CF-Connecting-IP": nextIp() },
  });
  expect(res.status).toBe(201);
  const body = await json<{ id: number; role: string }>(res);
  expect(body.role).toBe(role);
  return { cookie: sessionCookieOf(res), id: body.id };
}

const refused = async (res: Response) => {
  expect(res.status).toBe(403);
  expect((await json<{ code: string }>(res)).code).toBe(ROLE_FORBIDDEN_CODE);
};

const auditActions = async () =>
  (await env.DB.prepare("select action, record_id, detail from audit_log order by id").all<{ action: string; record_id: number | null; detail: string | null }>())
    .results;

describe("an editor invited through Settings", () => {
  it("writes and publishes posts, and is refused inquiries, subscribers and privacy requests", async () => {
    const editor = await invited("writer@example.com", "editor");
    const post = { title: "GST for small traders", slug: "gst-for-small-traders", excerpt: "E", content: "<p>C</p>", category: "Finance", author: "A", published: false };
    const created = await call("/api/admin/blogs", { method: "POST", cookie: editor.cookie, json: post });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const published = await call(`/api/admin/blogs/${id}/published`, { method: "PATCH", cookie: editor.cookie, json: { published: true } });
    expect(published.status).toBe(200);
    expect((await call("/api/blogs/gst-for-small-traders")).status).toBe(200);

    await refused(await call("/api/admin/inquiries", { cookie: editor.cookie }));
    await refused(await call("/api/admin/inquiries/export", { cookie: editor.cookie }));
    await refused(await call("/api/admin/subscribers", { cookie: editor.cookie }));
    await refused(await call("/api/admin/privacy/search", { method: "POST", cookie: editor.cookie, json: { email: "a@example.com" } }));
    await refused(await call("/api/admin/site-settings", { cookie: editor.cookie }));
  });

  it("sees a dashboard of the content only: no inquiry counts and no activity", async () => {
    const editor = await signInAs("editor");
    const body = await json<{ stats: Record<string, unknown>; activity: unknown }>(await call("/api/admin/dashboard", { cookie: editor }));
    expect(body.stats.blogs).toMatchObject({ total: expect.any(Number) });
    expect(body.stats.inquiries).toBeNull();
    expect(body.activity).toBeNull();
  });
});

describe("an advisor", () => {
  it("reads and answers inquiries, and is refused posts, settings and staff", async () => {
    const advisor = await invited("advisor.two@example.com", "advisor");
    const sent = await call("/api/inquiries", {
      method: "POST",
      json: { type: "contact", name: "Sunita Verma", email: "sunita@example.com", phone: "9876543210", subject: "GST registration", message: "Please call me about GST registration for my shop." },
      headers: { "CF-Connecting-IP": nextIp() },
    });
    expect(sent.status).toBe(201);
    const list = await json<{ rows: { id: number; name: string }[] }>(await call("/api/admin/inquiries", { cookie: advisor.cookie }));
    const inquiry = list.rows.find((row) => row.name === "Sunita Verma");
    expect(inquiry).toBeDefined();
    const note = await call(`/api/admin/inquiries/${inquiry?.id}/notes`, { method: "POST", cookie: advisor.cookie, json: { body: "Called her; she will send the PAN." } });
    expect(note.status).toBe(201);
    const status = await call(`/api/admin/inquiries/${inquiry?.id}/status`, { method: "PATCH", cookie: advisor.cookie, json: { status: "replied" } });
    expect(status.status).toBe(200);

    await refused(await call("/api/admin/blogs", { cookie: advisor.cookie }));
    await refused(await call("/api/admin/blogs", { method: "POST", cookie: advisor.cookie, json: {} }));
    await refused(await call("/api/admin/site-settings", { cookie: advisor.cookie }));
    await refused(await call("/api/admin/staff", { cookie: advisor.cookie }));
    await refused(await call("/api/admin/inquiries/export", { cookie: advisor.cookie }));
    const dashboard = await json<{ stats: Record<string, unknown> }>(await call("/api/admin/dashboard", { cookie: advisor.cookie }));
    expect(dashboard.stats).toMatchObject({ blogs: null, jobs: null, inquiries: { total: expect.any(Number) } });
  });
});

describe("a role change", () => {
  it("is the owner's, ends every session of the colleague, holds from their next sign-in and is in the activity log", async () => {
    const colleague = await invited("moving@example.com", "advisor");
    const manager = await signInAs("manager");
    await refused(await call(`/api/admin/staff/${colleague.id}/role`, { method: "PUT", cookie: manager, json: { role: "manager" } }));

    const res = await call(`/api/admin/staff/${colleague.id}/role`, { method: "PUT", cookie: owner, json: { role: "editor" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: colleague.id, role: "editor" });
    expect((await call("/api/admin/me", { cookie: colleague.cookie })).status).toBe(401);

    const again = sessionCookieOf(await login("moving@example.com", COLLEAGUE_PASSWORD, nextIp()));
    expect(await json(await call("/api/admin/me", { cookie: again }))).toMatchObject({ role: "editor" });
    expect((await call("/api/admin/blogs", { cookie: again })).status).toBe(200);
    await refused(await call("/api/admin/inquiries", { cookie: again }));

    expect(await auditActions()).toContainEqual({ action: "admin.role_changed", record_id: colleague.id, detail: JSON.stringify({ from: "advisor", to: "editor" }) });
  });

  it("never makes or unmakes the owner: ownership is handed over", async () => {
    const ownerId = (await json<{ id: number }>(await call("/api/admin/me", { cookie: owner }))).id;
    const res = await call(`/api/admin/staff/${ownerId}/role`, { method: "PUT", cookie: owner, json: { role: "manager" } });
    expect(res.status).toBe(409);
    const colleague = await signInAs("advisor");
    const advisorId = (await json<{ id: number }>(await call("/api/admin/me", { cookie: colleague }))).id;
    const toOwner = await call(`/api/admin/staff/${advisorId}/role`, { method: "PUT", cookie: owner, json: { role: "owner" } });
    expect(toOwner.status).toBe(400);
    expect(await json(await call("/api/admin/me", { cookie: owner }))).toMatchObject({ email: ADMIN.email, role: "owner" });
  });
});

describe("exports and privacy requests", () => {
  it("are the owner's and managers', and every use is in the activity log without the address looked up", async () => {
    // One inquiry from the address looked up, whichever tests ran before.
    await env.DB.batch([
      env.DB.prepare("delete from inquiries where email = 'sunita@example.com'"),
      env.DB.prepare("insert into inquiries (name, email, type, message) values ('Sunita Verma', 'sunita@example.com', 'contact', 'Please call me about GST registration for my shop.')"),
    ]);
    const manager = await signInAs("manager");
    expect((await call("/api/admin/inquiries/export", { cookie: manager })).status).toBe(200);
    expect((await call("/api/admin/subscribers/export", { cookie: manager })).status).toBe(200);
    const search = await call("/api/admin/privacy/search", { method: "POST", cookie: manager, json: { email: "sunita@example.com" } });
    expect(search.status).toBe(200);
    const actions = await auditActions();
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["inquiry.exported", "subscriber.exported", "privacy.searched"]));
    const searched = actions.find((a) => a.action === "privacy.searched");
    expect(searched?.detail).not.toContain("sunita");
    expect(JSON.parse(searched?.detail ?? "{}")).toMatchObject({ inquiries: 1 });
  });
});
