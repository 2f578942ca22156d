import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { locales } from "#core/i18n/locale";
import { adminRoles, colleagueRoles } from "#core/taxonomies/admin-roles";
import { blogCategories } from "#core/taxonomies/blog";
import { callbackTimes, type InquiryMessageDetail, inquiryMessageKinds, inquiryStatuses, inquiryTypes, notifyStatuses } from "#core/taxonomies/inquiries";
import { leadStages, lostReasons } from "#core/taxonomies/lead-desk";
import type { LeadDeskSettings } from "#core/schemas/lead-desk";
import { hiringStatuses, jobTypes } from "#core/taxonomies/jobs";
import { subServiceKeys } from "#core/taxonomies/services";
import type { SiteSettings } from "#core/schemas/site-settings";
import { newsletterBatchStatuses, subscriberStatuses } from "#core/taxonomies/subscribers";
import type { Credential } from "#core/taxonomies/people";
import { revisionEntities } from "#core/taxonomies/revisions";

/**
 * CHECK (column IN (…)) over a taxonomy, so D1 refuses a value outside it as the types do. The values
 * are written into the constraint as literals (a CHECK cannot take bound parameters), and the column
 * unqualified, so the constraint survives drizzle-kit's rebuild under a temporary table name.
 */
const oneOf = (name: string, column: AnySQLiteColumn, values: readonly string[]) =>
  check(name, sql`${sql.identifier(column.name)} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "))})`);

/**
 * A draft's scheduled publication (the publishable kit: posts, jobs, people): when the cron is to
 * publish it (UTC; set only while unpublished) and who scheduled it, whom the publication is
 * recorded under. No foreign key on the admin: a column added with one would make D1 rebuild
 * these tables, and a removed colleague's schedule still stands (the audit then names no one).
 */
const schedule = () => ({
  publishAt: text("publish_at"),
  scheduledBy: integer("scheduled_by"),
});
/** The cron's question every five minutes, what is due, reads only the scheduled rows. */
const scheduleIndex = (name: string, publishAt: AnySQLiteColumn) => index(name).on(publishAt).where(sql`publish_at is not null`);

/** ISO-8601 UTC timestamps as text: readable in the console, sortable, and what the API returns. */
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
const updatedAt = () =>
  text("updated_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export type { AdminRole } from "#core/taxonomies/admin-roles";

export const adminUsers = sqliteTable(
  "admin_users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull().unique(),
    /** The name colleagues see in the staff list; empty for admins created before staff accounts. */
    name: text("name").notNull().default(""),
    /** `pbkdf2-sha256$<iterations>$<salt>$<hash>`; never a plain password. */
    passwordHash: text("password_hash").notNull(),
    /** What they may do (core/taxonomies/admin-roles.ts); always written explicitly, so no default. */
    role: text("role", { enum: adminRoles }).notNull(),
    /** False when the admin chose to sign in with passkeys only (possible while they have one). */
    passwordSignIn: integer("password_sign_in", { mode: "boolean" }).notNull().default(true),
    /** Whether the lead desk's morning digest is mailed to them (their own choice, under Settings → Account). */
    morningDigest: integer("morning_digest", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // At most one owner, whatever a request or the CLI does.
  (t) => [uniqueIndex("admin_users_one_owner").on(t.role).where(sql`role = 'owner'`), oneOf("admin_users_role_check", t.role, adminRoles)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 (hex) of the random token in the cookie; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    /** Random id the session list and "sign out" name a session by, so the hash never leaves the worker. */
    publicId: text("public_id").notNull().default(""),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The browser's User-Agent, trimmed: what the session list calls the device. */
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    /**
     * When the admin authenticated: sign-in, and re-verification, which replaces the session with a
     * new one (a new token). Re-verification is due 12 hours after it.
     */
    createdAt: createdAt(),
    /** Touched at most once a minute; the idle timeout counts from it. */
    lastSeenAt: text("last_seen_at").notNull().default(""),
    /** The absolute end of the session, however active it is. */
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
  },
  (t) => [index("sessions_admin_idx").on(t.adminId), index("sessions_public_id_idx").on(t.publicId)],
);

/**
 * Single-use links the owner sends a colleague. Only the SHA-256 of the link's token is kept; the
 * link itself is shown once, when it is made.
 */
export const staffInvites = sqliteTable(
  "staff_invites",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    /** The role the colleague's account gets; invitations made before roles make managers, as staff became. */
    role: text("role", { enum: colleagueRoles }).notNull().default("manager"),
    invitedBy: integer("invited_by")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    /** Set once, when the colleague sets their password: the link never works again. */
    acceptedAt: text("accepted_at"),
    /** Set when the owner withdraws the link, or invites the same address again. */
    revokedAt: text("revoked_at"),
  },
  (t) => [index("staff_invites_email_idx").on(t.email), oneOf("staff_invites_role_check", t.role, colleagueRoles)],
);

/**
 * Mailed links that let an admin choose a new password: single use, 30 minutes. Only the SHA-256
 * of the link's token is kept; the token itself is in the mail alone.
 */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull().unique(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    /** Set when a new password is chosen: this link and every other outstanding one of the admin. */
    usedAt: text("used_at"),
  },
  (t) => [index("password_resets_admin_idx").on(t.adminId)],
);

