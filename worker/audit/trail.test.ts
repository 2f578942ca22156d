import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN, call, login, seedAdmin, sessionCookieOf } from "../testing/admin-helpers";
import { postJson } from "../testing/helpers";

interface AuditRow {
  action: string;
  admin_id: number | null;
  actor: string | null;
  record_type: string;
  record_id: number | null;
  detail: string | null;
  ip: string | null;
}

let lastId = 0;
/** The audit rows written since the previous call. */
async function newRows(): Promise<AuditRow[]> {
  const { results } = await env.DB.prepare("select * from audit_log where id > ? order by id").bind(lastId).all<AuditRow & { id: number }>();
  if (results.length > 0) lastId = results[results.length - 1].id;
  return results;
}

const IP = "203.0.113.77";
let cookie = "";
const as = (path: string, method = "GET", json?: unknown) => call(path, { method, cookie, json, headers: { "CF-Connecting-IP": IP } });
const idOf = async (res: Response) => ((await res.json()) as { id: number }).id;

// Each test starts with the seeded admin (again, after the test that removes every admin) and an
// empty audit log.
beforeEach(async () => {
  await seedAdmin();
  await env.DB.prepare("delete from audit_log").run();
});

/** Signs the seeded admin in, for the requests `as` makes, past the rows written so far. */
async function signInAfresh() {
  cookie = sessionCookieOf(await login(ADMIN.email, ADMIN.password, IP));
  await newRows();
}

