import { FIRST_RUN_OF_AN_HOUR } from "../testing/cron";
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import worker from "../index";
import { call, createDraftPost, signIn } from "../testing/admin-helpers";
import { failingDeletes } from "../testing/failing-bucket";
import { pngBytes } from "../testing/images";
import { callInProcess } from "../testing/in-process";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const PNG = pngBytes(1200, 630);

/** A post with an uploaded image; returns its id and the image's R2 key. */
async function postWithImage(slug: string) {
  const id = await createDraftPost(cookie, slug);
  const form = new FormData();
  form.append("file", new File([PNG], "a.png", { type: "image/png" }));
  const uploaded = await call(`/api/admin/uploads/blogs/${id}/image`, { method: "PUT", cookie, body: form });
  const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
  return { id, key: imageUrl.replace("/media/", "") };
}

const pendingKeys = async () =>
  (await env.DB.prepare("select key from pending_object_deletions order by key").all<{ key: string }>()).results.map((r) => r.key);

async function sweep(bindings: Partial<typeof env> = {}) {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: FIRST_RUN_OF_AN_HOUR }), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
}

describe("deleting a post while R2 refuses deletes", () => {
  // Each test reads the records of its own deletions only.
  beforeEach(() => env.DB.prepare("delete from pending_object_deletions").run());

  it("deletes the post all the same and records its image for the sweep", async () => {
    const { id, key } = await postWithImage("r2-down");
    const { res } = await callInProcess(`/api/admin/blogs/${id}`, { method: "DELETE", cookie, bindings: { MEDIA: failingDeletes(env.MEDIA) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id });
    expect((await call(`/api/admin/blogs/${id}`, { cookie })).status).toBe(404);
    expect(await env.MEDIA.head(key)).not.toBeNull();
    expect(await pendingKeys()).toEqual([key]);
  });

  it("keeps the record while R2 still fails, and the sweep deletes the object and the record once it works", async () => {
    // A post deleted while R2 refused: its image waits for the sweep.
    const { id } = await postWithImage("r2-still-down");
    await callInProcess(`/api/admin/blogs/${id}`, { method: "DELETE", cookie, bindings: { MEDIA: failingDeletes(env.MEDIA) } });
    const [key] = await pendingKeys();
    await sweep({ MEDIA: failingDeletes(env.MEDIA) });
    expect(await pendingKeys()).toEqual([key]);

    await sweep();
    expect(await env.MEDIA.head(key)).toBeNull();
    expect(await pendingKeys()).toEqual([]);
  });

  it("leaves no record when R2 deletes at once", async () => {
    const { id, key } = await postWithImage("r2-up");
    expect((await call(`/api/admin/blogs/${id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await env.MEDIA.head(key)).toBeNull();
    expect(await pendingKeys()).toEqual([]);
  });

  it("records a replaced image for the sweep when R2 refuses to delete it", async () => {
    const { id, key } = await postWithImage("replace-r2-down");
    const form = new FormData();
    form.append("file", new File([PNG], "b.png", { type: "image/png" }));
    await new Promise((resolve) => setTimeout(resolve, 2)); // a new millisecond, so a new key
    const { res } = await callInProcess(`/api/admin/uploads/blogs/${id}/image`, {
      method: "PUT",
      cookie,
      body: form,
      bindings: { MEDIA: failingDeletes(env.MEDIA) },
    });
    expect(res.status).toBe(200);
    expect(await pendingKeys()).toEqual([key]);
  });
});

