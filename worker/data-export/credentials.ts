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

/**
 * In a table that is otherwise exported, a column named like a secret (a password hash, a mailed
 * link's token or its hash) is credential material: the rule reads the name, so a new feature's
 * token is refused before anyone lists it, and this kit names no feature's table.
 */
const SECRET_NAME = /(^|_)(password|password_hash|secret|token|token_hash|code_hash|public_key)$/;

const qualified = (column: SQLiteColumn) => `${getTableName(column.table)}.${column.name}`;

/** The credential columns a set of declarations would export: none, or the worker does not start. */
export function credentialLeaks(declarations: readonly DataExport[]): string[] {
  const credentialTables = new Set<string>(CREDENTIAL_TABLES);
  return declarations.flatMap((declaration) =>
    (declaration.tables ?? []).flatMap(({ table, without }) => {
      const left = new Set(without?.columns ?? []);
      const name = getTableName(table);
      return Object.values(getTableColumns(table))
        .filter((column) => !left.has(column))
        .filter((column) => credentialTables.has(name) || SECRET_NAME.test(column.name))
        .map(qualified);
    }),
  );
}
