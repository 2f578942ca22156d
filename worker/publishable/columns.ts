import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, text } from "drizzle-orm/sqlite-core";

/**
 * A draft's scheduled publication (the publishable kit: posts, jobs, people): when the cron is to
 * publish it (UTC; set only while unpublished) and who scheduled it, whom the publication is
 * recorded under. No foreign key on the admin: a column added with one would make D1 rebuild
 * these tables, and a removed colleague's schedule still stands (the audit then names no one).
 */
export const schedule = () => ({
  publishAt: text("publish_at"),
  scheduledBy: integer("scheduled_by"),
});
/** The cron's question every five minutes, what is due, reads only the scheduled rows. */
export const scheduleIndex = (name: string, publishAt: AnySQLiteColumn) => index(name).on(publishAt).where(sql`publish_at is not null`);
