import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NEWSLETTER_SENDS_PER_DAY, SCHEDULED_SENDS_MESSAGE } from "#core/schemas/newsletter";
import { publishScheduledPosts } from "../blog/resource";
import { eventHandlers } from "../features";
import worker from "../index";
import { call, createDraftPost, signIn, sqlRun, tokenHashOf } from "../testing/admin-helpers";
import { callInProcess } from "../testing/in-process";
import { deliver, recordingBulkMail, recordingQueue } from "../testing/newsletter-queue";
import { MAIL_CONFIGURED, recordingEmail } from "../testing/recording-email";
import { retryScheduledSends } from "./scheduled-sends";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
  const insert = "insert into subscribers (email, status, unsubscribe_token) values (?, ?, ?)";
  for (const [email, status] of [
    ["scheduled-a@example.in", "confirmed"],
    ["scheduled-b@example.in", "confirmed"],
    ["scheduled-pending@example.in", "pending"],
  ]) {
    await env.DB.prepare(insert).bind(email, status, `tok_${email.split("@")[0].replace(/\W/g, "_")}`.padEnd(43, "x")).run();
  }
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function scheduledDraft(slug: string) {
  const id = await createDraftPost(cookie, slug);
  expect((await call(`/api/admin/blogs/${id}/schedule`, { method: "PUT", cookie, json: { publishAt: inMinutes(30) } })).status).toBe(200);
  return id;
}
async function choose(id: number, as = cookie) {
  const { res } = await callInProcess(`/api/admin/newsletter/posts/${id}/scheduled`, { method: "PUT", cookie: as, bindings: MAIL_CONFIGURED });
  return { status: res.status, body: (await res.json()) as { error?: string; code?: string; scheduled?: boolean } };
}
const chosen = async (id: number) =>
  ((await (await callInProcess(`/api/admin/newsletter/posts/${id}`, { cookie, bindings: MAIL_CONFIGURED })).res.json()) as { scheduledSend: { createdAt: string } | null }).scheduledSend;
const sendsOf = async (id: number) => (await env.DB.prepare("select recipients, admin_id as adminId from newsletter_sends where post_id = ?").bind(id).all<{ recipients: number; adminId: number }>()).results;

/** A cron run's scope with mail configured, its newsletter queue recorded. */
function cronScope() {
  const queue = recordingQueue();
  return { queue, scope: { env: { ...env, ...MAIL_CONFIGURED, NEWSLETTER_QUEUE: queue.binding }, handlers: eventHandlers, ip: null } };
}

/** One cron run's publishing (its handlers awaited, the scope having no execution context), then its queue delivered: what the bulk provider was given. */
async function cronRun() {
  const { queue, scope } = cronScope();
  const bulk = recordingBulkMail();
  await publishScheduledPosts(scope.env, scope);
  await deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED });
  return bulk.sent;
}

/** A run of the worker's own cron trigger that is not the first of its hour (no retries), awaited to its end, its queue delivered. */
async function workerCronRun() {
  const queue = recordingQueue();
  const ctx = createExecutionContext();
  const cronEnv = { ...env, ...MAIL_CONFIGURED, EMAIL: recordingEmail().binding, NEWSLETTER_QUEUE: queue.binding };
  worker.scheduled(createScheduledController({ scheduledTime: Date.parse("2026-11-27T06:10:00Z"), cron: "*/5 * * * *" }), cronEnv, ctx);
  await waitOnExecutionContext(ctx);
  const bulk = recordingBulkMail();
  await deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED });
  return bulk.sent;
}

