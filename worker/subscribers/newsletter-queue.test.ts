import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SIMULATED_BOUNCE_DOMAIN } from "../bulk-mail/simulated";
import { signIn, sqlRun } from "../testing/admin-helpers";
import { callInProcess } from "../testing/in-process";
import { deliver, recordingBulkMail, recordingQueue } from "../testing/newsletter-queue";
import { MAIL_CONFIGURED } from "../testing/recording-email";
import { BATCH_SIZE } from "./newsletter-batches";
import { resumeNewsletterSends, batchRetryDelaySeconds } from "./newsletter-queue";

const SUBSCRIBERS = 2 * BATCH_SIZE + 50;
const BOUNCING = `reader@${SIMULATED_BOUNCE_DOMAIN}`;

let cookie = "";
let postId = 0;

const confirmed = async () => (await env.DB.prepare("select email from subscribers where status = 'confirmed' order by id").all<{ email: string }>()).results.map((r) => r.email);
const sendRow = () =>
  env.DB.prepare("select id, recipients, sent, failed, finished_at as finishedAt from newsletter_sends order by id desc limit 1").first<{
    id: number;
    recipients: number;
    sent: number;
    failed: number;
    finishedAt: string | null;
  }>();
const progress = async () =>
  ((await (await callInProcess(`/api/admin/newsletter/posts/${postId}`, { cookie, bindings: MAIL_CONFIGURED })).res.json()) as {
    sends: { sent: number; failed: number; remaining: number; finishedAt: string | null }[];
  }).sends[0];

/** "Email to subscribers" (a re-send after the first), its fan-out left waiting in `queue`. */
async function startSend(queue = recordingQueue()) {
  const { res, settled } = await callInProcess(`/api/admin/newsletter/posts/${postId}`, {
    method: "POST",
    cookie,
    bindings: { ...MAIL_CONFIGURED, NEWSLETTER_QUEUE: queue.binding },
    json: { resend: true },
  });
  await settled();
  expect(res.status).toBe(202);
  return queue;
}

beforeAll(async () => {
  cookie = await signIn();
  const { res } = await callInProcess("/api/admin/blogs", {
    method: "POST",
    cookie,
    json: { title: "TDS on rent, explained", slug: "tds-on-rent", excerpt: "Who deducts it, at what rate, and when it is due.", content: "<p>Body</p>", category: "Finance", author: "A", published: true },
  });
  postId = ((await res.json()) as { id: number }).id;
});

beforeEach(async () => {
  // Each test starts from the same list: SUBSCRIBERS confirmed addresses, one of them bouncing, and a
  // pending one; the daily cap is not what these tests are about.
  await sqlRun("delete from newsletter_sends");
  await sqlRun("delete from subscribers");
  const rows = Array.from({ length: SUBSCRIBERS }, (_, i) => (i === 17 ? BOUNCING : `reader${i}@example.in`));
  for (let i = 0; i < rows.length; i += 40) {
    const chunk = rows.slice(i, i + 40);
    await env.DB.prepare(`insert into subscribers (email, status, unsubscribe_token) values ${chunk.map(() => "(?, 'confirmed', ?)").join(", ")}`)
      .bind(...chunk.flatMap((email, j) => [email, `tok_${i + j}`.padEnd(43, "x")]))
      .run();
  }
  await sqlRun("insert into subscribers (email, status, unsubscribe_token) values ('waiting@example.in', 'pending', ?)", "tok_waiting".padEnd(43, "x"));
});