describe("the audit trail", () => {
  it("records a failed sign-in with the address and the account tried, never the email typed", async () => {
    await login(ADMIN.email, "wrong-password", IP);
    await login("someone-else@example.com", "wrong-password", IP);
    const [known, unknown] = await newRows();
    const adminId = (await env.DB.prepare("select id from admin_users where email = ?").bind(ADMIN.email).first<{ id: number }>())!.id;
    expect(known).toMatchObject({ action: "admin.sign_in_failed", admin_id: null, actor: null, record_type: "admin", record_id: adminId, ip: IP });
    expect(unknown).toMatchObject({ action: "admin.sign_in_failed", record_type: "admin", record_id: null, ip: IP, detail: null });
    const stored = JSON.stringify(await env.DB.prepare("select * from audit_log").all());
    expect(stored).not.toContain("someone-else");
  });

  it("writes exactly one row for every admin action, naming who, what, which record and from where", async () => {
    const res = await login(ADMIN.email, ADMIN.password, IP);
    cookie = sessionCookieOf(res);
    expect(await newRows()).toMatchObject([{ action: "admin.signed_in", actor: ADMIN.email, record_type: "admin", ip: IP }]);

    const one = async (run: () => Promise<Response>, expected: Partial<AuditRow>) => {
      const response = await run();
      expect(response.status, expected.action).toBeLessThan(300);
      const rows = await newRows();
      expect(rows, expected.action).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actor: ADMIN.email, ip: IP, ...expected });
      return response;
    };

    const post = { title: "Audit", slug: "audit-post", excerpt: "E", content: "<p>C</p>", category: "Finance", author: "A", published: false };
    const postId = await idOf(await one(() => as("/api/admin/blogs", "POST", post), { action: "post.created", record_type: "post" }));
    const [created] = (await env.DB.prepare("select record_id from audit_log where action = 'post.created'").all<{ record_id: number }>()).results;
    expect(created.record_id).toBe(postId);
    await one(() => as(`/api/admin/blogs/${postId}`, "PUT", post), { action: "post.updated", record_id: postId });
    await one(() => as(`/api/admin/blogs/${postId}/published`, "PATCH", { published: true }), { action: "post.published", record_id: postId });
    await one(() => as(`/api/admin/blogs/${postId}/published`, "PATCH", { published: false }), { action: "post.unpublished", record_id: postId });
    await one(() => as(`/api/admin/blogs/${postId}`, "DELETE"), { action: "post.deleted", record_id: postId });

    const job = { title: "T", slug: "audit-job", description: "D", requirements: "R", location: "Bhopal", jobType: "Full-time", published: false };
    const jobId = await idOf(await one(() => as("/api/admin/jobs", "POST", job), { action: "job.created", record_type: "job" }));
    await one(() => as(`/api/admin/jobs/${jobId}`, "PUT", job), { action: "job.updated", record_id: jobId });
    await one(() => as(`/api/admin/jobs/${jobId}/published`, "PATCH", { published: true }), { action: "job.published", record_id: jobId });
    await one(() => as(`/api/admin/jobs/${jobId}/published`, "PATCH", { published: false }), { action: "job.unpublished", record_id: jobId });
    await one(() => as(`/api/admin/jobs/${jobId}`, "DELETE"), { action: "job.deleted", record_id: jobId });

    // A visitor's form is not an admin action.
    await postJson("/api/inquiries", { type: "contact", name: "Meera", email: "meera@example.in", subject: "GST", message: "Hello" });
    await postJson("/api/subscribers", { email: "audit-reader@example.in" });
    expect(await newRows()).toEqual([]);
    const inquiryId = (await env.DB.prepare("select id from inquiries where email = 'meera@example.in'").first<{ id: number }>())!.id;
    const subscriberId = (await env.DB.prepare("select id from subscribers where email = 'audit-reader@example.in'").first<{ id: number }>())!.id;

    await one(() => as(`/api/admin/inquiries/${inquiryId}/status`, "PATCH", { status: "replied" }), {
      action: "inquiry.status_changed",
      record_id: inquiryId,
      detail: JSON.stringify({ status: "replied" }),
    });
    await one(() => as("/api/admin/inquiries/bulk", "POST", { ids: [inquiryId], action: "read" }), {
      action: "inquiry.bulk_status_changed",
      record_id: null,
      detail: JSON.stringify({ status: "read", ids: [inquiryId] }),
    });
    const exported = await one(() => as("/api/admin/inquiries/export?status=read"), { action: "inquiry.exported", detail: JSON.stringify({ filters: { q: "", status: "read" } }) });
    await exported.text();
    await one(() => as(`/api/admin/inquiries/${inquiryId}`, "DELETE"), { action: "inquiry.deleted", record_id: inquiryId });
    await (await one(() => as("/api/admin/subscribers/export"), { action: "subscriber.exported" })).text();
    await one(() => as(`/api/admin/subscribers/${subscriberId}`, "DELETE"), { action: "subscriber.deleted", record_id: subscriberId });

    const newPassword = "another-long-enough-password";
    const changed = await one(() => as("/api/admin/password", "PUT", { currentPassword: ADMIN.password, newPassword }), { action: "admin.password_changed" });
    // A password change ends the old session and starts a new one (a new token after re-authentication).
    cookie = sessionCookieOf(changed);
    await one(() => as("/api/admin/logout", "POST"), { action: "admin.signed_out" });
    await env.DB.prepare("delete from admin_users").run();
  });

  it("records nothing when the record does not exist", async () => {
    await signInAfresh();
    expect((await as("/api/admin/jobs/987654/published", "PATCH", { published: true })).status).toBe(404);
    expect((await as("/api/admin/blogs/987654", "PUT", { title: "T", slug: "nope", excerpt: "E", content: "<p>C</p>", category: "Finance", author: "A", published: false })).status).toBe(404);
    expect((await as("/api/admin/inquiries/987654/status", "PATCH", { status: "read" })).status).toBe(404);
    expect((await as("/api/admin/inquiries/987654", "DELETE")).status).toBe(404);
    expect((await as("/api/admin/subscribers/987654", "DELETE")).status).toBe(404);
    expect(await newRows()).toEqual([]);
  });

  it("is listed by the Activity API with filters, and no route changes or removes an entry", async () => {
    // Its sign-in, and the two failed ones it counts.
    await signInAfresh();
    await login(ADMIN.email, "wrong-password", IP);
    await login("someone-else@example.com", "wrong-password", IP);
    const page = (await (await as("/api/admin/activity?record=admin&size=100")).json()) as { rows: { action: string }[]; total: number };
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.action.startsWith("admin."))).toBe(true);
    const failed = (await (await as("/api/admin/activity?action=admin.sign_in_failed")).json()) as { total: number };
    expect(failed.total).toBe(2);
    const before = (await env.DB.prepare("select count(*) as n from audit_log").first<{ n: number }>())!.n;
    for (const method of ["PUT", "PATCH", "DELETE", "POST"]) {
      expect((await as("/api/admin/activity/1", method, {})).status).toBe(404);
    }
    expect((await as("/api/admin/activity", "DELETE")).status).toBeGreaterThanOrEqual(404);
    expect((await env.DB.prepare("select count(*) as n from audit_log").first<{ n: number }>())!.n).toBe(before);
  });

  it("names a post, job or team member by its title on the Activity screen, even once it is deleted", async () => {
    await signInAfresh();
    type Row = { action: string; recordType: string; recordId: number | null; label: string | null };
    const activityOf = async (recordType: string, id: number) =>
      ((await (await as(`/api/admin/activity?record=${recordType}&size=100`)).json()) as { rows: Row[] }).rows
        .filter((row) => row.recordId === id)
        .map((row) => [row.action, row.label]);

    const person = { title: "Ananya Sharma", slug: "audit-ananya", role: "Partner", credentials: ["CA"], bio: "Advises founders.", sortOrder: 1, published: false };
    const personId = await idOf(await as("/api/admin/people", "POST", person));
    expect((await as(`/api/admin/people/${personId}`, "PUT", { ...person, title: "Ananya Sharma Rao" })).status).toBe(200);
    // While the record exists every row reads its name as it is now.
    expect(await activityOf("person", personId)).toEqual([
      ["person.updated", "Ananya Sharma Rao"],
      ["person.created", "Ananya Sharma Rao"],
    ]);
    expect((await as(`/api/admin/people/${personId}`, "DELETE")).status).toBeLessThan(300);
    // Once it is gone each row keeps the name it had when it was written, the delete its last one.
    expect(await activityOf("person", personId)).toEqual([
      ["person.deleted", "Ananya Sharma Rao"],
      ["person.updated", "Ananya Sharma Rao"],
      ["person.created", "Ananya Sharma"],
    ]);

    const post = { title: "GST basics", slug: "audit-gst-basics", excerpt: "E", content: "<p>C</p>", category: "Finance", author: "A", published: false };
    const postId = await idOf(await as("/api/admin/blogs", "POST", post));
    expect((await as(`/api/admin/blogs/${postId}`, "DELETE")).status).toBeLessThan(300);
    expect(await activityOf("post", postId)).toEqual([
      ["post.deleted", "GST basics"],
      ["post.created", "GST basics"],
    ]);

    const job = { title: "Tax Analyst", slug: "audit-tax-analyst", description: "D", requirements: "R", location: "Bhopal", jobType: "Full-time", published: false };
    const jobId = await idOf(await as("/api/admin/jobs", "POST", job));
    expect((await as(`/api/admin/jobs/${jobId}`, "DELETE")).status).toBeLessThan(300);
    expect(await activityOf("job", jobId)).toEqual([
      ["job.deleted", "Tax Analyst"],
      ["job.created", "Tax Analyst"],
    ]);
  });
});
