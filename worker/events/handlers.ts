import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { mailFactorChange } from "../auth/factor-changes";
import { mailPasswordReset } from "../auth/password-reset/mail";
import { acknowledgeInquiry } from "../inquiries/acknowledgement";
import { notifyStaffOfInquiry } from "../inquiries/notification-delivery";
import { sendSubscriptionConfirmation } from "../subscribers/confirmation-mail";
import { deliverNewsletter } from "../subscribers/newsletter-send";
import { forgetContentVersion } from "../ssr/page-cache";
import { recordAudit } from "./audit";
import { bumpContentVersion } from "./content-version";
import type { DomainEvent, WriteIntent } from "./types";

/** Returns statements that join the write's batch: they commit with it or roll it back. */
export type InWriteHandler = (intent: WriteIntent, db: Database) => BatchItem<"sqlite">[];
/** Runs once the write committed; `before` ones are awaited, `after` ones run in waitUntil. */
export type EffectHandler = (event: DomainEvent, env: Env) => Promise<void> | void;

export interface EventHandlers {
  /** Part of the write itself (audit rows, the content version). A failure fails the write. */
  inWrite: InWriteHandler[];
  /**
   * Awaited before the response (cache invalidation), so the next request sees the change. A
   * failure answers 500 although the write is stored: the admin learns the site may be stale.
   */
  beforeResponse: EffectHandler[];
  /** Run after the response (mail); a failure is logged and never reaches the visitor or admin. */
  afterResponse: EffectHandler[];
}

/**
 * Every reaction to a domain event, registered here and nowhere else. A handler picks the event
 * types it cares about itself; add purge, notification or audit handlers to these lists.
 */
export const eventHandlers: EventHandlers = {
  // The audit row first: it reads the id a create just assigned (last_insert_rowid()).
  inWrite: [recordAudit, bumpContentVersion],
  beforeResponse: [forgetContentVersion],
  afterResponse: [notifyStaffOfInquiry, acknowledgeInquiry, sendSubscriptionConfirmation, deliverNewsletter, mailPasswordReset, mailFactorChange],
};
