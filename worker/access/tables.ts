import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { adminRoles } from "#core/taxonomies/admin-roles";
import { createdAt, oneOf, updatedAt } from "../db/columns";

/*
 * `admin_users` and `sessions` belong to the base layer (worker/access: who is asking): every table
 * that names an admin references `admin_users`, and the session reads both on each request.
 */

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
