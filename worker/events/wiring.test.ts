import { env } from "cloudflare:test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN, seedAdmin, sessionCookieOf } from "../testing/admin-helpers";
import { callInProcess } from "../testing/in-process";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { PLAIN_PDF } from "../testing/documents";
import { jpegBytes } from "../testing/images";
import { addHandler } from "../testing/event-handlers";
import { EVERY_EVENT } from "./handlers";
import type { DomainEvent } from "./types";

const seen: DomainEvent[] = [];
let stopRecording = () => {};

beforeAll(async () => {
  await seedAdmin();
  await env.DB.prepare(
    "insert into jobs (title, slug, description, requirements, location, job_type, published) values ('Open', 'open-role', 'D', 'R', 'Bhopal', 'Full-time', 1)",
  ).run();
  stopRecording = addHandler("beforeResponse", EVERY_EVENT, (event) => void seen.push(event));
});
afterAll(() => stopRecording());
beforeEach(() => {
  seen.length = 0;
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
    // An account of its own (a manager, the seeded owner being the first): its password changes below.
    const account = { email: "wiring@example.com", password: ADMIN.password };
    await seedAdmin(account.email, account.password);
    const failed = await callInProcess("/api/admin/login", { method: "POST", json: { email: account.email, password: "wrong-password" } });
    expect(failed.res.status).toBe(401);
    expect(seen.map((e) => e.type)).toEqual(["admin.sign_in_failed"]);

    let cookie = "";
    expect(
      await typesOf(async () => {
        const { res } = await callInProcess("/api/admin/login", { method: "POST", json: account });
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
    const reply = () =>
      callInProcess(`/api/admin/inquiries/${inquiry.id}/replies`, {
        method: "POST",
        cookie,
        json: { body: "Thank you, we will call you today." },
        bindings: { EMAIL: recordingEmail().binding, ...MAIL_CONFIGURED },
      });
    expect(await typesOf(async () => (await reply()).res)).toEqual(["inquiry.replied"]);
    expect(await typesOf(() => admin(`/api/admin/inquiries/${inquiry.id}`, "DELETE"))).toEqual(["inquiry.deleted"]);

    // Both renew the session's token: carry on with the new cookie.
    const renewing = async (res: Response) => {
      cookie = sessionCookieOf(res);
      return res;
    };
    const newPassword = "another-long-enough-password";
    expect(
      await typesOf(async () => renewing(await admin("/api/admin/password", "PUT", { currentPassword: account.password, newPassword }))),
    ).toEqual(["admin.password_changed"]);
    expect(await typesOf(() => admin("/api/admin/sessions/revoke-others", "POST"))).toEqual(["admin.other_sessions_revoked"]);
    expect(await typesOf(async () => renewing(await admin("/api/admin/session/reverify", "POST", { password: newPassword })))).toEqual([
      "admin.reverified",
    ]);
    expect(await typesOf(() => admin("/api/admin/logout", "POST"))).toEqual(["admin.signed_out"]);
  });

  it("for every staff and session action", async () => {
    const signIn = async () => sessionCookieOf((await callInProcess("/api/admin/login", { method: "POST", json: ADMIN })).res);
    const owner = await signIn();
    await signIn(); // a second session, to end from the first
    const as = (cookie: string) => async (path: string, method: string, body?: unknown) => (await callInProcess(path, { method, cookie, json: body })).res;
    const admin = as(owner);

    const sessions = (await (await admin("/api/admin/sessions", "GET")).json()) as { id: string; current: boolean }[];
    const otherId = sessions.find((s) => !s.current)?.id;
    expect(await typesOf(() => admin(`/api/admin/sessions/${otherId}`, "DELETE"))).toEqual(["admin.session_revoked"]);
    expect(seen[0]).toMatchObject({ sessionId: otherId });

    let link = "";
    const invited = await typesOf(async () => {
      const res = await admin("/api/admin/staff/invites", "POST", { email: "colleague@example.in", role: "editor" });
      link = ((await res.clone().json()) as { link: string }).link;
      return res;
    });
    expect(invited).toEqual(["staff.invited"]);
    expect(seen[0]).toMatchObject({ email: "colleague@example.in" });
    const withdrawable = await admin("/api/admin/staff/invites", "POST", { email: "maybe@example.in", role: "advisor" });
    const { id: inviteId } = (await withdrawable.json()) as { id: number };
    expect(await typesOf(() => admin(`/api/admin/staff/invites/${inviteId}`, "DELETE"))).toEqual(["staff.invite_withdrawn"]);

    const token = link.slice(link.lastIndexOf("#token=") + "#token=".length);
    let colleagueId = 0;
    const accepted = await typesOf(async () => {
      const { res } = await callInProcess("/api/admin/invitations/accept", { method: "POST", json: { token, name: "Colleague", password: "steady lantern at dawn" } });
      colleagueId = ((await res.clone().json()) as { id: number }).id;
      return res;
    });
    expect(accepted).toEqual(["staff.invite_accepted", "admin.signed_in"]);
    expect(seen[0]).toMatchObject({ adminId: colleagueId, email: "colleague@example.in" });

    expect(await typesOf(() => admin(`/api/admin/staff/${colleagueId}/ownership`, "POST"))).toEqual(["ownership.transferred"]);
    const colleague = sessionCookieOf((await callInProcess("/api/admin/login", { method: "POST", json: { email: "colleague@example.in", password: "steady lantern at dawn" } })).res);
    const ownerId = ((await (await admin("/api/admin/me", "GET")).json()) as { id: number }).id;
    expect(await typesOf(() => as(colleague)(`/api/admin/staff/${ownerId}/ownership`, "POST"))).toEqual(["ownership.transferred"]);
    expect(await typesOf(() => admin(`/api/admin/staff/${colleagueId}`, "DELETE"))).toEqual(["staff.removed"]);
    expect(seen[0]).toMatchObject({ adminId: ownerId, id: colleagueId, email: "colleague@example.in" });
  });
});