/** An admin's passkeys (WebAuthn credentials); an admin may register several. */
export const adminPasskeys = sqliteTable(
  "admin_passkeys",
  {
    /** The credential id (base64url) the authenticator chose; it names the passkey in assertions. */
    id: text("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** What the admin called it ("Office laptop"), to tell passkeys apart when removing one. */
    name: text("name").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The signature counter last seen; stays 0 for authenticators (most passkeys) that keep none. */
    counter: integer("counter").notNull().default(0),
    /** JSON array of transports ("internal", "hybrid", …), handed back to the browser as hints. */
    transports: text("transports").notNull().default("[]"),
    createdAt: createdAt(),
    lastUsedAt: text("last_used_at"),
  },
  (t) => [index("admin_passkeys_admin_idx").on(t.adminId)],
);

export const authChallengePurposes = ["passkey_registration", "passkey_sign_in", "second_factor"] as const;

/**
 * Challenges handed to a browser and accepted back once, before they expire: a WebAuthn
 * challenge (its own base64url text is the key), or the pending sign-in between a right password
 * and its code (the SHA-256 of the token the browser holds is the key). Consumed by a DELETE … RETURNING, so two
 * answers to one challenge cannot both pass.
 */
export const authChallenges = sqliteTable(
  "auth_challenges",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose", { enum: authChallengePurposes }).notNull(),
    /** Who asked (registration); null for a sign-in, where nobody is known yet. */
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [oneOf("auth_challenges_purpose_check", t.purpose, authChallengePurposes), index("auth_challenges_expiry_idx").on(t.expiresAt)],
);

/** An admin's authenticator app (TOTP): at most one, active once a first code confirmed it. */
export const adminTotp = sqliteTable("admin_totp", {
  adminId: integer("admin_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  /** The base32 secret, AES-GCM encrypted with a key derived from SESSION_SECRET (see secret-box.ts). */
  secret: text("secret").notNull(),
  /** Null while enrolment awaits its first code; only then does sign-in ask for one. */
  enabledAt: text("enabled_at"),
  /** The 30-second step of the last accepted code, so no code is ever accepted twice. */
  lastUsedStep: integer("last_used_step").notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as SHA-256 hex of the code, never the code itself. */
export const adminRecoveryCodes = sqliteTable(
  "admin_recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_recovery_codes_admin_idx").on(t.adminId, t.codeHash)],
);

/** Events counted for throttling: failed logins per email and per IP, form posts per IP. */
export const throttleEvents = sqliteTable(
  "throttle_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("throttle_scope_key_time_idx").on(t.scope, t.key, t.createdAt)],
);

export const blogs = sqliteTable(
  "blogs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull(),
    category: text("category", { enum: blogCategories }).notNull(),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    ...schedule(),
    author: text("author").notNull(),
    imageUrl: text("image_url"),
    /** What the feature image shows, for readers who cannot see it (its `alt`); null: it only decorates. */
    imageAlt: text("image_alt"),
    /** What search results and shared links show, when not the title and the excerpt (null: those). */
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    /** The post's language: "hi" posts are the Hindi blog's (/hi/blog), the rest the English blog's. */
    language: text("language", { enum: locales }).notNull().default("en"),
    /**
     * For a Hindi post, the English post it translates (null: it stands alone). One translation per
     * post, each with its own slug, status, schedule and revisions; deleting the English post leaves
     * its translation standing alone.
     */
    translationOf: integer("translation_of").references((): AnySQLiteColumn => blogs.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blogs_translation_of_unique").on(t.translationOf),
    index("blogs_language_published_created_idx").on(t.language, t.published, t.createdAt),
    index("blogs_created_idx").on(t.createdAt),
    index("blogs_category_created_idx").on(t.category, t.createdAt),
    index("blogs_published_created_idx").on(t.published, t.createdAt),
    scheduleIndex("blogs_publish_at_idx", t.publishAt),
    oneOf("blogs_category_check", t.category, blogCategories),
  ],
);

/**
 * Images put into the body of a post not saved yet (worker/blog/staged-images.ts): stored in R2
 * under the key the post will own them by, held here for the admin who uploaded them until the
 * post's first save adopts those its body shows (into blog_content_images, in the save's batch).
 * The hourly sweep deletes the rest a day after their upload.
 */
export const stagedImages = sqliteTable(
  "staged_images",
  {
    key: text("key").primaryKey(),
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("staged_images_created_idx").on(t.createdAt)],
);

/**
 * Images placed inside a post's body (the feature image is `blogs.image_url`). Each R2 object is
 * owned by the post it was uploaded to and deleted with it, whether or not the body still shows it.
 */
export const blogContentImages = sqliteTable(
  "blog_content_images",
  {
    /** The R2 key, `blog-images/{random uuid}.{ext}`. */
    key: text("key").primaryKey(),
    blogId: integer("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("blog_content_images_blog_idx").on(t.blogId)],
);

export const jobs = sqliteTable(
  "jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull(),
    requirements: text("requirements").notNull(),
    location: text("location").notNull(),
    jobType: text("job_type", { enum: jobTypes }).notNull(),
    salaryRange: text("salary_range"),
    /**
     * The listing's words in Hindi for /hi/careers, each beside its English field in the editor;
     * null until staff write it, and the Hindi page shows the English (marked as English) meanwhile.
     */
    titleHi: text("title_hi"),
    descriptionHi: text("description_hi"),
    requirementsHi: text("requirements_hi"),
    locationHi: text("location_hi"),
    salaryRangeHi: text("salary_range_hi"),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    ...schedule(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Open, filled or closed, apart from published/draft. Checked by core/schemas/job.ts, not by a
     * CHECK: adding one would make drizzle-kit rebuild the table, and the rebuild would set the
     * applications' job_id to null (job applications would lose their job).
     */
    hiringStatus: text("hiring_status", { enum: hiringStatuses }).notNull().default("open"),
    /** The last day (YYYY-MM-DD, India) applications are taken; once past, the listing counts as closed. */
    closesOn: text("closes_on"),
  },
  (t) => [
    index("jobs_created_idx").on(t.createdAt),
    index("jobs_type_created_idx").on(t.jobType, t.createdAt),
    index("jobs_published_created_idx").on(t.published, t.createdAt),
    scheduleIndex("jobs_publish_at_idx", t.publishAt),
    oneOf("jobs_job_type_check", t.jobType, jobTypes),
  ],
);

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

/**
 * A newsletter address. Double opt-in: a sign-up is `pending` until the link mailed to it is
 * followed; only `confirmed` addresses are counted and mailed. Addresses from before double opt-in
 * start pending too, since nobody confirmed them.
 */
export const subscribers = sqliteTable(
  "subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull().unique(),
    /** The site path the visitor signed up on (from the same-origin Referer), when known. */
    sourcePage: text("source_page"),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    /** SHA-256 (hex) of the random token of the newest confirmation link; the token itself is only mailed. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: text("confirm_expires_at"),
    confirmedAt: text("confirmed_at"),
    /**
     * The random token of this address's unsubscribe links. Kept as it is, unlike the confirmation's:
     * every newsletter mail has to write it, and all it can do is end this one subscription.
     */
    unsubscribeToken: text("unsubscribe_token").unique(),
    createdAt: createdAt(),
  },
  (t) => [index("subscribers_created_idx").on(t.createdAt), index("subscribers_status_idx").on(t.status, t.id)],
);

/** One "Email to subscribers" of a post: who sent it, when, to how many, and how far the batches got. */
export const newsletterSends = sqliteTable(
  "newsletter_sends",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    postId: integer("post_id").references(() => blogs.id, { onDelete: "set null" }),
    /** The post's title when sent, kept if the post is deleted later. */
    postTitle: text("post_title").notNull(),
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Confirmed subscribers when the send started: every one with an id up to `lastSubscriberId` gets it. */
    recipients: integer("recipients").notNull(),
    /** The site's origin for the post and unsubscribe links (SITE_URL, or the admin request's). */
    siteOrigin: text("site_origin").notNull(),
    lastSubscriberId: integer("last_subscriber_id").notNull(),
    /** The highest subscriber id mailed so far: the next batch starts after it. */
    cursor: integer("cursor").notNull().default(0),
    sent: integer("sent").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    finishedAt: text("finished_at"),
    createdAt: createdAt(),
  },
  (t) => [index("newsletter_sends_post_idx").on(t.postId, t.createdAt)],
);

/**
 * One batch of a newsletter send: the confirmed subscribers with ids from `firstId` to `lastId`
 * when the send was fanned out, one queue message and one call to the bulk mail provider. `status`
 * is the claim that makes a redelivered message harmless: only a `pending` batch is sent, and it is
 * `sending` while the provider has it (worker/subscribers/newsletter-batches.ts).
 */
export const newsletterBatches = sqliteTable(
  "newsletter_batches",
  {
    sendId: integer("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    firstId: integer("first_id").notNull(),
    lastId: integer("last_id").notNull(),
    /** Confirmed subscribers in the range at fan-out: what is left to send while the batch is open. */
    size: integer("size").notNull(),
    status: text("status", { enum: newsletterBatchStatuses }).notNull().default("pending"),
    /** Claims so far: 1 once sent on the first try, more after retries. */
    attempts: integer("attempts").notNull().default(0),
    updatedAt: text("updated_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [primaryKey({ columns: [t.sendId, t.seq] }), index("newsletter_batches_open_idx").on(t.status, t.updatedAt), oneOf("newsletter_batches_status_check", t.status, newsletterBatchStatuses)],
);

/**
 * "Also email it to subscribers" of a scheduled post: chosen (with the password confirmed and the
 * daily cap checked) when it is scheduled, carried out by the cron once it has published the post
 * (worker/subscribers/scheduled-sends.ts). Whatever else ends the schedule (cancelling it,
 * publishing or unpublishing by hand) drops the choice with it.
 */
export const scheduledSends = sqliteTable("scheduled_sends", {
  postId: integer("post_id")
    .primaryKey()
    .references(() => blogs.id, { onDelete: "cascade" }),
  adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
  /** Set in the batch of the cron's publication of the post: from then on only the send takes it. */
  dueAt: text("due_at"),
  createdAt: createdAt(),
});

/**
 * The firm's own professional fee and timeline for a sub-service, set by staff in the admin. A
 * sub-service without a row shows neither; clearing every field deletes the row. Keyed by service
 * line and sub-service, since two sub-service ids appear under two service lines.
 */
export const subServiceFees = sqliteTable(
  "sub_service_fees",
  {
    serviceId: text("service_id").notNull(),
    subServiceId: text("sub_service_id").notNull(),
    /** Whole rupees: the page says "From ₹4,999 plus government fees and GST where applicable". */
    feeFrom: integer("fee_from"),
    /** The firm's own timeline, e.g. "3 to 5 working days after documents are complete". */
    timeline: text("timeline"),
    /** An optional line under the fee, e.g. what the fee covers. */
    note: text("note"),
    /** The timeline and the note in Hindi, for the Hindi page; null until staff write them (the English shows, marked). */
    timelineHi: text("timeline_hi"),
    noteHi: text("note_hi"),
    updatedBy: integer("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.subServiceId] }),
    // Only the 27 sub-services of the taxonomy (the pair, since ids repeat across service lines).
    check(
      "sub_service_fees_key_check",
      sql`(service_id || '/' || sub_service_id) in (${sql.raw(subServiceKeys.map((key) => `'${key}'`).join(", "))})`,
    ),
    check("sub_service_fees_fee_check", sql`fee_from is null or fee_from > 0`),
  ],
);

/**
 * The public team shown on About and beside their articles; not admin accounts. A publishable
 * resource whose display field is `name` (the admin API sends it as `title`: worker/publishable/sent.ts).
 */
export const people = sqliteTable(
  "people",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** From the name; the anchor of the person's card on About. */
    slug: text("slug").notNull().unique(),
    role: text("role").notNull(),
    /** JSON array of core/taxonomies/people credentials, in that list's order. */
    credentials: text("credentials", { mode: "json" }).$type<Credential[]>().notNull().default(sql`'[]'`),
    bio: text("bio").notNull().default(""),
    /**
     * The name as Hindi pages write it (in Devanagari, where the person writes it so), the role and
     * the bio in Hindi; null until staff write them, and Hindi pages show the English meanwhile.
     */
    nameHi: text("name_hi"),
    roleHi: text("role_hi"),
    bioHi: text("bio_hi"),
    /** Their photo's public URL (an R2 object under blog-images/, owned by this row); none shows initials. */
    photoUrl: text("photo_url"),
    /** Lower first on About; ties by name. */
    sortOrder: integer("sort_order").notNull().default(0),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    ...schedule(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("people_published_order_idx").on(t.published, t.sortOrder),
    index("people_created_idx").on(t.createdAt),
    scheduleIndex("people_publish_at_idx", t.publishAt),
  ],
);

export type Blog = typeof blogs.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type Inquiry = typeof inquiries.$inferSelect;
export type AdminUser = typeof adminUsers.$inferSelect;

/**
 * R2 objects whose row is gone but whose delete failed; the scheduled sweep retries them, so a
 * flaky R2 never blocks a delete in the admin and never leaves an orphan for good.
 */
export const pendingObjectDeletions = sqliteTable("pending_object_deletions", {
  key: text("key").primaryKey(),
  createdAt: createdAt(),
});

/**
 * One row (id 1) counting every write that changed a public page. Public cache keys carry it, so
 * a publish reaches every data centre at once (the Cache API only purges the local one).
 */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});

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

/**
 * The facts staff edit under Settings → Site (contact details, hours, figures, logos, social links),
 * one row per saved version, only ever inserted: the newest is what every page shows, and the
 * older ones are the history a bad save is reverted from. Version 1 is the spec's values, seeded by
 * migration. A save names the version it was edited from and inserts the next one, so two staff
 * saving at once cannot silently overwrite each other (the primary key refuses the second).
 */
export const siteSettings = sqliteTable("site_settings", {
  version: integer("version").primaryKey(),
  data: text("data", { mode: "json" }).$type<SiteSettings>().notNull(),
  /** The version a revert restored; null for an edit or the seed. */
  revertedFrom: integer("reverted_from"),
  /** Who saved it (null for the seed, or once the account is removed). */
  adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * One row per run of the cron trigger (wrangler.toml), written when all its tasks have settled
 * (worker/health/cron-runs.ts), so /api/health can say when the scheduled work last succeeded. Only
 * the newest rows are kept: each write deletes those beyond them.
 */
export const cronRuns = sqliteTable("cron_runs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  startedAt: text("started_at").notNull(),
  finishedAt: text("finished_at").notNull(),
  /** JSON array of the tasks that failed in this run ("feature.task"); empty when every one succeeded. */
  failedTasks: text("failed_tasks", { mode: "json" }).$type<string[]>().notNull(),
  /** Whether the run did the hourly work too (the first run of each hour), not only what was due. */
  hourly: integer("hourly", { mode: "boolean" }).notNull().default(false),
});

/**
 * Every save of a post, job listing, team member or sub-service fee (worker/revisions): who saved it,
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
 * Links that show a post as it is, or as an editor had it unsaved (`data`), to someone without an
 * account (worker/previews). The token in the link is this id and its expiry, signed; the row is
 * what revocation and the post's deletion take away.
 */
export const previewLinks = sqliteTable(
  "preview_links",
  {
    id: text("id").primaryKey(),
    blogId: integer("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    /** The editor's unsaved form, sanitised as a save would store it; null shows the post as saved. */
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>(),
    createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("preview_links_blog_idx").on(t.blogId)],
);

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

/**
 * The morning digest mailed to each colleague (worker/leads/digest.ts): one row per colleague and
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
    /** The service line, as worker/dashboard/leads.ts names it ("General (contact form)" for none). */
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
