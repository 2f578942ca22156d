import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { locales } from "#core/i18n/locale";
import { subscriberStatuses } from "#core/taxonomies/subscribers";
import { createdAt, oneOf } from "../db/columns";

/**
 * Due dates of the compliance calendar moved by notification or circular, as staff record them.
 * The dates themselves are written from the rules in core/compliance; a row here moves one
 * (`deadline_id`: the stable id of core/compliance/types.ts) and says what moved it. Taking the
 * extension back empties the row rather than deleting it, and every change counts `revision` up:
 * the feed's SEQUENCE, which a calendar needs to see grow before it replaces an event it holds.
 */
export const deadlineExtensions = sqliteTable("deadline_extensions", {
  deadlineId: text("deadline_id").primaryKey(),
  /** The new due date, YYYY-MM-DD; null once the extension was taken back. */
  extendedTo: text("extended_to"),
  source: text("source"),
  /** The source in Hindi for the Hindi calendar, its feed and mails; null until staff write it (the English shows, marked). */
  sourceHi: text("source_hi"),
  sourceUrl: text("source_url"),
  revision: integer("revision").notNull().default(1),
  /** No foreign key, as for schedules: a removed colleague's record still stands. */
  recordedBy: integer("recorded_by"),
  recordedAt: text("recorded_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

/**
 * Reminder mails of the compliance calendar: an address, the kinds of due dates it asked for and
 * how many days before. The same double opt-in life as the newsletter's addresses (their statuses).
 */
export const complianceReminders = sqliteTable(
  "compliance_reminders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull().unique(),
    /** The kinds of core/compliance/types.ts, as a JSON array. */
    kinds: text("kinds", { mode: "json" }).$type<string[]>().notNull(),
    leadDays: integer("lead_days").notNull(),
    /** The language of the calendar page the address signed up on: its mails and their links speak it. */
    language: text("language", { enum: locales }).notNull().default("en"),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    /** SHA-256 (hex) of the newest confirmation link's token; the token itself is only mailed. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: text("confirm_expires_at"),
    confirmedAt: text("confirmed_at"),
    /** The token of this address's unsubscribe links (written into every reminder, so kept as it is). */
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("compliance_reminders_status_idx").on(t.status, t.leadDays), oneOf("compliance_reminders_status_check", t.status, subscriberStatuses)],
);

/**
 * Each due date a reminder has been mailed for, at the date it then had: claimed before the mail
 * goes, so a date is mailed once however often the cron runs; an extension (a new date) is a new
 * reminder.
 */
export const complianceReminderSends = sqliteTable(
  "compliance_reminder_sends",
  {
    reminderId: integer("reminder_id")
      .notNull()
      .references(() => complianceReminders.id, { onDelete: "cascade" }),
    deadlineId: text("deadline_id").notNull(),
    due: text("due").notNull(),
    sentAt: text("sent_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.deadlineId, t.due] })],
);
