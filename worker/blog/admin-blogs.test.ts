import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createAs, signIn } from "../testing/admin-helpers";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const post = (overrides: Record<string, unknown> = {}) => ({
  title: "Hello, World! 2026",
  slug: "hello-world-2026",
  excerpt: "A short summary.",
  content: "<h2>Intro</h2><p>Body</p>",
  category: "Startups",
  author: "Asha Verma",
  published: false,
  ...overrides,
});

const create = (overrides: Record<string, unknown> = {}) => createAs(cookie, "/api/admin/blogs", post(overrides));

describe("blog posts", () => {
  it("creates a draft, reads it, lists it newest first", async () => {
    const { res, body } = await create({ slug: "first-post" });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ title: "Hello, World! 2026", slug: "first-post", published: false, imageUrl: null });
    const second = await create({ slug: "second-post", title: "Second" });

    const one = await call(`/api/admin/blogs/${body.id}`, { cookie });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ id: body.id, content: "<h2>Intro</h2><p>Body</p>" });

    const list = ((await (await call("/api/admin/blogs", { cookie })).json()) as { rows: { id: number }[] }).rows;
    expect(list.map((b) => b.id).slice(0, 2)).toEqual([second.body.id, body.id]);
    expect(list[0]).not.toHaveProperty("content");
  });

  it("answers 404 for an unknown post and 400 for a malformed id", async () => {
    expect((await call("/api/admin/blogs/999999", { cookie })).status).toBe(404);
    expect((await call("/api/admin/blogs/abc", { cookie })).status).toBe(400);
  });

  it("requires title, content, excerpt and author with the spec's message", async () => {
    const res = await call("/api/admin/blogs", {
      method: "POST",
      cookie,
      json: post({ title: " ", content: "", excerpt: "", author: "" }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors).toEqual({
      title: "Please fill all required fields",
      excerpt: "Please fill all required fields",
      content: "Please fill all required fields",
      author: "Please fill all required fields",
    });
  });

  it("refuses a category outside the eight and a malformed slug", async () => {
    const res = await call("/api/admin/blogs", {
      method: "POST",
      cookie,
      json: post({ category: "Funding", slug: "Bad Slug" }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      category: "Please choose a category.",
      slug: "Use only lowercase letters, digits and single hyphens in the slug.",
    });
  });

  it("keeps slugs unique on create and on update, with a clear message", async () => {
    const a = await create({ slug: "taken-slug" });
    const dup = await create({ slug: "taken-slug" });
    expect(dup.res.status).toBe(409);
    expect(dup.body).toMatchObject({ fieldErrors: { slug: "Another blog post already uses this slug. Choose a different one." } });

    const b = await create({ slug: "other-slug" });
    const clash = await call(`/api/admin/blogs/${b.body.id}`, { method: "PUT", cookie, json: post({ slug: "taken-slug" }) });
    expect(clash.status).toBe(409);
    expect(a.res.status).toBe(201);
  });

  it("updates a post, sets updated_at and keeps its image", async () => {
    const { body } = await create({ slug: "to-edit" });
    await env.DB.prepare("update blogs set image_url = '/media/blog-images/1700000000000.png', updated_at = '2020-01-01T00:00:00.000Z' where id = ?")
      .bind(body.id)
      .run();
    const res = await call(`/api/admin/blogs/${body.id}`, { method: "PUT", cookie, json: post({ slug: "to-edit", title: "Edited" }) });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as { title: string; imageUrl: string; updatedAt: string };
    expect(updated.title).toBe("Edited");
    expect(updated.imageUrl).toBe("/media/blog-images/1700000000000.png");
    expect(updated.updatedAt > "2020-01-01T00:00:00.000Z").toBe(true);
  });

  it("sanitises the HTML body before storing it", async () => {
    const dirty =
      '<h2 onclick="x()">Hi</h2><script>alert(1)</script><style>p{}</style><iframe src="https://e.x"></iframe>' +
      '<p>ok <a href="javascript:alert(1)">bad</a> <a href="https://example.com" onmouseover="x()">good</a> ' +
      '<a href="mailto:a@b.in">mail</a></p><img src="javascript:alert(1)" onerror="x()"><img src="/media/blog-images/1.png" alt="a">' +
      '<object data="x"></object><table><tr><td>cell</td></tr></table>';
    const { body } = await create({ slug: "dirty", content: dirty });
    const content = String(body.content);
    expect(content).not.toMatch(/<script|<style|<iframe|<object|onclick|onerror|onmouseover|javascript:|alert\(1\)/i);
    expect(content).toContain("<h2>Hi</h2>");
    expect(content).toContain('<a href="https://example.com">good</a>');
    expect(content).toContain('<a href="mailto:a@b.in">mail</a>');
    expect(content).toContain('<img src="/media/blog-images/1.png" alt="a">');
    expect(content).toContain("<td>cell</td>");
    const stored = await env.DB.prepare("select content from blogs where id = ?").bind(body.id).first<{ content: string }>();
    expect(stored?.content).toBe(content);
  });

  it("reports how many images the save removed, and says nothing when none was", async () => {
    const external = '<p>a<img src="https://elsewhere.example/x.png"></p><img src="/media/blog-images/1700000000000.png">';
    const { body } = await create({ slug: "external-image", content: external });
    expect(body.removedImages).toBe(1);
    expect(body.content).toBe('<p>a</p><img src="/media/blog-images/1700000000000.png">');

    const res = await call(`/api/admin/blogs/${body.id}`, {
      method: "PUT",
      cookie,
      json: post({ slug: "external-image", content: '<img src="//a.example/1.png"><img src="/\\b.example/2.png">' }),
    });
    expect(((await res.json()) as { removedImages: number }).removedImages).toBe(2);

    const clean = await create({ slug: "no-external-image" });
    expect(clean.body).not.toHaveProperty("removedImages");
  });

  it("toggles publication immediately and updates updated_at", async () => {
    const { body } = await create({ slug: "toggle-me" });
    const on = await call(`/api/admin/blogs/${body.id}/published`, { method: "PATCH", cookie, json: { published: true } });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ id: body.id, published: true });
    const row = await env.DB.prepare("select published, updated_at from blogs where id = ?").bind(body.id).first<{ published: number; updated_at: string }>();
    expect(row?.published).toBe(1);
    const off = await call(`/api/admin/blogs/${body.id}/published`, { method: "PATCH", cookie, json: { published: false } });
    expect(await off.json()).toEqual({ id: body.id, published: false });
    const bad = await call(`/api/admin/blogs/${body.id}/published`, { method: "PATCH", cookie, json: { published: "yes" } });
    expect(bad.status).toBe(400);
  });

  it("deletes a post", async () => {
    const { body } = await create({ slug: "delete-me" });
    const res = await call(`/api/admin/blogs/${body.id}`, { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect((await call(`/api/admin/blogs/${body.id}`, { cookie })).status).toBe(404);
    expect((await call(`/api/admin/blogs/${body.id}`, { method: "DELETE", cookie })).status).toBe(404);
  });
});
