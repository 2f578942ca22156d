import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { newsletterBatchStatuses, subscriberStatuses } from "#core/taxonomies/subscribers";
import { createdAt, oneOf, updatedAt } from "../db/columns";
import { adminUsers } from "../access/tables";
import { blogs } from "../blog/tables";

/**
 * A newsletter address. Double opt-in: a sign-up is `pending` until the link mailed to it is
 * followed; only `confirmed` addresses are counted and mailed. Addresses from before double opt-in
 * start pending too, since nobody confirmed them.
 */
export const subscribers = sqliteTable(
  "subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull().unique(),
    /** The site path the visitor signed up on (from the same-origin Referer), when known. */
    sourcePage: text("source_page"),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    /** SHA-256 (hex) of the random token of the newest confirmation link; the token itself is only mailed. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: text("confirm_expires_at"),
    confirmedAt: text("confirmed_at"),
    /**
     * The random token of this address's unsubscribe links. Kept as it is, unlike the confirmation's:
     * every newsletter mail has to write it, and all it can do is end this one subscription.
     */
    unsubscribeToken: text("unsubscribe_token").unique(),
    createdAt: createdAt(),
  },
  (t) => [index("subscribers_created_idx").on(t.createdAt), index("subscribers_status_idx").on(t.status, t.id)],
);

/** One "Email to subscribers" of a post: who sent it, when, to how many, and how far the batches got. */
export const newsletterSends = sqliteTable(
  "newsletter_sends",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    postId: integer("post_id").references(() => blogs.id, { onDelete: "set null" }),
    /** The post's title when sent, kept if the post is deleted later. */
    postTitle: text("post_title").notNull(),
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Confirmed subscribers when the send started: every one with an id up to `lastSubscriberId` gets it. */
    recipients: integer("recipients").notNull(),
    /** The site's origin for the post and unsubscribe links (SITE_URL, or the admin request's). */
    siteOrigin: text("site_origin").notNull(),
    lastSubscriberId: integer("last_subscriber_id").notNull(),
    /** The highest subscriber id mailed so far: the next batch starts after it. */
    cursor: integer("cursor").notNull().default(0),
    sent: integer("sent").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    finishedAt: text("finished_at"),
    createdAt: createdAt(),
  },
  (t) => [index("newsletter_sends_post_idx").on(t.postId, t.createdAt)],
);

/**
 * One batch of a newsletter send: the confirmed subscribers with ids from `firstId` to `lastId`
 * when the send was fanned out, one queue message and one call to the bulk mail provider. `status`
 * is the claim that makes a redelivered message harmless: only a `pending` batch is sent, and it is
 * `sending` while the provider has it (worker/subscribers/newsletter-batches.ts).
 */
export const newsletterBatches = sqliteTable(
  "newsletter_batches",
  {
    sendId: integer("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    firstId: integer("first_id").notNull(),
    lastId: integer("last_id").notNull(),
    /** Confirmed subscribers in the range at fan-out: what is left to send while the batch is open. */
    size: integer("size").notNull(),
    status: text("status", { enum: newsletterBatchStatuses }).notNull().default("pending"),
    /** Claims so far: 1 once sent on the first try, more after retries. */
    attempts: integer("attempts").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.sendId, t.seq] }), index("newsletter_batches_open_idx").on(t.status, t.updatedAt), oneOf("newsletter_batches_status_check", t.status, newsletterBatchStatuses)],
);

/**
 * "Also email it to subscribers" of a scheduled post: chosen (with the password confirmed and the
 * daily cap checked) when it is scheduled, carried out by the cron once it has published the post
 * (scheduled-sends.ts). Whatever else ends the schedule (cancelling it,
 * publishing or unpublishing by hand) drops the choice with it.
 */
export const scheduledSends = sqliteTable("scheduled_sends", {
  postId: integer("post_id")
    .primaryKey()
    .references(() => blogs.id, { onDelete: "cascade" }),
  adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
  /** Set in the batch of the cron's publication of the post: from then on only the send takes it. */
  dueAt: text("due_at"),
  createdAt: createdAt(),
});
