import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Mail } from "../mail/send";

/**
 * What every bulk mail adapter speaks (worker/bulk-mail/provider.ts chooses one): the newsletter,
 * and later the compliance reminders, go through a provider made for mail to many, never the EMAIL
 * binding, which stays for transactional mail (worker/mail/send.ts).
 */

/** One mail to one address, with the one-click unsubscribe headers every bulk mail carries. */
export type BulkMail = Mail & { to: [string]; headers: NonNullable<Mail["headers"]> };

/**
 * What became of one mail: handed over (`sent`), refused for an address the provider knows to be
 * dead or to have complained (`bounced`, `complained`), or refused for another reason (`failed`).
 */
export type BulkOutcome = "sent" | "bounced" | "complained" | "failed";

/** A call that sent nothing (the provider is down, slow, over its rate, or refused our key): retry it later. */
export class BulkMailUnavailable extends Error {
  override name = "BulkMailUnavailable";
}

/** An address the provider reports on after the fact (its bounce and complaint webhooks). */
export interface DeliveryReport {
  email: string;
  outcome: "bounced" | "complained" | "unsubscribed";
}

export interface BulkMailProvider {
  name: string;
  /**
   * Sends up to a batch of mails in one call, from `from` under the firm's name; the outcome of
   * each, in order. Throws BulkMailUnavailable when the call as a whole failed and nothing was sent.
   */
  send(from: string, mails: BulkMail[]): Promise<BulkOutcome[]>;
  /** The bounces and complaints of one webhook call's body, or null for a body it does not know. */
  reports(body: unknown): DeliveryReport[] | null;
}

/**
 * A list a feature mails in bulk (the newsletter's subscribers, the compliance reminders), as it
 * declares it (worker/feature.ts): how a provider's report takes an address off it. Only addresses
 * still mailed (pending or confirmed) change, so a report delivered twice changes nothing the second
 * time; `emails` are lower-cased, as sign-ups store them. Returns the rows changed.
 */
export interface BulkMailAudience {
  name: string;
  markReported: (db: Database, outcome: DeliveryReport["outcome"], emails: string[]) => Promise<{ id: number }[]>;
}

export type BulkMailSettings = Pick<Env, "BULK_MAIL_PROVIDER" | "BULK_MAIL_API_KEY" | "BULK_MAIL_STREAM" | "BULK_MAIL_SIMULATED_OUTAGES">;