describe("also emailing a scheduled post to subscribers", () => {
  // Each test starts with no email sent or scheduled in the last 24 hours: under the daily cap.
  beforeEach(() => env.DB.batch([env.DB.prepare("delete from newsletter_sends"), env.DB.prepare("delete from scheduled_sends")]));

  it("is recorded when chosen, and carried out once by the cron after it publishes the post", async () => {
    const id = await scheduledDraft("scheduled-email-once");
    const res = await choose(id);
    expect(res).toEqual({ status: 200, body: { id, scheduled: true } });
    expect(await chosen(id)).toMatchObject({ createdAt: expect.any(String) });

    // Not due yet: nothing is published or sent.
    expect(await cronRun()).toEqual([]);
    expect(await sendsOf(id)).toEqual([]);

    await sqlRun("update blogs set publish_at = ? where id = ?", inMinutes(-1), id);
    const sent = await cronRun();
    expect(sent.map((m) => m.to).flat().sort()).toEqual(expect.arrayContaining(["scheduled-a@example.in", "scheduled-b@example.in"]));
    expect(sent.map((m) => m.to).flat()).not.toContain("scheduled-pending@example.in");
    expect(sent[0].subject).toBe("T");
    expect(await sendsOf(id)).toEqual([{ recipients: expect.any(Number), adminId: expect.any(Number) }]);
    expect(await chosen(id)).toBeNull();
    // The next run has nothing left to send.
    expect(await cronRun()).toEqual([]);
    expect(await sendsOf(id)).toHaveLength(1);
    const audit = await env.DB.prepare("select action, detail from audit_log where record_type = 'post' and record_id = ? order by id").bind(id).all<{ action: string; detail: string | null }>();
    expect(audit.results.map((e) => e.action)).toEqual(["post.created", "post.scheduled", "post.email_scheduled", "post.published", "post.emailed"]);
    expect(JSON.parse(audit.results.at(-1)?.detail ?? "{}")).toMatchObject({ scheduled: true });
  });

  it("still goes out when the live post is saved, or Publish is clicked, before the cron sends it", async () => {
    const id = await scheduledDraft("scheduled-email-saved-after");
    expect((await choose(id)).status).toBe(200);
    await sqlRun("update blogs set publish_at = ? where id = ?", inMinutes(-1), id);
    const { queue, scope } = cronScope();
    // Published, its send not made yet: the publication's after-response handlers have not run.
    await publishScheduledPosts(scope.env, { ...scope, handlers: { ...eventHandlers, afterResponse: {} } });
    // A typo fixed on the live post, the switch clicked again, a late cancel: none drops the email now due.
    const live = { title: "T, corrected", slug: "scheduled-email-saved-after", excerpt: "E", content: "<p>C</p>", category: "Finance", author: "A", published: true };
    const bindings = { ...MAIL_CONFIGURED, NEWSLETTER_QUEUE: queue.binding };
    for (const [path, method, json] of [
      [`/api/admin/blogs/${id}`, "PUT", live],
      [`/api/admin/blogs/${id}/published`, "PATCH", { published: true }],
      [`/api/admin/blogs/${id}/schedule`, "PUT", { publishAt: null }],
    ] as const) {
      const { res, settled } = await callInProcess(path, { method, cookie, json, bindings });
      expect(res.status).toBeLessThan(500);
      await settled();
    }
    await retryScheduledSends(scope.env, scope);
    const bulk = recordingBulkMail();
    await deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED });
    expect(bulk.sent.length).toBeGreaterThan(0);
    expect(await sendsOf(id)).toHaveLength(1);
  });

  it("is sent by the hourly run when the publication's handler could not send it", async () => {
    const id = await scheduledDraft("scheduled-email-retried");
    expect((await choose(id)).status).toBe(200);
    await sqlRun("update blogs set publish_at = ? where id = ?", inMinutes(-1), id);
    const { queue, scope } = cronScope();
    await publishScheduledPosts(scope.env, { ...scope, handlers: { ...eventHandlers, afterResponse: {} } });
    expect(await sendsOf(id)).toEqual([]);
    expect(await chosen(id)).not.toBeNull();

    await retryScheduledSends(scope.env, scope);
    const bulk = recordingBulkMail();
    await deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED });
    expect(bulk.sent.map((m) => m.to).flat()).toEqual(expect.arrayContaining(["scheduled-a@example.in", "scheduled-b@example.in"]));
    expect(await sendsOf(id)).toHaveLength(1);
    expect(await chosen(id)).toBeNull();
  });

  it("is sent once when two cron runs overlap", async () => {
    const id = await scheduledDraft("scheduled-email-overlap");
    expect((await choose(id)).status).toBe(200);
    await sqlRun("update blogs set publish_at = ? where id = ?", inMinutes(-1), id);
    const { scope } = cronScope();
    // Two runs at once, each publishing (and sending in its handler) and retrying what is left.
    await Promise.all([
      publishScheduledPosts(scope.env, scope),
      publishScheduledPosts(scope.env, scope),
      retryScheduledSends(scope.env, scope),
      retryScheduledSends(scope.env, scope),
    ]);
    expect(await sendsOf(id)).toHaveLength(1);
  });

  it("needs the password confirmed recently, as Email to subscribers does", async () => {
    const id = await scheduledDraft("scheduled-email-step-up");
    const stale = await signIn();
    await sqlRun("update sessions set created_at = ? where token_hash = ?", new Date(Date.now() - 13 * 3_600_000).toISOString(), await tokenHashOf(stale));
    const res = await choose(id, stale);
    expect(res.status).toBe(403);
    expect(res.body.code).toBeDefined();
    expect(await chosen(id)).toBeNull();
  });

  it("is refused for a draft that is not scheduled, and for a published post", async () => {
    const draft = await createDraftPost(cookie, "not-scheduled-email");
    expect(await choose(draft)).toMatchObject({ status: 409, body: { error: expect.stringContaining("Schedule the post first") } });
    await call(`/api/admin/blogs/${draft}/published`, { method: "PATCH", cookie, json: { published: true } });
    expect((await choose(draft)).status).toBe(409);
  });

  it("is dropped when the schedule is cancelled, or the post is published by hand", async () => {
    const cancelled = await scheduledDraft("scheduled-email-cancelled");
    expect((await choose(cancelled)).status).toBe(200);
    await call(`/api/admin/blogs/${cancelled}/schedule`, { method: "PUT", cookie, json: { publishAt: null } });
    expect(await chosen(cancelled)).toBeNull();

    const byHand = await scheduledDraft("scheduled-email-by-hand");
    expect((await choose(byHand)).status).toBe(200);
    await call(`/api/admin/blogs/${byHand}/published`, { method: "PATCH", cookie, json: { published: true } });
    expect(await chosen(byHand)).toBeNull();
    expect(await cronRun()).toEqual([]);
    expect(await sendsOf(byHand)).toEqual([]);
  });

  it("can be cancelled on its own: the post still publishes, and nobody is emailed", async () => {
    const id = await scheduledDraft("scheduled-email-withdrawn");
    expect((await choose(id)).status).toBe(200);
    expect((await callInProcess(`/api/admin/newsletter/posts/${id}/scheduled`, { method: "DELETE", cookie, bindings: MAIL_CONFIGURED })).res.status).toBe(200);
    await sqlRun("update blogs set publish_at = ? where id = ?", inMinutes(-1), id);
    expect(await cronRun()).toEqual([]);
    expect((await env.DB.prepare("select published from blogs where id = ?").bind(id).first<{ published: number }>())?.published).toBe(1);
  });

  it("is mailed in the cron run that publishes the post, and a scheduled post without it is not", async () => {
    const withEmail = await scheduledDraft("scheduled-email-same-run");
    expect((await choose(withEmail)).status).toBe(200);
    const withoutEmail = await scheduledDraft("scheduled-no-email-same-run");
    await sqlRun("update blogs set publish_at = ? where id in (?, ?)", inMinutes(-1), withEmail, withoutEmail);

    const sent = await workerCronRun();
    const published = await env.DB.prepare("select count(*) as n from blogs where id in (?, ?) and published = 1").bind(withEmail, withoutEmail).first<{ n: number }>();
    expect(published?.n).toBe(2);
    expect(await sendsOf(withEmail)).toEqual([{ recipients: expect.any(Number), adminId: expect.any(Number) }]);
    expect(await sendsOf(withoutEmail)).toEqual([]);
    expect(sent.map((m) => m.to).flat()).toEqual(expect.arrayContaining(["scheduled-a@example.in", "scheduled-b@example.in"]));
    expect(await chosen(withEmail)).toBeNull();
  });

  it(`counts the emails already scheduled against the cap of ${NEWSLETTER_SENDS_PER_DAY} in 24 hours`, async () => {
    await sqlRun("delete from newsletter_sends");
    await sqlRun("delete from scheduled_sends");
    const ids = [];
    for (let i = 0; i <= NEWSLETTER_SENDS_PER_DAY; i++) ids.push(await scheduledDraft(`scheduled-email-cap-${i}`));
    await sqlRun("insert into newsletter_sends (post_title, recipients, site_origin, last_subscriber_id) values ('Earlier today', 2, 'http://localhost', 1)");
    for (const id of ids.slice(0, NEWSLETTER_SENDS_PER_DAY - 1)) expect((await choose(id)).status).toBe(200);
    const refused = await choose(ids[NEWSLETTER_SENDS_PER_DAY - 1]);
    expect(refused).toEqual({ status: 429, body: { error: SCHEDULED_SENDS_MESSAGE } });
    expect(await chosen(ids[NEWSLETTER_SENDS_PER_DAY - 1])).toBeNull();
  });
});
