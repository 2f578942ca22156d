import { beforeAll, describe, expect, it } from "vitest";
import { call, createAs } from "../testing/admin-helpers";
import { signInAs } from "../testing/roles";

let owner: string;
let editor: string;
beforeAll(async () => {
  owner = await signInAs("owner");
  editor = await signInAs("editor");
});

const typed = { title: "Half-written: TDS on rent", slug: "half-written-tds-on-rent", excerpt: "", content: "<p>Section 194-IB applies when</p>", published: false };
const draft = { title: "TDS on rent", slug: "tds-on-rent-autosave", excerpt: "Who deducts, and when.", content: "<p>Section 194-IB.</p>", category: "Finance", author: "Meera Iyer", published: false };
const autosave = async (cookie: string, path: string) => ((await (await call(`/api/admin/autosaves/${path}`, { cookie })).json()) as { autosave: { data: Record<string, unknown>; savedAt: string } | null }).autosave;

describe("an editor's autosave", () => {
  it("keeps what was typed, invalid or not, for the admin who typed it only", async () => {
    const res = await call("/api/admin/autosaves/post/new", { method: "PUT", cookie: editor, json: { data: typed } });
    expect(res.status).toBe(200);
    const { savedAt } = (await res.json()) as { savedAt: string };
    expect(await autosave(editor, "post/new")).toEqual({ data: typed, savedAt });
    // A colleague opening a new post is not offered someone else's typing.
    expect(await autosave(owner, "post/new")).toBeNull();
  });

  it("is dropped when the admin creates the record, and when they save an existing one", async () => {
    await call("/api/admin/autosaves/post/new", { method: "PUT", cookie: editor, json: { data: typed } });
    const { body } = await createAs(editor, "/api/admin/blogs", draft);
    expect(await autosave(editor, "post/new")).toBeNull();

    await call(`/api/admin/autosaves/post/${body.id}`, { method: "PUT", cookie: editor, json: { data: { ...draft, title: "TDS on rent: a landlord's guide" } } });
    await call(`/api/admin/autosaves/post/${body.id}`, { method: "PUT", cookie: owner, json: { data: { ...draft, title: "Owner's unsaved edit" } } });
    expect((await call(`/api/admin/blogs/${body.id}`, { method: "PUT", cookie: editor, json: draft })).status).toBe(200);
    expect(await autosave(editor, `post/${body.id}`)).toBeNull();
    // Only the saver's: the owner's typing is still theirs to take back or discard.
    expect((await autosave(owner, `post/${body.id}`))?.data.title).toBe("Owner's unsaved edit");

    expect((await call(`/api/admin/blogs/${body.id}`, { method: "DELETE", cookie: owner })).status).toBe(200);
    expect(await autosave(owner, `post/${body.id}`)).toBeNull();
  });

  it("can be discarded", async () => {
    await call("/api/admin/autosaves/job/new", { method: "PUT", cookie: editor, json: { data: { title: "Audit Associate" } } });
    expect((await call("/api/admin/autosaves/job/new", { method: "DELETE", cookie: editor })).status).toBe(200);
    expect(await autosave(editor, "job/new")).toBeNull();
  });

  it("refuses an unknown kind of record, a malformed key, and nested data", async () => {
    expect((await call("/api/admin/autosaves/inquiry/new", { cookie: editor })).status).toBe(400);
    expect((await call("/api/admin/autosaves/post/..%2F1", { cookie: editor })).status).toBe(400);
    expect((await call("/api/admin/autosaves/post/new", { method: "PUT", cookie: editor, json: { data: { title: { nested: true } } } })).status).toBe(400);
  });
});
