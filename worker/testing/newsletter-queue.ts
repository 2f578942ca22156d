import { env } from "cloudflare:test";
import { type BulkMail, type BulkMailProvider, BulkMailUnavailable, type BulkOutcome } from "../bulk-mail/types";
import { SIMULATED_BOUNCE_DOMAIN } from "../bulk-mail/simulated";
import { consumeNewsletterDeadLetters, consumeNewsletterQueue, type NewsletterMessage } from "../subscribers/newsletter-queue";

import wranglerToml from "../../wrangler.toml?raw";

/** wrangler.toml's max_retries for the newsletter queue: a message delivered more often goes to the dead letters. */
const MAX_RETRIES = Number(/queue = "newsletter-batches"[^[]*?max_retries = (\d+)/.exec(wranglerToml)?.[1]);
if (!Number.isInteger(MAX_RETRIES)) throw new Error("wrangler.toml names no max_retries for the newsletter-batches consumer");

interface Queued {
  body: NewsletterMessage;
  attempts: number;
}

/**
 * A NEWSLETTER_QUEUE binding that keeps what is sent to it, and delivers it when a test says so:
 * what Cloudflare Queues does between the producer and the consumer, step by step, so a test can
 * stop the consumer halfway, deliver a message twice, or let retries run out.
 */
export function recordingQueue() {
  const waiting: Queued[] = [];
  /** The delay each retry asked for, in order. */
  const retryDelays: number[] = [];
  const binding = {
    async send(body: NewsletterMessage) {
      waiting.push({ body, attempts: 1 });
    },
    async sendBatch(messages: Iterable<{ body: NewsletterMessage }>) {
      for (const { body } of messages) waiting.push({ body, attempts: 1 });
    },
  } as unknown as Queue;
  return { waiting, retryDelays, binding };
}

type RecordingQueue = ReturnType<typeof recordingQueue>;

/** A batch as the runtime hands it to a consumer, recording which messages were acked and which retried. */
function messageBatch(queue: string, queued: Queued[], retryDelays: number[] = []) {
  const retried: Queued[] = [];
  const messages = queued.map((q, i) => ({
    id: String(i),
    timestamp: new Date(),
    body: q.body,
    attempts: q.attempts,
    ack() {},
    retry(options?: QueueRetryOptions) {
      retried.push({ body: q.body, attempts: q.attempts + 1 });
      retryDelays.push(options?.delaySeconds ?? 0);
    },
  }));
  const batch = { queue, messages, ackAll() {}, retryAll() {} } as unknown as MessageBatch<NewsletterMessage>;
  return { batch, retried };
}

/**
 * Delivers up to `limit` waiting messages (all by default) to the consumer, ten at a time as
 * wrangler.toml's max_batch_size, with the provider given; a retried message waits again (its
 * delay is not waited out), and one retried beyond max_retries goes to the dead-letter consumer.
 */
export async function deliver(queue: RecordingQueue, provider: BulkMailProvider | null, { limit = Infinity, bindings = {} }: { limit?: number; bindings?: Partial<typeof env> } = {}) {
  const workerEnv = { ...env, ...bindings, NEWSLETTER_QUEUE: queue.binding };
  let delivered = 0;
  while (queue.waiting.length > 0 && delivered < limit) {
    const taken = queue.waiting.splice(0, Math.min(10, limit - delivered));
    delivered += taken.length;
    const { batch, retried } = messageBatch("newsletter-batches", taken, queue.retryDelays);
    await consumeNewsletterQueue(batch, workerEnv, provider);
    const dead = retried.filter((q) => q.attempts > MAX_RETRIES + 1);
    queue.waiting.push(...retried.filter((q) => !dead.includes(q)));
    if (dead.length > 0) await consumeNewsletterDeadLetters(messageBatch("newsletter-batches-failed", dead).batch, workerEnv);
  }
  return delivered;
}

/**
 * A bulk mail provider that keeps each mail it is given. An address at the simulated bounce domain
 * bounces; `outages` calls fail first, as a provider that is down (nothing sent); `lostAnswers`
 * calls take the mails and then fail, as a call whose answer never came.
 */
export function recordingBulkMail({ outages = 0, lostAnswers = 0 }: { outages?: number; lostAnswers?: number } = {}) {
  const sent: BulkMail[] = [];
  let failing = outages;
  let losing = lostAnswers;
  const provider: BulkMailProvider = {
    name: "recording",
    async send(_from, mails) {
      if (failing-- > 0) throw new BulkMailUnavailable("recorded outage");
      sent.push(...mails);
      if (losing-- > 0) throw new Error("recorded timeout after the mails were taken");
      return mails.map((mail): BulkOutcome => (mail.to[0].endsWith(`@${SIMULATED_BOUNCE_DOMAIN}`) ? "bounced" : "sent"));
    },
    reports: () => null,
  };
  return { sent, provider, recipients: () => sent.map((mail) => mail.to[0]) };
}
