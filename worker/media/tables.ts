import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "../db/columns";

/**
 * R2 objects whose row is gone but whose delete failed; the scheduled sweep retries them, so a
 * flaky R2 never blocks a delete in the admin and never leaves an orphan for good.
 */
export const pendingObjectDeletions = sqliteTable("pending_object_deletions", {
  key: text("key").primaryKey(),
  createdAt: createdAt(),
});
