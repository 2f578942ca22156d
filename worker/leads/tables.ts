import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { locales } from "#core/i18n/locale";
import type { LeadDeskSettings } from "#core/schemas/lead-desk";
import { callbackTimes, type InquiryMessageDetail, inquiryMessageKinds, inquiryStatuses, inquiryTypes, notifyStatuses } from "#core/taxonomies/inquiries";
import { leadStages, lostReasons } from "#core/taxonomies/lead-desk";
import { createdAt, oneOf, updatedAt } from "../db/columns";
import { adminUsers } from "../access/tables";
import { jobs } from "../jobs/tables";

/*
 * Every inquiry and its thread are here, with what the lead desk keeps of them (its settings, the
 * counts its figures read), rather than in worker/inquiries: the inbox is built over the lead desk
 * (it assigns, filters, guards and times leads), while the desk reads and writes these rows itself,
 * so they sit with the lower of the two (docs/architecture.md). The morning digest's sends are the
 * digest kit's (worker/digest/tables.ts).
 */

/**
 * Searched through the FTS5 table `inquiries_search`, kept in step by triggers (custom migration
 * 0008_inquiries_search), which drizzle does not know: a migration that rebuilds this table (as
 * drizzle-kit does for a new CHECK) drops those triggers and must create them again and rebuild
 * the index (`insert into inquiries_search(inquiries_search) values ('rebuild')`). The same holds
 * for the triggers that keep `lead_month_counts` (migration 0031) and that table's counts.
 */
