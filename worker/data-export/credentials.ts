import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DataExport } from "./declaration";

/**
 * Credential material, by its name in the database: whoever holds it can sign in as staff, act
 * from a mailed link or get around the sign-in throttle, so it never leaves the database, not even
 * for the owner (a lost laptop with the archive on it must not be a way in). Named here, apart from
 * the declarations, so a declaration cannot export it by mistake: the worker refuses to start
 * (worker/features.ts) and the kit's test fails. Names, not table objects, so the list holds for a
 * table wherever its feature keeps it.
 */
export const CREDENTIAL_TABLES = [
  "sessions",
  "admin_passkeys",
  "admin_totp",
  "admin_recovery_codes",
  "staff_invites",
  "password_resets",
  "auth_challenges",
  "preview_links",
  "throttle_events",
] as const;

/** Credential columns of tables that are otherwise exported: password hashes and mailed links' tokens. */
export const CREDENTIAL_COLUMNS = [
  "admin_users.password_hash",
  "subscribers.confirm_token_hash",
  "subscribers.unsubscribe_token",
  "compliance_reminders.confirm_token_hash",
  "compliance_reminders.unsubscribe_token",
] as const;

/**
 * A column named like a secret in any table (the case links' and later features' token hashes
 * among them) counts as one too, so a new table's token is refused before anyone lists it.
 */
const SECRET_NAME = /(^|_)(password|secret|token|token_hash|code_hash|public_key)$/;

const qualified = (column: SQLiteColumn) => `${getTableName(column.table)}.${column.name}`;

/** The credential columns a set of declarations would export: none, or the worker does not start. */
export function credentialLeaks(declarations: readonly DataExport[]): string[] {
  const credentialTables = new Set<string>(CREDENTIAL_TABLES);
  const credentialColumns = new Set<string>(CREDENTIAL_COLUMNS);
  return declarations.flatMap((declaration) =>
    (declaration.tables ?? []).flatMap(({ table, without }) => {
      const left = new Set(without?.columns ?? []);
      const name = getTableName(table);
      return Object.values(getTableColumns(table))
        .filter((column) => !left.has(column))
        .filter((column) => credentialTables.has(name) || credentialColumns.has(qualified(column)) || SECRET_NAME.test(column.name))
        .map(qualified);
    }),
  );
}
