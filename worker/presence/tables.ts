import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { revisionEntities } from "#core/taxonomies/revisions";
import { oneOf } from "../db/columns";
import { adminUsers } from "../access/tables";

/**
 * Who has a record's editor open (worker/presence): one row per colleague and record, its time
 * renewed by the open editor every few seconds, so the others' editors can say who else is there.
 * A row not renewed for a minute is no one; the hourly sweep deletes those a day old.
 */
export const editorPresence = sqliteTable(
  "editor_presence",
  {
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    entity: text("entity", { enum: revisionEntities }).notNull(),
    recordKey: text("record_key").notNull(),
    /** When they opened it (this visit): the others read "since 10:31 am". */
    openedAt: text("opened_at").notNull(),
    seenAt: text("seen_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.adminId, t.entity, t.recordKey] }),
    index("editor_presence_record_idx").on(t.entity, t.recordKey, t.seenAt),
    oneOf("editor_presence_entity_check", t.entity, revisionEntities),
  ],
);
