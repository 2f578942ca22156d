import { and, eq, isNull, lt, notExists } from "drizzle-orm";
import { bulkMailProvider } from "../bulk-mail/provider";
import { type BulkMail, type BulkMailProvider, BulkMailUnavailable, type BulkOutcome } from "../bulk-mail/types";
import { type Database, getDb } from "../db/client";
import { loggableMessage } from "../db/errors";
import { newsletterBatches, newsletterSends } from "./tables";
import type { Env } from "../env";
import type { EventScope } from "../events/handlers";
import type { EventOf } from "../events/types";
import { log } from "../lib/log";
import { checkedMail } from "../mail/send";
import { mailSettings } from "../mail/settings";
import {
  batchRecipients,
  claimBatch,
  closeUnsent,
  finishIfDone,
  cutBatches,
  pendingSeqs,
  recordSent,
  releaseBatch,
  stalledBatches,
} from "./newsletter-batches";
import { newsletterMail, type NewsletterPost } from "./newsletter-mail";
import { findPostToSend } from "./newsletter-send";

/**
 * The newsletter's fan-out through Cloudflare Queues (wrangler.toml). "Email to subscribers"
 * enqueues one `fan-out` message; its consumer cuts the send into batches (newsletter-batches.ts)
 * and enqueues one `batch` message each; each batch is one call to the bulk mail provider. A call
 * the provider refused (so nothing went) is retried with backoff, and after the queue's max_retries
 * the message goes to the dead-letter queue, whose consumer records the batch as failed.
 *
 * Delivery is at least once; the batch's claim in D1 makes each address's mail go exactly once
 * when its batch completes, and at most once otherwise: a batch whose consumer died after claiming
 * it, or whose call ended without a clear answer (a timeout, a broken connection, a reply that
 * cannot be read), stays claimed and the hourly sweep records it as failed. It may have gone, and
 * is never sent twice; an editor who wants it out can send the post again.
 */

export const NEWSLETTER_QUEUE = "newsletter-batches";
export const NEWSLETTER_DEAD_LETTERS = "newsletter-batches-failed";

export type NewsletterMessage = { kind: "fan-out"; sendId: number } | { kind: "batch"; sendId: number; seq: number };

/** Messages per `sendBatch` call: the queue takes at most 100. */
const ENQUEUE_CHUNK = 100;
/** The first retry waits this long, each next one twice as long, up to RETRY_MAX_SECONDS. */
const RETRY_BASE_SECONDS = 30;
const RETRY_MAX_SECONDS = 15 * 60;
/** A batch claimed this long ago whose outcome was never recorded: its consumer died mid-call. */
const CLAIM_LOST_MS = 15 * 60_000;
/** A send not cut into batches this long after it started: its fan-out never reached the queue (its own retries span about 16 minutes). */
const FAN_OUT_LOST_MS = 30 * 60_000;
/** Messages one consumer works on at once: a Worker holds at most six connections open, and a call waiting for one would count against its timeout. */
const AT_ONCE = 5;
/** A pending batch untouched this long lost its message (an enqueue that failed): it is enqueued again. */
const MESSAGE_LOST_MS = 60 * 60_000;

export async function enqueue(queue: Queue, messages: NewsletterMessage[]) {
  for (let i = 0; i < messages.length; i += ENQUEUE_CHUNK) {
    await queue.sendBatch(messages.slice(i, i + ENQUEUE_CHUNK).map((body) => ({ body, contentType: "json" as const })));
  }
}

export const batchRetryDelaySeconds = (attempts: number) => Math.min(RETRY_BASE_SECONDS * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_SECONDS);

/** Cuts a send into batches and enqueues those still to send (all of them, or what a retried fan-out left). */
async function fanOut(env: Env, sendId: number) {
  const db = getDb(env.DB);
  const send = await audienceOf(db, sendId);
  if (!send || send.finishedAt) return;
  await db.batch(cutBatches(db, send));
  const seqs = await pendingSeqs(db, sendId);
  // Nobody left to mail (everyone unsubscribed since): the send is over.
  if (seqs.length === 0) return void (await finishIfDone(db, sendId));
  await enqueue(
    env.NEWSLETTER_QUEUE,
    seqs.map(({ seq }) => ({ kind: "batch", sendId, seq })),
  );
}

