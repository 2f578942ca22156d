import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { blogCategories } from "#core/taxonomies/blog";
import { inquiryStatuses, inquiryTypes } from "#core/taxonomies/inquiries";
import { jobTypes } from "#core/taxonomies/jobs";

/**
 * CHECK (column IN (…)) over a taxonomy, so D1 refuses a value outside it as the types do. The values
 * are written into the constraint as literals (a CHECK cannot take bound parameters), and the column
 * unqualified, so the constraint survives drizzle-kit's rebuild under a temporary table name.
 */
const oneOf = (name: string, column: AnySQLiteColumn, values: readonly string[]) =>
  check(name, sql`${sql.identifier(column.name)} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "))})`);

/** ISO-8601 UTC timestamps as text: readable in the console, sortable, and what the API returns. */
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
const updatedAt = () =>
  text("updated_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const adminUsers = sqliteTable("admin_users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  /** `pbkdf2-sha256$<iterations>$<salt>$<hash>`; never a plain password. */
  passwordHash: text("password_hash").notNull(),
  /** False when the admin chose to sign in with passkeys only (possible while they have one). */
  passwordSignIn: integer("password_sign_in", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 (hex) of the random token in the cookie; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
  },
  (t) => [index("sessions_admin_idx").on(t.adminId)],
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
    author: text("author").notNull(),
    imageUrl: text("image_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blogs_created_idx").on(t.createdAt),
    index("blogs_published_created_idx").on(t.published, t.createdAt),
    oneOf("blogs_category_check", t.category, blogCategories),
  ],
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
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_created_idx").on(t.createdAt),
    index("jobs_published_created_idx").on(t.published, t.createdAt),
    oneOf("jobs_job_type_check", t.jobType, jobTypes),
  ],
);

export const inquiries = sqliteTable(
  "inquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    type: text("type", { enum: inquiryTypes }).notNull(),
    status: text("status", { enum: inquiryStatuses }).notNull().default("new"),
    subject: text("subject"),
    message: text("message").notNull().default(""),
    /** The service (title) an enquiry or quote is about. */
    service: text("service"),
    /** JSON array of the benefits or features the visitor ticked. */
    options: text("options", { mode: "json" }).$type<string[]>(),
    /** R2 key under resumes/; served only through an admin route. */
    resumeUrl: text("resume_url"),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** Client-chosen key so a retried submit is stored once. */
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index("inquiries_created_idx").on(t.createdAt),
    index("inquiries_status_idx").on(t.status),
    oneOf("inquiries_type_check", t.type, inquiryTypes),
    oneOf("inquiries_status_check", t.status, inquiryStatuses),
  ],
);

export const subscribers = sqliteTable("subscribers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
});

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
