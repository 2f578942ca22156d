import { env, SELF } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, createDraftPost, signIn } from "../testing/admin-helpers";
import { jpegBytes, pngBytes } from "../testing/images";
import { imageMessages } from "./image-header";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const PNG = pngBytes(1200, 630);
const JPEG = jpegBytes(1200, 630);

const createBlog = (slug: string) => createDraftPost(cookie, slug);

function upload(id: number, bytes: BlobPart, name: string, type: string) {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  return call(`/api/admin/uploads/blogs/${id}/image`, { method: "PUT", cookie, body: form });
}

const storedKeys = async () => (await env.MEDIA.list({ prefix: "blog-images/" })).objects.map((o) => o.key);

describe("blog image upload", () => {
  // Each test starts without blog images in the bucket: a refusal is checked to have stored none.
  beforeEach(async () => {
    const keys = await storedKeys();
    if (keys.length > 0) await env.MEDIA.delete(keys);
  });

  it("refuses a file that is not an image by its bytes, whatever its name and type say", async () => {
    const id = await createBlog("not-an-image");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const [bytes, name, type] of [
      ["<html><script>alert(1)</script></html>", "photo.png", "image/png"],
      [svg, "logo.svg", "image/svg+xml"],
    ] as const) {
      const res = await upload(id, bytes, name, type);
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ error: "Upload a PNG, JPEG, WebP or GIF image." });
    }
    expect(await storedKeys()).toEqual([]);
    const row = await env.DB.prepare("select image_url from blogs where id = ?").bind(id).first<{ image_url: string | null }>();
    expect(row?.image_url).toBeNull();
  });

  it("refuses an image whose header is cut short or whose size is absurd, with a 422 naming the problem", async () => {
    const id = await createBlog("bad-headers");
    const truncated = await upload(id, PNG.slice(0, 20), "photo.png", "image/png");
    expect(truncated.status).toBe(422);
    expect(await truncated.json()).toEqual({ error: imageMessages.damaged, fieldErrors: { file: imageMessages.damaged } });
    const zero = await upload(id, jpegBytes(0, 630), "photo.jpg", "image/jpeg");
    expect(zero.status).toBe(422);
    const huge = await upload(id, pngBytes(20_000, 20_000), "photo.png", "image/png");
    expect(huge.status).toBe(422);
    expect(await huge.json()).toMatchObject({ error: imageMessages.tooLarge(20_000, 20_000) });
    expect(await storedKeys()).toEqual([]);
  });

  it("stores a real PNG in R2 under blog-images/{random uuid}.png and serves it publicly with its sniffed type", async () => {
    const id = await createBlog("with-png");
    const res = await upload(id, PNG, "anything.gif", "image/gif");
    expect(res.status).toBe(200);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/media\/blog-images\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.png$/);
    const row = await env.DB.prepare("select image_url from blogs where id = ?").bind(id).first<{ image_url: string }>();
    expect(row?.image_url).toBe(imageUrl);

    const object = await env.MEDIA.get(imageUrl.replace("/media/", ""));
    expect(object?.httpMetadata?.contentType).toBe("image/png");

    const served = await SELF.fetch(`http://localhost${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toContain("max-age=31536000");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("replaces the image with a JPEG and removes the old object", async () => {
    const id = await createBlog("replace-image");
    const first = ((await (await upload(id, PNG, "a.png", "image/png")).json()) as { imageUrl: string }).imageUrl;
    const second = await upload(id, JPEG, "b.jpg", "image/jpeg");
    expect(second.status).toBe(200);
    const { imageUrl } = (await second.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/\.jpg$/);
    expect(await env.MEDIA.head(first.replace("/media/", ""))).toBeNull();
  });

  it("refuses a file over 5 MB with 413 and stores nothing for an unknown post", async () => {
    const id = await createBlog("too-big");
    const big = new Uint8Array(5 * 1024 * 1024 + 100 * 1024);
    big.set(PNG);
    const res = await upload(id, big, "big.png", "image/png");
    expect(res.status).toBe(413);

    const before = await storedKeys();
    expect((await upload(999999, PNG, "a.png", "image/png")).status).toBe(404);
    expect(await storedKeys()).toEqual(before);
  });

  it("removes the stored object again when the row cannot be updated", async () => {
    const id = await createBlog("d1-fails");
    const before = await storedKeys();
    await env.DB.exec(
      "CREATE TRIGGER refuse_image BEFORE UPDATE OF image_url ON blogs BEGIN SELECT RAISE(ABORT, 'simulated D1 failure'); END;",
    );
    try {
      const res = await upload(id, PNG, "a.png", "image/png");
      expect(res.status).toBe(500);
      expect(await storedKeys()).toEqual(before);
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_image;");
    }
  });

  it("deletes a post's stored image together with the post", async () => {
    const id = await createBlog("delete-with-image");
    const { imageUrl } = (await (await upload(id, PNG, "a.png", "image/png")).json()) as { imageUrl: string };
    expect(await env.MEDIA.head(imageUrl.replace("/media/", ""))).not.toBeNull();
    expect((await call(`/api/admin/blogs/${id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await env.MEDIA.head(imageUrl.replace("/media/", ""))).toBeNull();
  });

  it("gives every upload its own key, even 20 at once, and a deleted post takes only its own image", async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => createBlog(`parallel-image-${i}`)));
    const urls = await Promise.all(
      ids.map(async (id) => ((await (await upload(id, PNG, "a.png", "image/png")).json()) as { imageUrl: string }).imageUrl),
    );
    const keys = urls.map((url) => url.replace("/media/", ""));
    expect(new Set(keys).size).toBe(20);
    for (const key of keys) expect(await env.MEDIA.head(key)).not.toBeNull();

    expect((await call(`/api/admin/blogs/${ids[0]}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await env.MEDIA.head(keys[0])).toBeNull();
    for (const key of keys.slice(1)) expect(await env.MEDIA.head(key)).not.toBeNull();
  });

  it("still serves an image stored under the earlier timestamp name", async () => {
    await env.MEDIA.put("blog-images/1700000000001.png", PNG, { httpMetadata: { contentType: "image/png" } });
    const served = await SELF.fetch("http://localhost/media/blog-images/1700000000001.png");
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("serves nothing outside blog-images and 404s unknown names", async () => {
    await env.MEDIA.put("resumes/secret.pdf", "%PDF");
    expect((await SELF.fetch("http://localhost/media/blog-images/..%2Fresumes%2Fsecret.pdf")).status).toBe(404);
    expect((await SELF.fetch("http://localhost/media/resumes/secret.pdf")).status).toBe(404);
    expect((await SELF.fetch("http://localhost/media/blog-images/1700000000000.png")).status).toBe(404);
  });
});

describe("post body image upload", () => {
  function uploadToBody(id: number, bytes: BlobPart, name = "photo.png", type = "image/png") {
    const form = new FormData();
    form.append("file", new File([bytes], name, { type }));
    return call(`/api/admin/uploads/blogs/${id}/content-images`, { method: "POST", cookie, body: form });
  }
  const owned = async (id: number) =>
    (await env.DB.prepare("select key from blog_content_images where blog_id = ?").bind(id).all<{ key: string }>()).results.map((r) => r.key);

  it("stores an image under a random key, owned by the post, served publicly, leaving the feature image alone", async () => {
    const id = await createBlog("body-image");
    const res = await uploadToBody(id, PNG);
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/media\/blog-images\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.png$/);
    expect(await owned(id)).toEqual([url.replace("/media/", "")]);
    const row = await env.DB.prepare("select image_url from blogs where id = ?").bind(id).first<{ image_url: string | null }>();
    expect(row?.image_url).toBeNull();
    const served = await SELF.fetch(`http://localhost${url}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("refuses a file that is not an image, and an unknown post, storing nothing", async () => {
    const id = await createBlog("body-not-an-image");
    const before = await storedKeys();
    const res = await uploadToBody(id, "<svg><script>alert(1)</script></svg>", "a.svg", "image/svg+xml");
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ fieldErrors: { file: "Upload a PNG, JPEG, WebP or GIF image." } });
    expect((await uploadToBody(999999, PNG)).status).toBe(404);
    expect(await storedKeys()).toEqual(before);
    expect(await owned(id)).toEqual([]);
  });

  it("removes the stored object again when D1 refuses the ownership row", async () => {
    const id = await createBlog("body-d1-fails");
    const before = await storedKeys();
    await env.DB.exec("CREATE TRIGGER refuse_body_image BEFORE INSERT ON blog_content_images BEGIN SELECT RAISE(ABORT, 'simulated D1 failure'); END;");
    try {
      expect((await uploadToBody(id, PNG)).status).toBe(500);
      expect(await storedKeys()).toEqual(before);
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_body_image;");
    }
  });

  it("deletes a post's body images and feature image with the post, and no other post's", async () => {
    const [id, other] = [await createBlog("body-delete"), await createBlog("body-keep")];
    const urls = [];
    for (const bytes of [PNG, JPEG]) urls.push(((await (await uploadToBody(id, bytes)).json()) as { url: string }).url);
    const cover = ((await (await upload(id, PNG, "c.png", "image/png")).json()) as { imageUrl: string }).imageUrl;
    const kept = ((await (await uploadToBody(other, PNG)).json()) as { url: string }).url;

    expect((await call(`/api/admin/blogs/${id}`, { method: "DELETE", cookie })).status).toBe(200);
    for (const url of [...urls, cover]) expect(await env.MEDIA.head(url.replace("/media/", ""))).toBeNull();
    expect(await owned(id)).toEqual([]);
    expect(await env.MEDIA.head(kept.replace("/media/", ""))).not.toBeNull();
    const pending = await env.DB.prepare("select count(*) as n from pending_object_deletions").first<{ n: number }>();
    expect(pending?.n).toBe(0);
  });
});
