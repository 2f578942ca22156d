import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { colleagueRoles } from "#core/taxonomies/admin-roles";
import { createdAt, oneOf } from "../db/columns";
import { adminUsers } from "../access/tables";

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
