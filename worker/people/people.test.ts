import { env, SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, createAs, signIn } from "../testing/admin-helpers";
import { pngBytes } from "../testing/images";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const person = (overrides: Record<string, unknown> = {}) => ({
  title: "Ananya Sharma",
  slug: "ananya-sharma",
  role: "Partner, Tax and Funding",
  credentials: ["CS", "CA"],
  bio: "Advises founders on funding, GST and company law.",
  sortOrder: 1,
  published: false,
  ...overrides,
});

const publicTeam = async () => ((await (await SELF.fetch("http://localhost/api/people")).json()) as { people: { name: string; slug: string }[] }).people;

describe("people", () => {
  // Each test starts with nobody in People, and no record of anybody in the activity log.
  beforeEach(() => env.DB.batch([env.DB.prepare("delete from people"), env.DB.prepare("delete from audit_log where record_type = 'person'")]));

  it("are created as drafts, shown on About's data only once published, in the staff's order", async () => {
    const { res, body } = await createAs(cookie, "/api/admin/people", person());
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ title: "Ananya Sharma", credentials: ["CA", "CS"], published: false });
    expect(await publicTeam()).toEqual([]);

    const second = await createAs(cookie, "/api/admin/people", person({ title: "Rohit Verma", slug: "rohit-verma", credentials: ["Advocate"], sortOrder: 0, published: true }));
    expect(second.res.status).toBe(201);
    const published = await call(`/api/admin/people/${body.id}/published`, { method: "PATCH", cookie, json: { published: true } });
    expect(published.status).toBe(200);

    const team = await publicTeam();
    expect(team.map((p) => p.name)).toEqual(["Rohit Verma", "Ananya Sharma"]);
    // No ids or timestamps leave the admin.
    // The Hindi twins come too, for the Hindi pages (null until staff write them).
    expect(Object.keys(team[0]).sort()).toEqual(["bio", "bioHi", "credentials", "name", "nameHi", "photoUrl", "role", "roleHi", "slug"]);

    await call(`/api/admin/people/${second.body.id}/published`, { method: "PATCH", cookie, json: { published: false } });
    expect((await publicTeam()).map((p) => p.name)).toEqual(["Ananya Sharma"]);
    const audit = await env.DB.prepare("select action from audit_log where record_type = 'person' order by id").all<{ action: string }>();
    expect(audit.results.map((r) => r.action)).toEqual(["person.created", "person.created", "person.published", "person.unpublished"]);
  });

  it("are sent to the admin with their name as `title`, and sorted by it", async () => {
    const zara = await createAs(cookie, "/api/admin/people", person({ title: "Zara Khan", slug: "zara-khan" }));
    await createAs(cookie, "/api/admin/people", person({ title: "Aarav Mehta", slug: "aarav-mehta" }));
    const one = (await (await call(`/api/admin/people/${zara.body.id}`, { cookie })).json()) as Record<string, unknown>;
    expect(one).toMatchObject({ title: "Zara Khan" });
    expect(one).not.toHaveProperty("name");

    const list = (await (await call("/api/admin/people?sort=title&q=a", { cookie })).json()) as { rows: Record<string, unknown>[] };
    const titles = list.rows.map((row) => row.title);
    expect(titles.indexOf("Aarav Mehta")).toBeLessThan(titles.indexOf("Zara Khan"));
    expect(list.rows.every((row) => !("name" in row))).toBe(true);
  });

  it("refuse credentials outside the fixed set and a bio that is too long", async () => {
    const { res, body } = await createAs(cookie, "/api/admin/people", person({ slug: "x1", credentials: ["CA", "Guru"], bio: "b".repeat(601) }));
    expect(res.status).toBe(400);
    expect(body.fieldErrors).toMatchObject({ credentials: "Choose credentials from the list.", bio: "The bio can be at most 600 characters long." });
  });

  it("keep a photo in R2, owned by the person and deleted with them", async () => {
    const { body } = await createAs(cookie, "/api/admin/people", person({ title: "Priya Malviya", slug: "priya-malviya" }));
    const form = new FormData();
    form.set("file", new File([pngBytes(400, 400)], "priya.png", { type: "image/png" }));
    const upload = await call(`/api/admin/uploads/people/${body.id}/photo`, { method: "PUT", cookie, body: form });
    expect(upload.status).toBe(200);
    const { photoUrl } = (await upload.json()) as { photoUrl: string };
    const key = photoUrl.replace("/media/", "");
    expect(await env.MEDIA.head(key)).not.toBeNull();
    expect((await SELF.fetch(`http://localhost${photoUrl}`)).status).toBe(200);

    expect((await call(`/api/admin/people/${body.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await env.MEDIA.head(key)).toBeNull();
  });

  it("give a post's author box the published person its author field names, and nobody else", async () => {
    await createAs(cookie, "/api/admin/people", person({ title: "Kavya Rao", slug: "kavya-rao", role: "Senior Consultant, Legal", credentials: ["Advocate"], published: true }));
    await createAs(cookie, "/api/admin/people", person({ title: "Draft Person", slug: "draft-person", published: false }));
    const post = (slug: string, author: string) =>
      createAs(cookie, "/api/admin/blogs", { title: slug, slug, excerpt: "E", content: "<p>C</p>", category: "Legal", author, published: true });
    await post("matched-author", "  kavya rao ");
    await post("draft-author", "Draft Person");
    await post("unknown-author", "Content Writer");

    const article = async (slug: string) => (await (await SELF.fetch(`http://localhost/api/blogs/${slug}`)).json()) as { author: Record<string, unknown> | null };
    expect((await article("matched-author")).author).toMatchObject({ name: "Kavya Rao", role: "Senior Consultant, Legal", credentials: ["Advocate"] });
    expect((await article("draft-author")).author).toBeNull();
    expect((await article("unknown-author")).author).toBeNull();
  });
});
