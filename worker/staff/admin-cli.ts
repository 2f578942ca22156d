/**
 * The SQL `npm run admin` (scripts/admin.ts) runs through `wrangler d1 execute`: a pure function,
 * so its test runs the very statements against D1. The CLI reaches the database without the
 * worker, hence plain SQL with quoted literals rather than drizzle.
 */

/** Who the audit trail names for what the command line did: the tool, not a person or an address. */
export const CLI_ACTOR = "Command line (npm run admin)";

interface AdminCliChange {
  /** Normalised (lower case, trimmed). */
  email: string;
  passwordHash: string;
  /** Remove every passkey, the authenticator app and the recovery codes, and turn password sign-in on. */
  resetFactors: boolean;
  /** ISO time of the change. */
  now: string;
}

const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Creates the admin or sets their password; ends every session, sign-in waiting for a code and
 * mailed reset link of theirs; with `resetFactors`, also removes their second factors and records
 * that in the audit trail (a lost-factor reset is the one thing only the CLI can do).
 */
export function adminCliStatements({ email, passwordHash, resetFactors, now }: AdminCliChange): string[] {
  const adminId = `(SELECT id FROM admin_users WHERE email = ${sqlString(email)})`;
  return [
    // The first admin of a database is its owner; everyone after is a manager, for the owner to change.
    `INSERT INTO admin_users (email, password_hash, role) VALUES (${sqlString(email)}, ${sqlString(passwordHash)}, ` +
      `CASE WHEN EXISTS (SELECT 1 FROM admin_users) THEN 'manager' ELSE 'owner' END) ` +
      `ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash, updated_at = ${sqlString(now)};`,
    `UPDATE sessions SET revoked_at = ${sqlString(now)} WHERE revoked_at IS NULL AND admin_id = ${adminId};`,
    `UPDATE password_resets SET used_at = ${sqlString(now)} WHERE used_at IS NULL AND admin_id = ${adminId};`,
    ...(resetFactors
      ? [
          ...["admin_passkeys", "admin_totp", "admin_recovery_codes", "auth_challenges"].map((table) => `DELETE FROM ${table} WHERE admin_id = ${adminId};`),
          // Without passkeys, a password that stayed switched off would lock the admin out again.
          `UPDATE admin_users SET password_sign_in = 1 WHERE email = ${sqlString(email)};`,
          `INSERT INTO audit_log (action, admin_id, actor, record_type, record_id, detail, ip, created_at) ` +
            `SELECT 'admin.factors_reset', NULL, ${sqlString(CLI_ACTOR)}, 'admin', id, NULL, NULL, ${sqlString(now)} FROM admin_users WHERE email = ${sqlString(email)};`,
        ]
      : []),
  ];
}
