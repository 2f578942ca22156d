import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";

/** One table in the owner's data export: every column but those it leaves out, as JSON and as CSV. */
interface ExportedTable {
  table: SQLiteTable;
  /** One line for the archive's README: what one row is, in the owner's words. */
  about: string;
  /** Columns left out, and why, in the README's words. Credential material is refused anyway (credentials.ts). */
  without?: { columns: readonly SQLiteColumn[]; because: string };
}

/** A table a feature keeps but does not export, and why: the README lists it, so nothing is left out silently. */
interface KeptTable {
  table: SQLiteTable;
  because: string;
}

/**
 * Who owns the stored files (R2) a feature's records name: for each key asked about that it
 * names, a line such as "Blog post 12". A key nobody names is still listed in the manifest.
 */
export type FileOwners = (db: Database, keys: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/**
 * What a feature (or a kit owning business tables, such as the audit trail) declares about the
 * owner's data export (worker/data-export): the tables it exports, the ones it keeps back and why,
 * and who owns the files its records name. The export reads only these declarations, so a new
 * feature's records are in the archive once it declares them, and a table nobody declares fails
 * the export's test.
 */
export interface DataExport {
  tables?: readonly ExportedTable[];
  kept?: readonly KeptTable[];
  files?: readonly FileOwners[];
}