export const inquiries = sqliteTable(
  "inquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /**
     * The random public reference (VBS-7K3Q-9M2D) the visitor is shown; the id never leaves the
     * admin. Every insert sets it and a migration filled the older rows; nullable only because
     * SQLite cannot add a NOT NULL column without a constant default.
     */
    reference: text("reference").unique(),
    name: text("name").notNull(),
    /** Null only for a call-back request, whose email is optional: the team phones instead. */
    email: text("email"),
    phone: text("phone"),
    type: text("type", { enum: inquiryTypes }).notNull(),
    status: text("status", { enum: inquiryStatuses }).notNull().default("new"),
    /** A contact message's own subject; none for a call-back request, whose `callback_time` says what it wants. */
    subject: text("subject"),
    /**
     * The part of the day a call-back request asked for (core/taxonomies/inquiries.ts), as a key the
     * admin, the visitor's mail and the staff's WhatsApp each word in their own language; null is
     * any time, and for every other kind of inquiry.
     */
    callbackTime: text("callback_time", { enum: callbackTimes }),
    message: text("message").notNull().default(""),
    /** The service (title) an enquiry or quote is about. */
    service: text("service"),
    /** JSON array of the benefits or features the visitor ticked. */
    options: text("options", { mode: "json" }).$type<string[]>(),
    /** R2 key under resumes/; served only through an admin route. */
    resumeUrl: text("resume_url"),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /**
     * What a retried submit is found by, so it is stored once: the Idempotency-Key the browser sent,
     * scoped to the form and the sender (SHA-256, "key:…", worker/submissions/submission-key.ts), or
     * for a form posted without JavaScript the server's own ("form:…", form-dedupe.ts).
     */
    idempotencyKey: text("idempotency_key").unique(),
    /** The SHA-256 of the fields first sent under that key: a repeat with other fields is refused. */
    idempotencyBodyHash: text("idempotency_body_hash"),
    /** The absolute URL of the page the form was on (our origin, the path the form sent). */
    sourcePage: text("source_page"),
    /** Where the visitor came to the site from: another site's origin and path (no query), when known. */
    referrer: text("referrer"),
    /** The campaign tags of the visitor's landing address (utm_source, utm_medium, utm_campaign), checked and capped. */
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /**
     * The language of the page the form was on ("hi" under /hi/), worked out by the server from that
     * page's path (worker/inquiries/lead-source.ts), never taken from the visitor: the acknowledgement
     * mail is written in it. Inquiries from before Hindi pages are English. No CHECK: adding one would
     * rebuild the table; only the worker writes it.
     */
    language: text("language", { enum: locales }).notNull().default("en"),
    /**
     * The staff notification: its status (null for inquiries from before notifications), the sends
     * tried, when the next one is due (also the lease of a send under way), the last failure.
     * No CHECK on the status: adding one would rebuild the table; only the worker writes it.
     */
    notifyStatus: text("notify_status", { enum: notifyStatuses }),
    notifyAttempts: integer("notify_attempts").notNull().default(0),
    notifyNextAt: text("notify_next_at"),
    notifyError: text("notify_error"),
    createdAt: createdAt(),
    /**
     * The lead desk (worker/leads), added without rebuilding the table (migration 0030 adds each
     * column with ALTER TABLE, the foreign key included): the colleague handling the lead, its
     * stage and outcome (checked by core/schemas/lead-desk.ts, not a CHECK), when the stage last
     * reached Won or Lost, the follow-up (a day in India and an optional time), and the first
     * response with the working minutes it took, computed when it happened.
     */
    assigneeId: integer("assignee_id").references((): AnySQLiteColumn => adminUsers.id, { onDelete: "set null" }),
    stage: text("stage", { enum: leadStages }).notNull().default("new"),
    lostReason: text("lost_reason", { enum: lostReasons }),
    wonFee: integer("won_fee"),
    closedAt: text("closed_at"),
    followUpOn: text("follow_up_on"),
    followUpTime: text("follow_up_time"),
    firstResponseAt: text("first_response_at"),
    firstResponseMinutes: integer("first_response_minutes"),
    /** The visitor as the lead desk recognises them again: the address in lower case, the number in international form. */
    emailKey: text("email_key"),
    phoneKey: text("phone_key"),
  },
  (t) => [
    index("inquiries_created_idx").on(t.createdAt),
    index("inquiries_assignee_created_idx").on(t.assigneeId, t.createdAt),
    // An advisor held to their own leads: the dashboard's total and new inquiries, counted from the index alone.
    index("inquiries_assignee_status_idx").on(t.assigneeId, t.status),
    index("inquiries_stage_created_idx").on(t.stage, t.createdAt),
    index("inquiries_follow_up_idx").on(t.followUpOn).where(sql`follow_up_on is not null`),
    index("inquiries_email_key_idx").on(t.emailKey),
    index("inquiries_phone_key_idx").on(t.phoneKey),
    index("inquiries_notify_due_idx").on(t.notifyStatus, t.notifyNextAt),
    // Each filter of the inbox, newest first within it: a filtered page and its count read the index alone.
    index("inquiries_status_created_idx").on(t.status, t.createdAt),
    index("inquiries_type_created_idx").on(t.type, t.createdAt),
    // The inbox's usual pair of filters ("new quotes") together.
    index("inquiries_status_type_created_idx").on(t.status, t.type, t.createdAt),
    index("inquiries_service_created_idx").on(t.service, t.createdAt),
    // Also what SET NULL on a job's delete looks rows up by.
    index("inquiries_job_created_idx").on(t.jobId, t.createdAt),
    oneOf("inquiries_type_check", t.type, inquiryTypes),
    oneOf("inquiries_status_check", t.status, inquiryStatuses),
  ],
);

/**
 * The thread of an inquiry, oldest first: replies the staff mailed to the visitor (and, later, notes
 * kept among staff). A message outlives the admin who wrote it.
 */
export const inquiryMessages = sqliteTable(
  "inquiry_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: inquiryMessageKinds }).notNull(),
    body: text("body").notNull(),
    /** What a lead-desk entry records (core/taxonomies/inquiries.ts, `InquiryMessageDetail`); null for a reply or note. */
    detail: text("detail", { mode: "json" }).$type<InquiryMessageDetail>(),
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("inquiry_messages_inquiry_idx").on(t.inquiryId, t.createdAt), oneOf("inquiry_messages_kind_check", t.kind, inquiryMessageKinds)],
);

