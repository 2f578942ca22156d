import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { REVISIONS_KEPT } from "#core/taxonomies/revisions";
import { call, createAs, signIn, sqlRun } from "../testing/admin-helpers";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

interface Revision {
  id: number;
  savedBy: string | null;
  createdAt: string;
  restoredFrom: number | null;
  fields: Record<string, unknown>;
}

const post = (slug: string, over: Record<string, unknown> = {}) => ({
  title: "Filing GSTR-9 without a notice",
  slug,
  excerpt: "What the annual return asks for, and the reconciliations to finish first.",
  content: "<p>Reconcile GSTR-1 with GSTR-3B before you begin.</p>",
  category: "Finance",
  author: "Rakesh Jain",
  published: false,
  ...over,
});
const history = async (path: string) => {
  const res = await call(`${path}/revisions`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { revisions: Revision[] }).revisions;
};
const restore = (path: string, revision: number) => call(`${path}/revisions/${revision}/restore`, { method: "POST", cookie });
const audit = (type: string, id: number | string) =>
  env.DB.prepare("select action, detail from audit_log where record_type = ? and record_id = ? order by id")
    .bind(type, id)
    .all<{ action: string; detail: string | null }>()
    .then((r) => r.results);

describe("a post's revisions", () => {
  it("keeps each save with who made it, newest first, and restores an earlier one as a new revision", async () => {
    const { body } = await createAs(cookie, "/api/admin/blogs", post("gstr-9-without-a-notice"));
    const path = `/api/admin/blogs/${body.id}`;
    const edited = post("gstr-9-without-a-notice", { title: "Filing GSTR-9 and GSTR-9C", content: "<p>Start with the books, not the portal.</p>", published: true });
    expect((await call(path, { method: "PUT", cookie, json: edited })).status).toBe(200);

    const [second, first] = await history(path);
    expect(first.fields).toMatchObject({ title: "Filing GSTR-9 without a notice", content: "<p>Reconcile GSTR-1 with GSTR-3B before you begin.</p>" });
    expect(second.fields).toMatchObject({ title: "Filing GSTR-9 and GSTR-9C", content: "<p>Start with the books, not the portal.</p>" });
    // The published switch is not content: a restore leaves it as it is.
    expect(second.fields).not.toHaveProperty("published");
    expect(second.savedBy).toBe("admin@example.com");
    expect(second.restoredFrom).toBeNull();

    const res = await restore(path, first.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: "Filing GSTR-9 without a notice", published: true });
    const [restored, ...rest] = await history(path);
    expect(rest.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(restored).toMatchObject({ restoredFrom: first.id, fields: { title: "Filing GSTR-9 without a notice" } });
    const [publicPage] = await Promise.all([call("/api/blogs/gstr-9-without-a-notice")]);
    expect(((await publicPage.json()) as { post: { title: string } }).post.title).toBe("Filing GSTR-9 without a notice");

    const restoredEntry = (await audit("post", body.id)).at(-1);
    expect(restoredEntry?.action).toBe("post.restored");
    expect(JSON.parse(restoredEntry?.detail ?? "{}")).toMatchObject({ restoredFrom: first.id });
  });

  it("keeps the slug on a restore, so a link shared since keeps working", async () => {
    const { body } = await createAs(cookie, "/api/admin/blogs", post("tds-on-rent-old"));
    const path = `/api/admin/blogs/${body.id}`;
    await call(path, { method: "PUT", cookie, json: post("tds-on-rent", { title: "TDS on rent, section 194-IB" }) });
    const first = (await history(path)).at(-1)!;
    expect(first.fields.slug).toBe("tds-on-rent-old");
    expect(await (await restore(path, first.id)).json()).toMatchObject({ slug: "tds-on-rent", title: "Filing GSTR-9 without a notice" });
  });

  it("keeps what a post held before history was kept, unattributed, when it is first saved", async () => {
    const { body } = await createAs(cookie, "/api/admin/blogs", post("msme-payment-45-days"));
    await sqlRun("delete from revisions where entity = 'post' and record_key = ?", String(body.id));
    await sqlRun("update blogs set updated_at = '2026-03-01T04:30:00.000Z' where id = ?", body.id);
    const path = `/api/admin/blogs/${body.id}`;
    await call(path, { method: "PUT", cookie, json: post("msme-payment-45-days", { title: "Section 43B(h): paying MSMEs in 45 days" }) });
    const [saved, before] = await history(path);
    expect(saved.fields.title).toBe("Section 43B(h): paying MSMEs in 45 days");
    expect(before).toMatchObject({ savedBy: null, createdAt: "2026-03-01T04:30:00.000Z", fields: { title: "Filing GSTR-9 without a notice" } });
  });

  it(`keeps only the newest ${REVISIONS_KEPT}`, async () => {
    const { body } = await createAs(cookie, "/api/admin/blogs", post("advance-tax-dates"));
    const path = `/api/admin/blogs/${body.id}`;
    for (let i = 1; i <= REVISIONS_KEPT + 2; i++) {
      expect((await call(path, { method: "PUT", cookie, json: post("advance-tax-dates", { title: `Advance tax, draft ${i}` }) })).status).toBe(200);
    }
    const kept = await history(path);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept[0].fields.title).toBe(`Advance tax, draft ${REVISIONS_KEPT + 2}`);
    expect(kept.at(-1)?.fields.title).toBe("Advance tax, draft 3");
    const stored = await env.DB.prepare("select count(*) as n from revisions where entity = 'post' and record_key = ?").bind(String(body.id)).first<{ n: number }>();
    expect(stored?.n).toBe(REVISIONS_KEPT);
  });

  it("answers 404 for a revision of another record or one pruned, and for an unknown post", async () => {
    const a = (await createAs(cookie, "/api/admin/blogs", post("revision-owner-a"))).body.id;
    const b = (await createAs(cookie, "/api/admin/blogs", post("revision-owner-b"))).body.id;
    const ofA = (await history(`/api/admin/blogs/${a}`))[0];
    const res = await restore(`/api/admin/blogs/${b}`, ofA.id);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/no longer kept/);
    expect((await call("/api/admin/blogs/999999/revisions", { cookie })).status).toBe(404);
  });

  it("go with the post when it is deleted", async () => {
    const { body } = await createAs(cookie, "/api/admin/blogs", post("deleted-with-history"));
    expect((await call(`/api/admin/blogs/${body.id}`, { method: "DELETE", cookie })).status).toBe(200);
    const left = await env.DB.prepare("select count(*) as n from revisions where entity = 'post' and record_key = ?").bind(String(body.id)).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("do not break the audit of a create: it still names the new post", async () => {
    const { body } = await createAs(cookie, "/api/admin/blogs", post("audit-names-new-post"));
    expect((await audit("post", body.id)).map((e) => e.action)).toEqual(["post.created"]);
  });
});