type Recipient = Awaited<ReturnType<typeof batchRecipients>>[number];

/** Each recipient's mail, or null for one the site refuses (an address that is not a plain one, a link off SITE_URL): it fails alone. */
function mailsOf(env: Env, sendId: number, post: NewsletterPost, recipients: Recipient[], origin: string, from: string): (BulkMail | null)[] {
  return recipients.map((r) => {
    try {
      return checkedMail(env, newsletterMail(post, { email: r.email, unsubscribeToken: r.unsubscribeToken! }, origin, from)) as BulkMail;
    } catch (err) {
      log("warn", "newsletter_mail_refused", { sendId, subscriberId: r.id, message: loggableMessage(err) });
      return null;
    }
  });
}

const audienceOf = (db: Database, sendId: number) =>
  db
    .select({
      id: newsletterSends.id,
      postId: newsletterSends.postId,
      siteOrigin: newsletterSends.siteOrigin,
      cursor: newsletterSends.cursor,
      lastSubscriberId: newsletterSends.lastSubscriberId,
      createdAt: newsletterSends.createdAt,
      finishedAt: newsletterSends.finishedAt,
    })
    .from(newsletterSends)
    .where(eq(newsletterSends.id, sendId))
    .get();

/** Sends one batch, once: a batch another delivery has claimed or finished is left alone. */
async function sendBatch(env: Env, provider: BulkMailProvider | null, sendId: number, seq: number) {
  const from = mailSettings(env).from;
  if (!provider || !from) {
    // Mail was turned off while a send was under way: the batch stays pending, and the hourly sweep
    // offers it again, so it goes once mail is back instead of failing within minutes.
    log("warn", "newsletter_batch_waiting", { sendId, seq, reason: "no bulk mail provider or sender (BULK_MAIL_PROVIDER, MAIL_FROM)" });
    return;
  }
  const db = getDb(env.DB);
  const claimed = await claimBatch(db, sendId, seq);
  if (!claimed) return;
  let handedOver = false;
  try {
    const send = await audienceOf(db, sendId);
    const post = send?.postId ? await findPostToSend(db, send.postId) : undefined;
    // A post deleted or unpublished since: its link would lead nowhere.
    if (!send || !post?.published) {
      await db.batch(closeUnsent(db, sendId, seq, "cancelled", ["sending"]));
      return;
    }
    const recipients = (await batchRecipients(db, send, claimed)).filter((r) => r.unsubscribeToken !== null);
    const mails = mailsOf(env, sendId, post, recipients, send.siteOrigin, from);
    const given = mails.filter((mail): mail is BulkMail => mail !== null);
    // From here on an error may come after the provider took the mails: only its own
    // BulkMailUnavailable says that nothing went.
    handedOver = given.length > 0;
    const outcomes = given.length > 0 ? await provider.send(from, given) : [];
    // Each recipient's outcome: the provider's for the mails it was given, in order; failed for the others.
    let next = 0;
    const outcomeOf = mails.map((mail): BulkOutcome => (mail ? (outcomes[next++] ?? "failed") : "failed"));
    const idsWith = (outcome: BulkOutcome) => recipients.filter((_, i) => outcomeOf[i] === outcome).map((r) => r.id);
    const sent = idsWith("sent").length;
    const failed = recipients.length - sent;
    await db.batch(recordSent(db, { sendId, seq, attempt: claimed.attempts }, { sent, failed, bounced: idsWith("bounced"), complained: idsWith("complained") }));
    log("info", "newsletter_batch_sent", { sendId, seq, provider: provider.name, sent, failed, attempt: claimed.attempts });
  } catch (err) {
    // Before the provider had the mails, or when it refused them all, the batch goes back for the
    // queue's retry; otherwise it stays claimed (they may have gone) for the hourly sweep.
    if (!handedOver || err instanceof BulkMailUnavailable) await releaseBatch(db, sendId, seq, claimed.attempts);
    throw err;
  }
}

