/**
 * A newsletter address's life: `pending` until its confirmation link is followed, then
 * `confirmed` (the only ones mailed and counted), `unsubscribed` once it asks to stop.
 */
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;

export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const subscriberStatusLabel: Record<SubscriberStatus, string> = {
  pending: "Awaiting confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};
