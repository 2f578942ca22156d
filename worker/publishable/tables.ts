import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { revisionEntities } from "#core/taxonomies/revisions";
import { createdAt, oneOf } from "../db/columns";
import { adminUsers } from "../access/tables";

/**
 * Every save of a post, job listing, team member or sub-service fee (worker/publishable/revisions.ts): who saved it,
 * when, and the record's edited fields as they were stored. Only ever inserted, then pruned to the
 * newest REVISIONS_KEPT of each record; a restore is a new revision naming the one it brought back.
 * `record_key` is the record's id, or `service/sub-service` for a fee; no foreign key, as one table
 * serves four, so a record's revisions are deleted with it in the same batch.
 */
export const revisions = sqliteTable(
  "revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    entity: text("entity", { enum: revisionEntities }).notNull(),
    recordKey: text("record_key").notNull(),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** Who saved it (null once the account is removed, or for the state found before history was kept). */
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** The revision a restore brought back; null for a save. */
    restoredFrom: integer("restored_from"),
    /**
     * The revision the editor's copy was opened at (0: the record had none yet), for a save made
     * from an editor; null for a create, a restore or a save from elsewhere. Each version has at most
     * one applied successor (the unique index), so two saves of one copy cannot both go through,
     * however close together they come (worker/publishable/save.ts answers the second 409).
     */
    basedOn: integer("based_on"),
    /**
     * False for a version kept without being saved to the record: an editor's copy refused as stale,
     * kept in the history when its author chose to see the colleague's version instead.
     */
    applied: integer("applied", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("revisions_record_idx").on(t.entity, t.recordKey, t.id),
    uniqueIndex("revisions_one_successor").on(t.entity, t.recordKey, t.basedOn).where(sql`applied = 1 and based_on is not null`),
    oneOf("revisions_entity_check", t.entity, revisionEntities),
  ],
);

/**
 * What an editor has typed and not saved, written every few seconds while they type (worker/publishable/autosave.ts):
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
