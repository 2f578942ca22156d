import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, seedAdmin, sessionCookieOf } from "../testing/admin-helpers";
import { callInProcess } from "../testing/in-process";
import { PLAIN_PDF } from "../testing/documents";
import { jpegBytes } from "../testing/images";
import { type EffectHandler, eventHandlers } from "./handlers";
import type { DomainEvent } from "./types";

const seen: DomainEvent[] = [];
const record: EffectHandler = (event) => void seen.push(event);

beforeAll(async () => {
  await seedAdmin();
  await env.DB.prepare(
    "insert into jobs (title, slug, description, requirements, location, job_type, published) values ('Open', 'open-role', 'D', 'R', 'Bhopal', 'Full-time', 1)",
  ).run();
  eventHandlers.beforeResponse.push(record);
});
afterAll(() => {
  eventHandlers.beforeResponse.splice(eventHandlers.beforeResponse.indexOf(record), 1);
});

/** Runs the call and returns the types of the events it reported. */
async function typesOf(run: () => Promise<Response>) {
  seen.length = 0;
  const res = await run();
  expect(res.status).toBeLessThan(300);
  return seen.map((e) => e.type);
}

/** Runs a create and returns the types of the events it reported and the new row's id. */
async function typesAndIdOf(run: () => Promise<Response>) {
  let id = 0;
  const types = await typesOf(async () => {
    const res = await run();
    id = ((await res.clone().json()) as { id: number }).id;
    return res;
  });
  return { types, id };
}

describe("every write reports its event", () => {
  it("from sign-in to sign-out, through posts, jobs, forms and inquiries", async () => {
    const failed = await callInProcess("/api/admin/login", { method: "POST", json: { email: ADMIN.email, password: "wrong-password" } });
    expect(failed.res.status).toBe(401);
    expect(seen.map((e) => e.type)).toEqual(["admin.sign_in_failed"]);

    let cookie = "";
    expect(
      await typesOf(async () => {
        const { res } = await callInProcess("/api/admin/login", { method: "POST", json: ADMIN });
        cookie = sessionCookieOf(res);
        return res;
      }),
    ).toEqual(["admin.signed_in"]);
    const admin = async (path: string, method: string, body?: unknown) =>
      (await callInProcess(path, { method, cookie, json: body })).res;

    const blog = { title: "T", slug: "wired", excerpt: "E", content: "<p>C</p>", category: "Finance", author: "A", published: false };
    const { types: created, id: postId } = await typesAndIdOf(() => admin("/api/admin/blogs", "POST", blog));
    expect(created).toEqual(["post.created"]);
    expect(await typesOf(() => admin(`/api/admin/blogs/${postId}`, "PUT", blog))).toEqual(["post.updated"]);
    expect(await typesOf(() => admin(`/api/admin/blogs/${postId}/published`, "PATCH", { published: true }))).toEqual(["post.published"]);
    expect(await typesOf(() => admin(`/api/admin/blogs/${postId}/published`, "PATCH", { published: false }))).toEqual(["post.unpublished"]);
    const form = new FormData();
    form.append("file", new File([jpegBytes(1200, 630)], "a.jpg", { type: "image/jpeg" }));
    const upload = () => callInProcess(`/api/admin/uploads/blogs/${postId}/image`, { method: "PUT", cookie, body: form });
    expect(await typesOf(async () => (await upload()).res)).toEqual(["post.image_changed"]);
    expect(await typesOf(() => admin(`/api/admin/blogs/${postId}`, "DELETE"))).toEqual(["post.deleted"]);

    const listing = { title: "T", slug: "wired-job", description: "D", requirements: "R", location: "Bhopal", jobType: "Full-time", published: false };
    const { types: listed, id: jobId } = await typesAndIdOf(() => admin("/api/admin/jobs", "POST", listing));
    expect(listed).toEqual(["job.created"]);
    expect(await typesOf(() => admin(`/api/admin/jobs/${jobId}`, "PUT", listing))).toEqual(["job.updated"]);
    expect(await typesOf(() => admin(`/api/admin/jobs/${jobId}/published`, "PATCH", { published: true }))).toEqual(["job.published"]);
    expect(await typesOf(() => admin(`/api/admin/jobs/${jobId}/published`, "PATCH", { published: false }))).toEqual(["job.unpublished"]);
    expect(await typesOf(() => admin(`/api/admin/jobs/${jobId}`, "DELETE"))).toEqual(["job.deleted"]);

    const contact = { type: "contact", name: "Meera", email: "meera@example.in", subject: "GST", message: "Hello" };
    expect(await typesOf(async () => (await callInProcess("/api/inquiries", { method: "POST", json: contact })).res)).toEqual(["inquiry.created"]);
    const inquiry = seen[0] as Extract<DomainEvent, { type: "inquiry.created" }>;
    expect(inquiry).toMatchObject({ inquiryType: "contact", email: "meera@example.in", jobId: null });

    const application = new FormData();
    for (const [k, v] of Object.entries({ name: "Kavya", email: "kavya@example.in", phone: "+91 98930 11111", message: "Hi" })) {
      application.set(k, v);
    }
    application.set("resume", new File([PLAIN_PDF], "cv.pdf", { type: "application/pdf" }));
    const apply = () => callInProcess("/api/jobs/open-role/applications", { method: "POST", body: application });
    expect(await typesOf(async () => (await apply()).res)).toEqual(["inquiry.created"]);
    expect(seen[0]).toMatchObject({ inquiryType: "job_application", email: "kavya@example.in" });

    expect(await typesOf(async () => (await callInProcess("/api/subscribers", { method: "POST", json: { email: "r@example.in" } })).res)).toEqual([
      "subscriber.created",
    ]);

    expect(await typesOf(() => admin(`/api/admin/inquiries/${inquiry.id}/status`, "PATCH", { status: "read" }))).toEqual([
      "inquiry.status_changed",
    ]);
    expect(await typesOf(() => admin(`/api/admin/inquiries/${inquiry.id}`, "DELETE"))).toEqual(["inquiry.deleted"]);

    const newPassword = "another-long-enough-password";
    expect(await typesOf(() => admin("/api/admin/password", "PUT", { currentPassword: ADMIN.password, newPassword }))).toEqual([
      "admin.password_changed",
    ]);
    expect(await typesOf(() => admin("/api/admin/sessions/revoke-all", "POST"))).toEqual(["admin.signed_out_everywhere"]);
    cookie = sessionCookieOf((await callInProcess("/api/admin/login", { method: "POST", json: { email: ADMIN.email, password: newPassword } })).res);
    expect(await typesOf(() => admin("/api/admin/logout", "POST"))).toEqual(["admin.signed_out"]);
  });
});
