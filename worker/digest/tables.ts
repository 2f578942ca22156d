import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { adminUsers } from "../access/tables";
import { createdAt } from "../db/columns";

/**
 * The morning digest mailed to each colleague (worker/digest/send.ts): one row per colleague and
 * India date, claimed before the mail goes, so a retried or overlapping cron run sends it once.
 */
export const digestSends = sqliteTable(
  "digest_sends",
  {
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The India date (YYYY-MM-DD) the digest is for. */
    day: text("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.day] })],
);
