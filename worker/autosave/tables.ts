import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { revisionEntities } from "#core/taxonomies/revisions";
import { oneOf } from "../db/columns";
import { adminUsers } from "../access/tables";

/**
 * What an editor has typed and not saved, written every few seconds while they type (worker/autosave):
 * one per admin and record (`new` for a record not created yet), offered back when they open it
 * again, and dropped when they save or discard it.
 */
export const autosaves = sqliteTable(
  "autosaves",
  {
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    entity: text("entity", { enum: revisionEntities }).notNull(),
    recordKey: text("record_key").notNull(),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    savedAt: text("saved_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.entity, t.recordKey] }), oneOf("autosaves_entity_check", t.entity, revisionEntities)],
);
