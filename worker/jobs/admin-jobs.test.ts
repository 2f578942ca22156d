import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createAs, signIn } from "../testing/admin-helpers";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const job = (overrides: Record<string, unknown> = {}) => ({
  title: "Tax Associate",
  slug: "tax-associate",
  description: "Prepare GST returns.",
  requirements: "B.Com; two years of experience.",
  location: "Bhopal",
  jobType: "Full-time",
  salaryRange: "",
  published: false,
  ...overrides,
});

const create = (overrides: Record<string, unknown> = {}) => createAs(cookie, "/api/admin/jobs", job(overrides));

describe("job listings", () => {
  it("creates, reads, lists newest first and stores an empty salary range as none", async () => {
    const first = await create({ slug: "first-job" });
    expect(first.res.status).toBe(201);
    expect(first.body).toMatchObject({ slug: "first-job", salaryRange: null, published: false, jobType: "Full-time" });
    const second = await create({ slug: "second-job", salaryRange: " ₹4–6 LPA " });
    expect(second.body.salaryRange).toBe("₹4–6 LPA");
    const list = ((await (await call("/api/admin/jobs", { cookie })).json()) as { rows: { id: number }[] }).rows;
    expect(list.map((j) => j.id).slice(0, 2)).toEqual([second.body.id, first.body.id]);
    expect((await call(`/api/admin/jobs/${first.body.id}`, { cookie })).status).toBe(200);
    expect((await call("/api/admin/jobs/424242", { cookie })).status).toBe(404);
  });

  it("requires title, description, requirements and location, and one of the six job types", async () => {
    const res = await call("/api/admin/jobs", {
      method: "POST",
      cookie,
      json: job({ title: "", description: "", requirements: "", location: "", jobType: "Temporary" }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      title: "Please fill all required fields",
      description: "Please fill all required fields",
      requirements: "Please fill all required fields",
      location: "Please fill all required fields",
      jobType: "Please choose a job type.",
    });
  });

  it("keeps slugs unique", async () => {
    await create({ slug: "unique-job" });
    const dup = await create({ slug: "unique-job" });
    expect(dup.res.status).toBe(409);
    expect(dup.body.error).toBe("Another job listing already uses this slug. Choose a different one.");
  });

  it("updates, toggles and deletes", async () => {
    const { body } = await create({ slug: "change-me" });
    await env.DB.prepare("update jobs set updated_at = '2020-01-01T00:00:00.000Z' where id = ?").bind(body.id).run();
    const put = await call(`/api/admin/jobs/${body.id}`, { method: "PUT", cookie, json: job({ slug: "change-me", location: "Remote, India" }) });
    expect(put.status).toBe(200);
    const updated = (await put.json()) as { location: string; updatedAt: string };
    expect(updated.location).toBe("Remote, India");
    expect(updated.updatedAt > "2020-01-01T00:00:00.000Z").toBe(true);

    const on = await call(`/api/admin/jobs/${body.id}/published`, { method: "PATCH", cookie, json: { published: true } });
    expect(await on.json()).toEqual({ id: body.id, published: true });

    expect((await call(`/api/admin/jobs/${body.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await call(`/api/admin/jobs/${body.id}`, { cookie })).status).toBe(404);
  });
});
