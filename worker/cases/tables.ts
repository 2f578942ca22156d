import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { locales } from "#core/i18n/locale";
import { caseEntryKinds, caseFileRoles, caseItemStates, caseStatuses } from "#core/taxonomies/cases";
import { serviceIds } from "#core/taxonomies/services";
import { adminUsers } from "../access/tables";
import { createdAt, oneOf, updatedAt } from "../db/columns";
import { inquiries } from "../leads/tables";

/**
 * A client's case: the work after a won lead. The client's details are copied from the lead when
 * the case opens (a case may also be opened directly, with no lead), so the case keeps them as
 * they were agreed even when the inquiry is later erased. A recurring filing opens one case per
 * period (`period`, "2026-11" or "FY 2026-27"); `follows_case_id` names the case it was started
 * from, once: a period is continued by one case only.
 */
export const cases = sqliteTable(
  "cases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "set null" }),
    followsCaseId: integer("follows_case_id").references((): AnySQLiteColumn => cases.id, { onDelete: "set null" }),
    clientName: text("client_name").notNull(),
    /** Many call-back leads gave a phone number and no email. */
    clientPhone: text("client_phone"),
    clientEmail: text("client_email"),
    /** The language the client is written to in, and the checklist's and steps' words. */
    language: text("language", { enum: locales }).notNull().default("en"),
    serviceId: text("service_id", { enum: serviceIds }).notNull(),
    subServiceId: text("sub_service_id").notNull(),
    period: text("period"),
    assigneeId: integer("assignee_id").references(() => adminUsers.id, { onDelete: "set null" }),
    dueOn: text("due_on"),
    status: text("status", { enum: caseStatuses }).notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cases_status_created_idx").on(t.status, t.createdAt),
    index("cases_assignee_status_idx").on(t.assigneeId, t.status),
    index("cases_inquiry_idx").on(t.inquiryId),
    uniqueIndex("cases_follows_idx").on(t.followsCaseId),
    oneOf("cases_status_check", t.status, caseStatuses),
    oneOf("cases_language_check", t.language, locales),
  ],
);

/** One document the client is asked for, in the client's language, with where it stands. */
export const caseItems = sqliteTable(
  "case_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    /** Staff's note to the client ("a masked Aadhaar is enough"). */
    note: text("note"),
    state: text("state", { enum: caseItemStates }).notNull().default("requested"),
    /** Why it was sent back, in words the client sees. */
    returnReason: text("return_reason"),
    position: integer("position").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("case_items_case_idx").on(t.caseId, t.position), oneOf("case_items_state_check", t.state, caseItemStates)],
);

/** One step of the work, from the sub-service's steps; done on a day, with a reference (an ARN, an SRN) and a note. */
export const caseSteps = sqliteTable(
  "case_steps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    position: integer("position").notNull(),
    doneOn: text("done_on"),
    reference: text("reference"),
    note: text("note"),
    doneBy: integer("done_by").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (t) => [index("case_steps_case_idx").on(t.caseId, t.position)],
);

/**
 * A stored file of a case, private in R2 under cases/ (never served publicly): a document for an
 * item, or an output the firm sends back, for a step or the whole case.
 */
export const caseFiles = sqliteTable(
  "case_files",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    role: text("role", { enum: caseFileRoles }).notNull(),
    itemId: integer("item_id").references(() => caseItems.id, { onDelete: "set null" }),
    stepId: integer("step_id").references(() => caseSteps.id, { onDelete: "set null" }),
    key: text("key").notNull().unique(),
    /** The name it was uploaded under, cleaned; shown and used for the download. */
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    uploadedBy: integer("uploaded_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("case_files_case_idx").on(t.caseId, t.createdAt), index("case_files_item_idx").on(t.itemId).where(sql`item_id is not null`), oneOf("case_files_role_check", t.role, caseFileRoles)],
);

/** The case's timeline, oldest first: what staff did and the notes they kept. */
export const caseEntries = sqliteTable(
  "case_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: caseEntryKinds }).notNull(),
    /** A note's text, a sent-back item's reason, a step's reference; "" when the kind says it all. */
    body: text("body").notNull().default(""),
    /** What the entry is about: the item's or step's label, the file's name. */
    subject: text("subject"),
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("case_entries_case_idx").on(t.caseId, t.createdAt), oneOf("case_entries_kind_check", t.kind, caseEntryKinds)],
);
