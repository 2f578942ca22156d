import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_WRITE } from "../http/errors";
import { call, createDraftPost, signIn } from "../testing/admin-helpers";
import { failingBatches } from "../testing/failing-database";
import { failingPuts } from "../testing/failing-bucket";
import { pngBytes } from "../testing/images";
import { callInProcess } from "../testing/in-process";
import { STORAGE_UNAVAILABLE } from "./put-object";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const PNG = pngBytes(1200, 630);

function imageForm() {
  const form = new FormData();
  form.append("file", new File([PNG], "cover.png", { type: "image/png" }));
  return form;
}

/** A draft post that already has an uploaded image: what a failed replacement must leave intact. */
async function postWithImage(slug: string) {
  const id = await createDraftPost(cookie, slug);
  const res = await call(`/api/admin/uploads/blogs/${id}/image`, { method: "PUT", cookie, body: imageForm() });
  expect(res.status).toBe(200);
  return id;
}

/** Everything a half-saved image change could touch: the row, the bucket, the deletion queue, the content version. */
async function snapshot(id: number) {
  return {
    post: await env.DB.prepare("select * from blogs where id = ?").bind(id).first(),
    objects: (await env.MEDIA.list({ prefix: "blog-images/" })).objects.map((o) => o.key).sort(),
    pendingDeletions: (await env.DB.prepare("select key from pending_object_deletions").all()).results,
    contentVersion: (await env.DB.prepare("select * from content_version").all()).results,
  };
}

describe("replacing a blog image during an outage", () => {
  it("leaves the post, its current image and the bucket as they were when R2 refuses the new image (503)", async () => {
    const id = await postWithImage("r2-put-fails");
    const before = await snapshot(id);
    const { res } = await callInProcess(`/api/admin/uploads/blogs/${id}/image`, {
      method: "PUT",
      cookie,
      body: imageForm(),
      bindings: { MEDIA: failingPuts(env.MEDIA) },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: STORAGE_UNAVAILABLE });
    expect(await snapshot(id)).toEqual(before);
  });

  it("removes the new object again when D1 fails after the R2 put (503), keeping the old image", async () => {
    const id = await postWithImage("d1-batch-fails");
    const before = await snapshot(id);
    const { res } = await callInProcess(`/api/admin/uploads/blogs/${id}/image`, {
      method: "PUT",
      cookie,
      body: imageForm(),
      bindings: { DB: failingBatches(env.DB) },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: DATABASE_UNAVAILABLE_WRITE });
    expect(await snapshot(id)).toEqual(before);
  });
});
