import { beforeAll, describe, expect, it } from "vitest";
import { call, createAs, sqlRun } from "../testing/admin-helpers";
import { signInAs } from "../testing/roles";

let owner: string;
let editor: string;
beforeAll(async () => {
  owner = await signInAs("owner");
  editor = await signInAs("editor");
  await sqlRun("update admin_users set name = 'Asha Verma' where email = 'editor@example.com'");
});

const post = (slug: string, over: Record<string, unknown> = {}) => ({
  title: "Advance tax dates for 2026-27",
  slug,
  excerpt: "The four instalments, and who may skip them.",
  content: "<p>Fifteen per cent by 15 June.</p>",
  category: "Finance",
  author: "Rakesh Jain",
  published: false,
  ...over,
});

const open = async (path: string, cookie: string) => ((await (await call(path, { cookie })).json()) as { revision: number }).revision;
const save = (path: string, cookie: string, base: number, json: unknown) => call(path, { method: "PUT", cookie, json, headers: { "X-Base-Revision": String(base) } });
const history = async (path: string) =>
  ((await (await call(`${path}/revisions`, { cookie: owner })).json()) as { revisions: { id: number; applied: boolean; savedBy: string | null; fields: { title: string } }[] }).revisions;

describe("two people saving one post", () => {
  it("refuses a save made on a copy a colleague saved over, saying who and when, and takes it when sent again on purpose", async () => {
    const { body } = await createAs(owner, "/api/admin/blogs", post("advance-tax-2026-27"));
    const path = `/api/admin/blogs/${body.id}`;
    const mine = await open(path, owner);
    const theirs = await open(path, editor);
    expect(mine).toBe(theirs);

    const first = await save(path, editor, theirs, post("advance-tax-2026-27", { title: "Advance tax: the four dates" }));
    expect(first.status).toBe(200);
    const stale = await save(path, owner, mine, post("advance-tax-2026-27", { title: "Advance tax, instalment by instalment" }));
    expect(stale.status).toBe(409);
    const refusal = (await stale.json()) as { error: string; code: string; stale: { revision: number; savedBy: string; byYou: boolean } };
    expect(refusal.code).toBe("edit_conflict");
    expect(refusal.error).toMatch(/^Asha Verma saved this at \d{1,2}:\d{2} [ap]m after you opened it$/);
    expect(refusal.stale).toMatchObject({ savedBy: "Asha Verma", byYou: false });
    // Nothing was written: the colleague's title stands.
    expect(await (await call(path, { cookie: owner })).json()).toMatchObject({ title: "Advance tax: the four dates" });

    const anyway = await save(path, owner, refusal.stale.revision, post("advance-tax-2026-27", { title: "Advance tax, instalment by instalment" }));
    expect(anyway.status).toBe(200);
    expect((await history(path)).map((r) => r.fields.title).slice(0, 2)).toEqual(["Advance tax, instalment by instalment", "Advance tax: the four dates"]);
  });

  it("keeps a refused copy in History, unsaved, when its author takes the colleague's version", async () => {
    const { body } = await createAs(owner, "/api/admin/blogs", post("tds-on-salary-194p"));
    const path = `/api/admin/blogs/${body.id}`;
    const base = await open(path, owner);
    expect((await save(path, editor, base, post("tds-on-salary-194p", { title: "Section 194P for senior citizens" }))).status).toBe(200);
    expect((await save(path, owner, base, post("tds-on-salary-194p", { title: "Who files no return under 194P" }))).status).toBe(409);

    const kept = await call(`${path}/revisions/kept`, { method: "POST", cookie: owner, json: post("tds-on-salary-194p", { title: "Who files no return under 194P" }), headers: { "X-Base-Revision": String(base) } });
    expect(kept.status).toBe(201);
    const [newest, saved] = await history(path);
    expect(newest).toMatchObject({ applied: false, savedBy: "admin@example.com", fields: { title: "Who files no return under 194P" } });
    expect(saved).toMatchObject({ applied: true, savedBy: "Asha Verma" });
    // The record is the colleague's, and a copy opened now saves without a refusal.
    expect(await (await call(path, { cookie: owner })).json()).toMatchObject({ title: "Section 194P for senior citizens", revision: saved!.id });
    expect((await save(path, owner, saved!.id, post("tds-on-salary-194p"))).status).toBe(200);
  });

  it("lets only one of two saves of the same copy through, however close together", async () => {
    const { body } = await createAs(owner, "/api/admin/blogs", post("gst-on-rent-rcm"));
    const path = `/api/admin/blogs/${body.id}`;
    const base = await open(path, owner);
    const answers = await Promise.all([
      save(path, owner, base, post("gst-on-rent-rcm", { title: "GST on rent under reverse charge" })),
      save(path, editor, base, post("gst-on-rent-rcm", { title: "Reverse charge on a rented office" })),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("tells the same person saving from a second window that they saved it there", async () => {
    const { body } = await createAs(owner, "/api/admin/blogs", post("udyam-registration"));
    const path = `/api/admin/blogs/${body.id}`;
    const base = await open(path, owner);
    await save(path, owner, base, post("udyam-registration", { title: "Udyam registration in ten minutes" }));
    const res = await save(path, owner, base, post("udyam-registration", { title: "Udyam for a proprietor" }));
    expect(((await res.json()) as { error: string }).error).toMatch(/^You saved this in another window at .+ after this copy was opened$/);
  });

  it("checks nothing for a save that names no copy (an API client), and refuses a malformed one", async () => {
    const { body } = await createAs(owner, "/api/admin/blogs", post("msme-45-day-rule"));
    const path = `/api/admin/blogs/${body.id}`;
    await save(path, editor, await open(path, editor), post("msme-45-day-rule", { title: "43B(h) and the 45-day rule" }));
    expect((await call(path, { method: "PUT", cookie: owner, json: post("msme-45-day-rule") })).status).toBe(200);
    expect((await save(path, owner, "latest" as unknown as number, post("msme-45-day-rule"))).status).toBe(400);
  });

  it("applies to job listings too", async () => {
    const job = { title: "Audit Assistant", slug: "audit-assistant-bhopal", description: "Vouching and ledger scrutiny for statutory audits.", requirements: "B.Com; Tally.", location: "Bhopal", jobType: "Full-time", salaryRange: "", published: false };
    const { body } = await createAs(owner, "/api/admin/jobs", job);
    const path = `/api/admin/jobs/${body.id}`;
    const base = await open(path, owner);
    expect((await save(path, owner, base, { ...job, title: "Audit Assistant (Articled)" })).status).toBe(200);
    expect((await save(path, owner, base, job)).status).toBe(409);
  });
});

describe("who else has a post open", () => {
  it("names the colleagues whose editor said so in the last minute, not the one asking, and forgets one who left", async () => {
    const { body } = await createAs(owner, "/api/admin/blogs", post("presence-of-two"));
    const at = `/api/admin/presence/post/${body.id}`;
    expect(await (await call(at, { method: "PUT", cookie: owner })).json()).toEqual({ editing: [] });
    const seen = (await (await call(at, { method: "PUT", cookie: editor })).json()) as { editing: { name: string }[] };
    expect(seen.editing.map((c) => c.name)).toEqual(["admin@example.com"]);
    expect(((await (await call(at, { method: "PUT", cookie: owner })).json()) as { editing: { name: string }[] }).editing.map((c) => c.name)).toEqual(["Asha Verma"]);

    await sqlRun("update editor_presence set seen_at = ? where record_key = ? and admin_id = (select id from admin_users where email = 'editor@example.com')", new Date(Date.now() - 90_000).toISOString(), String(body.id));
    expect(await (await call(at, { method: "PUT", cookie: owner })).json()).toEqual({ editing: [] });

    await call(at, { method: "PUT", cookie: editor });
    expect((await call(at, { method: "DELETE", cookie: editor })).status).toBe(200);
    expect(await (await call(at, { method: "PUT", cookie: owner })).json()).toEqual({ editing: [] });
  });

  it("refuses an unknown kind of record or a record that is not saved yet", async () => {
    expect((await call("/api/admin/presence/invoice/3", { method: "PUT", cookie: owner })).status).toBe(400);
    expect((await call("/api/admin/presence/post/new", { method: "PUT", cookie: owner })).status).toBe(400);
  });
});
