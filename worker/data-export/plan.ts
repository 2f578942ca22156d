import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { CREDENTIAL_TABLES, credentialLeaks } from "./credentials";
import type { DataExport, FileOwners } from "./declaration";

/** One exported table as the archive writes it. */
export interface PlannedTable {
  /** Its name in the database, which names its files: spreadsheets/<name>.csv and data/<name>.json. */
  name: string;
  table: SQLiteTable;
  about: string;
  /** The columns written, in the table's order, by their names in the database. */
  columns: readonly SQLiteColumn[];
  left: { columns: readonly string[]; because: string } | null;
}

export interface ExportPlan {
  tables: readonly PlannedTable[];
  /** The tables kept back, and why; credential material first. */
  kept: readonly { name: string; because: string }[];
  files: readonly FileOwners[];
}

/** Why sign-in material never leaves the database, as the README says it. */
const CREDENTIALS_KEPT =
  "Sign-in secrets: whoever holds them could sign in to the admin or act on a mailed link, so they never leave the website, not even in the owner's copy.";

/**
 * The export as the declarations describe it. Refuses (the worker does not start) a declaration
 * that would export credential material, and a table declared twice, which would be written twice
 * or both written and said to be kept back.
 */
export function exportPlan(declarations: readonly DataExport[]): ExportPlan {
  const leaks = credentialLeaks(declarations);
  if (leaks.length > 0) throw new Error(`worker/features.ts: the data export would include credential material: ${leaks.join(", ")}`);
  const tables = declarations.flatMap((declaration) => declaration.tables ?? []).map(({ table, about, without }): PlannedTable => {
    const left = new Set(without?.columns ?? []);
    return {
      name: getTableName(table),
      table,
      about,
      columns: Object.values(getTableColumns(table)).filter((column) => !left.has(column)),
      left: without ? { columns: without.columns.map((column) => column.name), because: without.because } : null,
    };
  });
  const kept = [
    ...CREDENTIAL_TABLES.map((name) => ({ name, because: CREDENTIALS_KEPT })),
    ...declarations.flatMap((declaration) => declaration.kept ?? []).map(({ table, because }) => ({ name: getTableName(table), because })),
  ];
  const names = [...tables.map((table) => table.name), ...kept.map((table) => table.name)];
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw new Error(`worker/features.ts: the data export declares more than once: ${[...new Set(twice)].join(", ")}`);
  return { tables, kept, files: declarations.flatMap((declaration) => declaration.files ?? []) };
}