/** Settings → Lead desk: one row (id 1), absent until first saved (then the defaults apply). */
export const leadDeskSettings = sqliteTable("lead_desk_settings", {
  id: integer("id").primaryKey(),
  settings: text("settings", { mode: "json" }).$type<LeadDeskSettings>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Leads (inquiries other than job applications) counted by India month, service line, source and
 * stage: what the dashboard's leads by month, leads by stage and conversion read, a few hundred rows
 * instead of every inquiry. Kept by triggers on `inquiries` (custom SQL in migration 0031, which
 * drizzle does not know): every insert, delete and change of a counted column moves the counts in
 * the same statement, whichever code path wrote it. A count brought to nought is deleted.
 */
export const leadMonthCounts = sqliteTable(
  "lead_month_counts",
  {
    /** The India month, "2026-11". */
    month: text("month").notNull(),
    /** The service line, as worker/leads/by-month.ts names it ("General (contact form)" for none). */
    serviceLine: text("service_line").notNull(),
    /** The campaign's source, the referring site, or "Direct or unknown". */
    source: text("source").notNull(),
    stage: text("stage", { enum: leadStages }).notNull(),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.serviceLine, t.source, t.stage] })],
);

/**
 * First responses counted by India month and the working minutes they took: the dashboard's
 * median and 90th percentile read these few rows, not every answered lead. Kept by triggers on
 * `inquiries` (migration 0031) as a first response is recorded, changed or deleted with its lead.
 */
export const responseMinuteCounts = sqliteTable(
  "response_minute_counts",
  {
    /** The India month of the first response, "2026-11". */
    month: text("month").notNull(),
    minutes: integer("minutes").notNull(),
    responses: integer("responses").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.minutes] })],
);

/**
 * Leads won and lost counted by the India month they were closed in, with the fees won and the
 * reasons lost: the dashboard's "this month" reads a handful of rows instead of the month's closed
 * leads. Kept by triggers on `inquiries` (migration 0032) as a lead is closed, reopened, changed
 * or deleted; a count brought to nought is deleted.
 */
export const leadOutcomeCounts = sqliteTable(
  "lead_outcome_counts",
  {
    /** The India month the lead was closed in, "2026-11". */
    month: text("month").notNull(),
    stage: text("stage", { enum: ["won", "lost"] }).notNull(),
    /** Why a lost lead was lost; "" for a won lead, or one lost without a reason (a key cannot hold null). */
    lostReason: text("lost_reason", { enum: ["", ...lostReasons] }).notNull(),
    leads: integer("leads").notNull().default(0),
    /** The fees of the leads won, in whole rupees. */
    fees: integer("fees").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.stage, t.lostReason] })],
);

/**
 * The same counts per colleague, for a colleague held to their own leads (Settings → Lead desk:
 * advisors see only the inquiries assigned to them, worker/leads/access.ts): leads assigned to
 * someone, keyed by the assignee first, so one colleague's figures read only their own rows. Beside
 * the firm's tables rather than a column of theirs: the firm's figures read as many rows as before,
 * however many colleagues hold leads. Kept by triggers on `inquiries` (custom SQL in migration 0040)
 * as leads come, change, change hands (by hand, by a rule, or as a colleague is removed and their
 * leads' assignee is set null) and go. A count brought to nought is deleted.
 */
export const assigneeLeadMonthCounts = sqliteTable(
  "assignee_lead_month_counts",
  {
    assigneeId: integer("assignee_id").notNull(),
    month: text("month").notNull(),
    serviceLine: text("service_line").notNull(),
    source: text("source").notNull(),
    stage: text("stage", { enum: leadStages }).notNull(),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.assigneeId, t.month, t.serviceLine, t.source, t.stage] })],
);

/** `response_minute_counts` per colleague holding the leads (see `assigneeLeadMonthCounts`). */
export const assigneeResponseMinuteCounts = sqliteTable(
  "assignee_response_minute_counts",
  {
    assigneeId: integer("assignee_id").notNull(),
    month: text("month").notNull(),
    minutes: integer("minutes").notNull(),
    responses: integer("responses").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.assigneeId, t.month, t.minutes] })],
);

/** `lead_outcome_counts` per colleague holding the leads (see `assigneeLeadMonthCounts`); WITHOUT ROWID, as that one. */
export const assigneeLeadOutcomeCounts = sqliteTable(
  "assignee_lead_outcome_counts",
  {
    assigneeId: integer("assignee_id").notNull(),
    month: text("month").notNull(),
    stage: text("stage", { enum: ["won", "lost"] }).notNull(),
    lostReason: text("lost_reason", { enum: ["", ...lostReasons] }).notNull(),
    leads: integer("leads").notNull().default(0),
    fees: integer("fees").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.assigneeId, t.month, t.stage, t.lostReason] })],
);
