import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "../db/columns";

/**
 * What staff did in the admin, one row per action, written in the same batch as the action by the
 * audit handler of worker/events. No screen or route edits or deletes a row, with one exception the
 * law requires: a privacy erasure replaces the detail of rows that name the erased address (an
 * export's search, say) and keeps their action, actor and time (worker/privacy/held-data.ts).
 * `actor` keeps the admin's email as it was, so a removed account's actions still read sensibly.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The event type, e.g. `post.published`, `admin.sign_in_failed`. */
    action: text("action").notNull(),
    adminId: integer("admin_id"),
    actor: text("actor"),
    /** The kind of record acted on (`post`, `job`, `inquiry`, `subscriber`, `admin`) and its id. */
    recordType: text("record_type").notNull(),
    recordId: integer("record_id"),
    /** Small JSON of what else the action needs to be read (a new status, ids of a bulk action, export filters). */
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_created_idx").on(t.createdAt),
    index("audit_action_created_idx").on(t.action, t.createdAt),
    index("audit_record_created_idx").on(t.recordType, t.createdAt),
  ],
);