/** The consumer of NEWSLETTER_QUEUE: each message acked once done, or retried later with backoff. */
export async function consumeNewsletterQueue(batch: MessageBatch<NewsletterMessage>, env: Env, provider = bulkMailProvider(env)) {
  const consume = async (message: Message<NewsletterMessage>) => {
    try {
      const body = message.body;
      if (body.kind === "fan-out") await fanOut(env, body.sendId);
      else await sendBatch(env, provider, body.sendId, body.seq);
      message.ack();
    } catch (err) {
      const delaySeconds = batchRetryDelaySeconds(message.attempts);
      log(err instanceof BulkMailUnavailable ? "warn" : "error", "newsletter_message_retried", { ...message.body, attempts: message.attempts, delaySeconds, message: loggableMessage(err) });
      message.retry({ delaySeconds });
    }
  };
  for (let i = 0; i < batch.messages.length; i += AT_ONCE) await Promise.all(batch.messages.slice(i, i + AT_ONCE).map(consume));
}

/** The consumer of the dead-letter queue: a message whose retries ran out, recorded as failed so the editor sees it. */
export async function consumeNewsletterDeadLetters(batch: MessageBatch<NewsletterMessage>, env: Env) {
  const db = getDb(env.DB);
  for (const message of batch.messages) {
    const body = message.body;
    log("error", "newsletter_message_dead", { ...body, attempts: message.attempts });
    // Only a batch handed back for retry: one still claimed may be with the provider under a
    // duplicate delivery, and the hourly sweep closes a claim left behind.
    if (body.kind === "batch") await db.batch(closeUnsent(db, body.sendId, body.seq, "failed"));
    else {
      // A fan-out that never cut its batches: every recipient counts as failed, and the send is over.
      const noBatches = notExists(db.select({ seq: newsletterBatches.seq }).from(newsletterBatches).where(eq(newsletterBatches.sendId, body.sendId)));
      await db
        .update(newsletterSends)
        .set({ failed: newsletterSends.recipients, finishedAt: new Date().toISOString() })
        .where(and(eq(newsletterSends.id, body.sendId), isNull(newsletterSends.finishedAt), noBatches));
    }
    message.ack();
  }
}

/** After-response handler of `post.emailed`: the send was recorded; its fan-out goes to the queue. */
export async function deliverNewsletter(event: EventOf<"post.emailed">, { env }: EventScope): Promise<void> {
  await enqueue(env.NEWSLETTER_QUEUE, [{ kind: "fan-out", sendId: event.sendId }]);
}

/**
 * The hourly cron's part, for what the queue cannot see: a send never fanned out (its enqueue
 * failed, or a scheduled send whose colleague has left) and a pending batch whose message was lost
 * are enqueued again (a duplicate finds nothing to claim); a batch claimed long ago whose outcome
 * was never recorded is closed as failed, since its mails may have gone and are never sent twice.
 */
export async function resumeNewsletterSends(env: Env): Promise<void> {
  const db = getDb(env.DB);
  const now = Date.now();
  const noBatches = notExists(db.select({ seq: newsletterBatches.seq }).from(newsletterBatches).where(eq(newsletterBatches.sendId, newsletterSends.id)));
  const [unsplit, lost, stalled] = await Promise.all([
    db
      .select({ id: newsletterSends.id })
      .from(newsletterSends)
      .where(and(isNull(newsletterSends.finishedAt), noBatches, lt(newsletterSends.createdAt, new Date(now - FAN_OUT_LOST_MS).toISOString())))
      .all(),
    stalledBatches(db, "pending", new Date(now - MESSAGE_LOST_MS).toISOString()),
    stalledBatches(db, "sending", new Date(now - CLAIM_LOST_MS).toISOString()),
  ]);
  await enqueue(env.NEWSLETTER_QUEUE, [
    ...unsplit.map(({ id }): NewsletterMessage => ({ kind: "fan-out", sendId: id })),
    ...lost.map(({ sendId, seq }): NewsletterMessage => ({ kind: "batch", sendId, seq })),
  ]);
  for (const { sendId, seq } of stalled) {
    log("error", "newsletter_batch_outcome_lost", { sendId, seq });
    await db.batch(closeUnsent(db, sendId, seq, "failed", ["sending"]));
  }
}
