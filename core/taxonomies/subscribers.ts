/**
 * A newsletter address's life: `pending` until its confirmation link is followed, then
 * `confirmed` (the only ones mailed and counted), `unsubscribed` once it asks to stop. The bulk mail
 * provider may end it too: `bounced` when mail to it cannot be delivered (a hard bounce), and
 * `complained` when its owner marked a newsletter as spam. Neither is mailed again.
 */
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed", "bounced", "complained"] as const;

export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const subscriberStatusLabel: Record<SubscriberStatus, string> = {
  pending: "Awaiting confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced",
  complained: "Marked as spam",
};

/**
 * A batch of a newsletter send: `pending` until a queue consumer claims it, `sending` while the
 * provider has it, then `sent`; `failed` once its retries ran out, or when it was claimed and its
 * outcome never recorded (never sent twice); `cancelled` when the post was deleted before it went.
 */
export const newsletterBatchStatuses = ["pending", "sending", "sent", "failed", "cancelled"] as const;
