import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db/client";
import { call, signIn } from "../testing/admin-helpers";
import { postJson } from "../testing/helpers";
import { readContentVersion } from "./content-version";

const version = () => readContentVersion(getDb(env.DB));

let cookie: string;
/** The version the file's fresh database starts with, read before any test writes: they run in any order. */
let atStart: number;
beforeAll(async () => {
  cookie = await signIn();
  atStart = await version();
});

/** Runs `action` and returns how far it moved the content version. */
async function bumpOf(action: () => Promise<Response>) {
  const before = await version();
  const res = await action();
  expect(res.ok).toBe(true);
  return (await version()) - before;
}

const post = (slug: string, title = "Versioned") => ({
  title,
  slug,
  excerpt: "E",
  content: "<p>C</p>",
  category: "Finance",
  author: "A",
  published: false,
});

describe("the content version", () => {
  it("starts at zero", async () => {
    expect(atStart).toBe(0);
  });

  it("changes when a post is created, edited, published, unpublished and deleted", async () => {
    let id = 0;
    expect(
      await bumpOf(async () => {
        const res = await call("/api/admin/blogs", { method: "POST", cookie, json: post("versioned") });
        id = ((await res.clone().json()) as { id: number }).id;
        return res;
      }),
    ).toBe(1);
    expect(await bumpOf(() => call(`/api/admin/blogs/${id}`, { method: "PUT", cookie, json: post("versioned", "Edited") }))).toBe(1);
    for (const published of [true, false]) {
      expect(await bumpOf(() => call(`/api/admin/blogs/${id}/published`, { method: "PATCH", cookie, json: { published } }))).toBe(1);
    }
    expect(await bumpOf(() => call(`/api/admin/blogs/${id}`, { method: "DELETE", cookie }))).toBe(1);
  });

  it("changes when a job listing is published", async () => {
    const res = await call("/api/admin/jobs", {
      method: "POST",
      cookie,
      json: { title: "T", slug: "versioned-job", description: "D", requirements: "R", location: "Bhopal", jobType: "Full-time", published: false },
    });
    const { id } = (await res.json()) as { id: number };
    expect(await bumpOf(() => call(`/api/admin/jobs/${id}/published`, { method: "PATCH", cookie, json: { published: true } }))).toBe(1);
  });

  it("stays when an inquiry or a subscriber arrives", async () => {
    const contact = { type: "contact", name: "Meera", email: "meera@example.in", subject: "GST", message: "Hello" };
    expect(await bumpOf(() => postJson("/api/inquiries", contact))).toBe(0);
    expect(await bumpOf(() => postJson("/api/subscribers", { email: "reader@example.in" }))).toBe(0);
  });
});