describe("a job's and a team member's revisions", () => {
  it("restore a job listing's description", async () => {
    const job = { title: "Audit Associate", slug: "audit-associate-indore", description: "Statutory audits of MSMEs.", requirements: "CA Inter.", location: "Indore", jobType: "Full-time", published: false };
    const { body } = await createAs(cookie, "/api/admin/jobs", job);
    const path = `/api/admin/jobs/${body.id}`;
    await call(path, { method: "PUT", cookie, json: { ...job, description: "Statutory and tax audits of MSMEs across Madhya Pradesh." } });
    const first = (await history(path)).at(-1)!;
    expect(await (await restore(path, first.id)).json()).toMatchObject({ description: "Statutory audits of MSMEs." });
  });

  it("leave where a record stands as it is: a filled position stays filled, a person keeps their place", async () => {
    const job = { title: "Tax Associate", slug: "tax-associate-bhopal", description: "GST returns.", requirements: "B.Com.", location: "Bhopal", jobType: "Full-time", published: true };
    const { body } = await createAs(cookie, "/api/admin/jobs", job);
    const path = `/api/admin/jobs/${body.id}`;
    await call(path, { method: "PUT", cookie, json: { ...job, description: "GST and TDS returns.", hiringStatus: "filled", closesOn: "2026-12-31" } });
    const first = (await history(path)).at(-1)!;
    expect(first.fields).toMatchObject({ hiringStatus: "open", description: "GST returns." });
    expect(await (await restore(path, first.id)).json()).toMatchObject({ description: "GST returns.", hiringStatus: "filled", closesOn: "2026-12-31" });
    // The restore's own revision is the whole record as it now stands, kept fields included.
    expect((await history(path))[0].fields).toMatchObject({ description: "GST returns.", hiringStatus: "filled", closesOn: "2026-12-31", slug: "tax-associate-bhopal" });

    const person = { title: "Anil Sharma", slug: "anil-sharma-restore", role: "Partner", bio: "Audit.", sortOrder: 1, published: true };
    const created = (await createAs(cookie, "/api/admin/people", person)).body;
    await call(`/api/admin/people/${created.id}`, { method: "PUT", cookie, json: { ...person, bio: "Audit and tax.", sortOrder: 5 } });
    const earliest = (await history(`/api/admin/people/${created.id}`)).at(-1)!;
    expect(await (await restore(`/api/admin/people/${created.id}`, earliest.id)).json()).toMatchObject({ bio: "Audit.", sortOrder: 5 });
  });

  it("send a person's name as title, as the editor reads it", async () => {
    const person = { title: "Meera Iyer", slug: "meera-iyer", role: "Tax Partner", bio: "", published: false };
    const { body } = await createAs(cookie, "/api/admin/people", person);
    const [only] = await history(`/api/admin/people/${body.id}`);
    expect(only.fields).toMatchObject({ title: "Meera Iyer", role: "Tax Partner" });
    expect(only.fields).not.toHaveProperty("name");
  });
});

describe("a sub-service fee's revisions", () => {
  const path = "/api/admin/services/legal-consultancy/gst-registration";
  it("keeps each save and restores an earlier fee", async () => {
    await call(path, { method: "PUT", cookie, json: { feeFrom: 2999, timeline: "5 working days", note: null } });
    await call(path, { method: "PUT", cookie, json: { feeFrom: 3499, timeline: "7 working days", note: null } });
    const [latest, earlier] = await history(path);
    expect(latest.fields).toEqual({ feeFrom: 3499, timeline: "7 working days", note: null, timelineHi: null, noteHi: null });
    const res = await restore(path, earlier.id);
    expect(res.status).toBe(200);
    const listed = (await (await call("/api/admin/services", { cookie })).json()) as { rows: { subServiceId: string; feeFrom: number | null }[] };
    expect(listed.rows.find((r) => r.subServiceId === "gst-registration")?.feeFrom).toBe(2999);
    expect((await history(path))[0]).toMatchObject({ restoredFrom: earlier.id });
  });

  it("answers 404 for a sub-service the site does not have", async () => {
    expect((await call("/api/admin/services/legal-consultancy/no-such-service/revisions", { cookie })).status).toBe(404);
  });
});
