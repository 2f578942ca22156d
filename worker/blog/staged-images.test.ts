import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createAs, signIn, sqlRun } from "../testing/admin-helpers";
import { signInAs } from "../testing/roles";
import { pngBytes } from "../testing/images";
import { imageKeysIn, STAGED_IMAGE_HOURS, sweepStagedImages } from "./staged-images";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const PNG = pngBytes(1200, 630);

async function stage(as = cookie) {
  const form = new FormData();
  form.append("file", new File([PNG], "gstr-table.png", { type: "image/png" }));
  const res = await call("/api/admin/uploads/blogs/staged-images", { method: "POST", cookie: as, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}
const keyOf = (url: string) => url.replace("/media/", "");
const staged = async () => (await env.DB.prepare("select key from staged_images").all<{ key: string }>()).results.map((r) => r.key);
const ownedBy = async (id: number) => (await env.DB.prepare("select key from blog_content_images where blog_id = ?").bind(id).all<{ key: string }>()).results.map((r) => r.key);
const post = (slug: string, content: string) => ({ title: "The GSTR-9 table", slug, excerpt: "Table by table.", content, category: "Finance", author: "A", published: false });

describe("images added to a post before its first save", () => {
  it("are stored and served at once, and adopted by the post when it is created", async () => {
    const url = await stage();
    expect((await SELF.fetch(`http://localhost${url}`)).status).toBe(200);
    expect(await staged()).toContain(keyOf(url));

    const { res, body } = await createAs(cookie, "/api/admin/blogs", post("staged-image-adopted", `<p>See the table.</p><img src="${url}" alt="GSTR-9 table">`));
    expect(res.status).toBe(201);
    expect(await ownedBy(body.id)).toEqual([keyOf(url)]);
    expect(await staged()).not.toContain(keyOf(url));
    // Owned now: deleted with the post.
    expect((await call(`/api/admin/blogs/${body.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await env.MEDIA.head(keyOf(url))).toBeNull();
  });

  it("are adopted only by the admin who staged them, and only those the body shows", async () => {
    const mine = await stage();
    const dropped = await stage();
    const editor = await signInAs("editor");
    const { body } = await createAs(editor, "/api/admin/blogs", post("staged-image-someone-else", `<img src="${mine}" alt="">`));
    expect(await ownedBy(body.id)).toEqual([]);
    const { body: own } = await createAs(cookie, "/api/admin/blogs", post("staged-image-own", `<img src="${mine}" alt="">`));
    expect(await ownedBy(own.id)).toEqual([keyOf(mine)]);
    expect(await staged()).toContain(keyOf(dropped));
  });

  it(`are deleted from R2 by the hourly sweep ${STAGED_IMAGE_HOURS} hours after their upload when no post took them`, async () => {
    const url = await stage();
    await sweepStagedImages(env);
    expect(await env.MEDIA.head(keyOf(url))).not.toBeNull();
    await sqlRun("update staged_images set created_at = ? where key = ?", new Date(Date.now() - (STAGED_IMAGE_HOURS + 1) * 3_600_000).toISOString(), keyOf(url));
    await sweepStagedImages(env);
    expect(await env.MEDIA.head(keyOf(url))).toBeNull();
    expect(await staged()).not.toContain(keyOf(url));
  });

  it("are kept past the day while an autosave still shows them (a draft left open, or offered back)", async () => {
    const url = await stage();
    await call("/api/admin/autosaves/post/new", { method: "PUT", cookie, json: { data: { title: "Left open", content: `<img src="${url}" alt="">` } } });
    await sqlRun("update staged_images set created_at = ? where key = ?", new Date(Date.now() - 3 * 24 * 3_600_000).toISOString(), keyOf(url));
    await sweepStagedImages(env);
    expect(await env.MEDIA.head(keyOf(url))).not.toBeNull();
    await call("/api/admin/autosaves/post/new", { method: "DELETE", cookie });
    await sweepStagedImages(env);
    expect(await env.MEDIA.head(keyOf(url))).toBeNull();
  });

  it("refuse a file that is not an image", async () => {
    const form = new FormData();
    form.append("file", new File(["<svg><script>alert(1)</script></svg>"], "x.svg", { type: "image/svg+xml" }));
    expect((await call("/api/admin/uploads/blogs/staged-images", { method: "POST", cookie, body: form })).status).toBe(415);
  });
});

describe("imageKeysIn", () => {
  it("finds the site's own page images, once each, and nothing else", () => {
    const a = "/media/blog-images/0b5e3f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b.png";
    const html = `<img src="${a}"><img src="${a}?w=640"><img src="https://evil.example/media/blog-images/x.png"><img src="/media/blog-images/../resumes/cv.pdf">`;
    expect(imageKeysIn(html)).toEqual(["blog-images/0b5e3f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b.png"]);
  });
});