describe("the newsletter's fan-out through the queue", () => {
  it("cuts the send into batches of BATCH_SIZE, one message and one provider call each, and reports progress as they go", async () => {
    const queue = await startSend();
    expect(queue.waiting.map((m) => m.body.kind)).toEqual(["fan-out"]);
    const bulk = recordingBulkMail();
    await deliver(queue, bulk.provider, { limit: 1, bindings: MAIL_CONFIGURED });
    expect(queue.waiting.map((m) => m.body)).toEqual([0, 1, 2].map((seq) => ({ kind: "batch", sendId: expect.any(Number), seq })));
    expect(await progress()).toMatchObject({ sent: 0, failed: 0, remaining: SUBSCRIBERS, finishedAt: null });

    await deliver(queue, bulk.provider, { limit: 1, bindings: MAIL_CONFIGURED });
    expect(bulk.sent).toHaveLength(BATCH_SIZE);
    // The bouncing address is in the first batch.
    expect(await progress()).toMatchObject({ sent: BATCH_SIZE - 1, failed: 1, remaining: SUBSCRIBERS - BATCH_SIZE, finishedAt: null });

    await deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED });
    expect(await progress()).toMatchObject({ sent: SUBSCRIBERS - 1, failed: 1, remaining: 0, finishedAt: expect.any(String) });
    for (const mail of bulk.sent) {
      expect(mail.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost\/unsubscribe\?token=tok_\d+x+>, <mailto:/);
      expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    }
  });

  it("sends each address exactly once when the consumer stops halfway and starts again, with every message delivered again", async () => {
    const queue = await startSend();
    const bulk = recordingBulkMail();
    // The fan-out and the first batch, then the consumer stops: the rest wait in the queue.
    await deliver(queue, bulk.provider, { limit: 2, bindings: MAIL_CONFIGURED });
    expect(bulk.sent).toHaveLength(BATCH_SIZE);
    // It starts again, and the queue delivers at least once: every message, the done ones again too.
    const sendId = (await sendRow())!.id;
    queue.waiting.push({ body: { kind: "fan-out", sendId }, attempts: 2 }, ...[0, 1, 2].map((seq) => ({ body: { kind: "batch" as const, sendId, seq }, attempts: 2 })));
    await deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED });

    const mailed = bulk.recipients();
    expect(mailed).toHaveLength(new Set(mailed).size);
    expect([...mailed].sort()).toEqual((await confirmed()).concat(BOUNCING).sort());
    expect(mailed).not.toContain("waiting@example.in");
    expect(await sendRow()).toMatchObject({ recipients: SUBSCRIBERS, sent: SUBSCRIBERS - 1, failed: 1, finishedAt: expect.any(String) });
  });

  it("takes a bounced address off the list, and the next send does not mail it", async () => {
    const first = recordingBulkMail();
    await deliver(await startSend(), first.provider, { bindings: MAIL_CONFIGURED });
    expect(first.recipients()).toContain(BOUNCING);
    const status = await env.DB.prepare("select status from subscribers where email = ?").bind(BOUNCING).first<{ status: string }>();
    expect(status?.status).toBe("bounced");

    const next = recordingBulkMail();
    await deliver(await startSend(), next.provider, { bindings: MAIL_CONFIGURED });
    expect(next.recipients()).not.toContain(BOUNCING);
    expect(next.recipients()).toHaveLength(SUBSCRIBERS - 1);
  });

  it("retries a batch the provider could not take, with growing delays, and sends it once when it can", async () => {
    const bulk = recordingBulkMail({ outages: 2 });
    const queue = await startSend();
    await deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED });
    // The first two batches met the outage; each waits 30 s before its first retry.
    expect(queue.retryDelays).toEqual([30, 30]);
    // Each retry after waits twice as long, up to 15 minutes.
    expect([1, 2, 3, 4, 5, 6, 7].map(batchRetryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 900, 900]);
    const mailed = bulk.recipients();
    expect(mailed).toHaveLength(SUBSCRIBERS);
    expect(new Set(mailed).size).toBe(SUBSCRIBERS);
    const attempts = await env.DB.prepare("select max(attempts) as most from newsletter_batches").first<{ most: number }>();
    expect(attempts?.most).toBeGreaterThan(1);
    expect(await sendRow()).toMatchObject({ sent: SUBSCRIBERS - 1, failed: 1, finishedAt: expect.any(String) });
  });

  it("records a batch as failed once its retries run out, and still finishes the send", async () => {
    const queue = await startSend();
    const down = recordingBulkMail({ outages: Infinity });
    await deliver(queue, down.provider, { bindings: MAIL_CONFIGURED });
    expect(down.sent).toEqual([]);
    expect(await sendRow()).toMatchObject({ sent: 0, failed: SUBSCRIBERS, finishedAt: expect.any(String) });
    const statuses = await env.DB.prepare("select status, attempts from newsletter_batches").all<{ status: string; attempts: number }>();
    // Delivered once and retried five times (wrangler.toml's max_retries), then the dead-letter queue.
    expect(statuses.results).toEqual([0, 1, 2].map(() => ({ status: "failed", attempts: 6 })));
  });

  it("never sends a batch twice whose consumer claimed it and died: the hourly sweep records it as failed", async () => {
    const queue = await startSend();
    const bulk = recordingBulkMail();
    await deliver(queue, bulk.provider, { limit: 1, bindings: MAIL_CONFIGURED });
    // The consumer claimed batch 0 and died before recording what the provider did.
    const sendId = (await sendRow())!.id;
    await sqlRun("update newsletter_batches set status = 'sending', attempts = 1, updated_at = ? where send_id = ? and seq = 0", new Date(Date.now() - 20 * 60_000).toISOString(), sendId);
    await deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED });
    expect(bulk.sent).toHaveLength(SUBSCRIBERS - BATCH_SIZE);
    await resumeNewsletterSends({ ...env, ...MAIL_CONFIGURED, NEWSLETTER_QUEUE: queue.binding });
    expect(queue.waiting).toEqual([]);
    expect(await sendRow()).toMatchObject({ sent: SUBSCRIBERS - BATCH_SIZE, failed: BATCH_SIZE, finishedAt: expect.any(String) });
  });

  it("never sends a batch twice whose call ended without an answer (a timeout after the provider took it)", async () => {
    const queue = await startSend();
    const bulk = recordingBulkMail({ lostAnswers: 1 });
    await deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED });
    const mailed = bulk.recipients();
    expect(mailed).toHaveLength(SUBSCRIBERS);
    expect(new Set(mailed).size).toBe(SUBSCRIBERS);
    // The first batch stays claimed, for the sweep once its claim is old.
    const sendId = (await sendRow())!.id;
    await resumeNewsletterSends({ ...env, ...MAIL_CONFIGURED, NEWSLETTER_QUEUE: queue.binding });
    expect((await sendRow())?.finishedAt).toBeNull();
    await sqlRun("update newsletter_batches set updated_at = ? where send_id = ? and status = 'sending'", new Date(Date.now() - 20 * 60_000).toISOString(), sendId);
    await resumeNewsletterSends({ ...env, ...MAIL_CONFIGURED, NEWSLETTER_QUEUE: queue.binding });
    expect(await sendRow()).toMatchObject({ sent: SUBSCRIBERS - BATCH_SIZE, failed: BATCH_SIZE, finishedAt: expect.any(String) });
    expect(queue.waiting).toEqual([]);
  });

  it("cuts a send once: a fan-out delivered again after more addresses confirmed adds no batch", async () => {
    await sqlRun("update subscribers set status = 'pending' where email in ('reader3@example.in', 'reader4@example.in')");
    const queue = await startSend();
    const sendId = (await sendRow())!.id;
    const bulk = recordingBulkMail();
    await deliver(queue, bulk.provider, { limit: 2, bindings: MAIL_CONFIGURED });
    // Two more confirm (their ids low, in the first batch), and the fan-out is delivered again.
    await sqlRun("update subscribers set status = 'confirmed' where email in ('reader3@example.in', 'reader4@example.in')");
    queue.waiting.push({ body: { kind: "fan-out", sendId }, attempts: 2 });
    await deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED });
    const batches = await env.DB.prepare("select count(*) as n from newsletter_batches where send_id = ?").bind(sendId).first<{ n: number }>();
    expect(batches?.n).toBe(3);
    const mailed = bulk.recipients();
    expect(mailed).toHaveLength(new Set(mailed).size);
    expect(mailed).toHaveLength(SUBSCRIBERS - 2);
  });

  it("mails the addresses confirmed when the send started: one confirmed later waits for the next post", async () => {
    const queue = await startSend();
    await sqlRun("update subscribers set confirmed_at = ? where email = 'reader5@example.in'", new Date(Date.now() + 60_000).toISOString());
    const bulk = recordingBulkMail();
    await deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED });
    expect(bulk.recipients()).not.toContain("reader5@example.in");
    expect(await sendRow()).toMatchObject({ recipients: SUBSCRIBERS - 1, sent: SUBSCRIBERS - 2, failed: 1 });
  });

  it("keeps a batch waiting while mail is turned off, and sends it from the hourly sweep once it is back", async () => {
    const queue = await startSend();
    const bulk = recordingBulkMail();
    await deliver(queue, null, { bindings: MAIL_CONFIGURED });
    expect(queue.waiting).toEqual([]);
    const statuses = await env.DB.prepare("select distinct status from newsletter_batches").all<{ status: string }>();
    expect(statuses.results).toEqual([{ status: "pending" }]);
    await sqlRun("update newsletter_batches set updated_at = ?", new Date(Date.now() - 2 * 3600_000).toISOString());
    await resumeNewsletterSends({ ...env, ...MAIL_CONFIGURED, NEWSLETTER_QUEUE: queue.binding });
    expect(queue.waiting).toHaveLength(3);
    await deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED });
    expect(bulk.sent).toHaveLength(SUBSCRIBERS);
    expect((await sendRow())?.finishedAt).toEqual(expect.any(String));
  });

  it("enqueues again, from the hourly sweep, a send whose fan-out never reached the queue", async () => {
    await startSend(recordingQueue());
    const sendId = (await sendRow())!.id;
    const queue = recordingQueue();
    await resumeNewsletterSends({ ...env, ...MAIL_CONFIGURED, NEWSLETTER_QUEUE: queue.binding });
    // A fan-out enqueued moments ago may still be on its way: the sweep waits for it.
    expect(queue.waiting).toEqual([]);
    await sqlRun("update newsletter_sends set created_at = ? where id = ?", new Date(Date.now() - 40 * 60_000).toISOString(), sendId);
    await resumeNewsletterSends({ ...env, ...MAIL_CONFIGURED, NEWSLETTER_QUEUE: queue.binding });
    expect(queue.waiting.map((m) => m.body)).toEqual([{ kind: "fan-out", sendId }]);
    const bulk = recordingBulkMail();
    await deliver(queue, bulk.provider, { bindings: MAIL_CONFIGURED });
    expect(bulk.sent).toHaveLength(SUBSCRIBERS);
  });
});
