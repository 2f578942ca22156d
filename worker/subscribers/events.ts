/** The newsletter's events: its subscribers, and the posts mailed to them. */
declare module "../events/types" {
  interface DomainEvents {
    /** A sign-up stored, new or renewed (still pending, or unsubscribed before): `confirmToken` goes into its confirmation mail. */
    "subscriber.created": { id: number; email: string; confirmToken: string; origin: string; ip: string };
    "subscriber.confirmed": { id: number };
    "subscriber.unsubscribed": { id: number };
    "subscriber.deleted": { adminId: number; id: number };
    "subscriber.exported": { adminId: number; filters: Record<string, unknown> };
    /** "Email to subscribers": `id` is the post, `sendId` the newsletter_sends row that records the send. */
    "post.emailed": { adminId: number; id: number; sendId: number; recipients: number };
    /** "Also email subscribers" of a scheduled post chosen; the send, once the cron publishes the post, is a `post.emailed`. */
    "post.email_scheduled": { adminId: number; id: number };
    "post.email_unscheduled": { adminId: number; id: number };
  }
}

export {};
