import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { query, type Wrangler } from "./wrangler";

export type Target = "--local" | "--remote";

/**
 * The tables a backup holds: every table but SQLite's and Cloudflare's own, the migrations' record
 * (the schema comes from the migrations, which write it), the inquiry search index (a virtual FTS5
 * table that `wrangler d1 export` refuses) and the dashboard's counts (lead_month_counts…): tables
 * a trigger writes refill themselves as the inquiries come back, and restoring their rows as well
 * would count every lead twice.
 */
export async function backupTables(wrangler: Wrangler, target: Target): Promise<string[]> {
  const [tables] = await query<{ name: string; virtual: number; derived: number }>(
    wrangler,
    target,
    `select name, sql like 'CREATE VIRTUAL TABLE%' as virtual,
      exists (select 1 from sqlite_master as t where t.type = 'trigger' and t.sql like '%INSERT INTO \`' || m.name || '\`%') as derived
    from sqlite_master as m where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name <> 'd1_migrations' order by name`,
  );
  const virtual = tables.filter((table) => table.virtual).map((table) => table.name);
  // An FTS5 table's shadow tables (`inquiries_search_data`, …) belong to it.
  return tables.filter((table) => !table.virtual && !table.derived && !virtual.some((name) => table.name.startsWith(`${name}_`))).map((table) => table.name);
}

/**
 * Whether the local state folder `wrangler` reads holds a database the migrations have made: a
 * backup of a wrong or empty folder would be a file with no rows that looks like a backup. The
 * folder is looked at before wrangler is asked, which would create an empty database in it.
 */
export async function holdsMigratedDatabase(wrangler: Wrangler): Promise<boolean> {
  if (!existsSync(join(wrangler.state, "v3", "d1"))) return false;
  const [[row]] = await query<{ migrated: number }>(wrangler, "--local", "select count(*) as migrated from sqlite_master where type = 'table' and name = 'd1_migrations'");
  return row?.migrated === 1 && (await lastMigration(wrangler, "--local")) !== "none";
}

/** The newest migration the database has had: the schema a backup's rows fit. */
async function lastMigration(wrangler: Wrangler, target: Target): Promise<string> {
  const [rows] = await query<{ name: string }>(wrangler, target, "select name from d1_migrations order by id desc limit 1");
  return rows[0]?.name ?? "none";
}

/**
 * The rows of `tables` in the local database `wrangler` keeps in its state folder, as
 * `wrangler d1 export --local --no-schema` writes them: the same pragma of the local D1, asked
 * through wrangler's proxy, because `d1 export` has no --persist-to and would read
 * `.wrangler/state` whatever folder the server was started with (PERSIST_DIR).
 */
async function localRows(wrangler: Wrangler, tables: string[]): Promise<string> {
  const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({
    configPath: join(wrangler.project, "wrangler.toml"),
    persist: { path: join(wrangler.state, "v3") },
    remoteBindings: false,
  });
  try {
    const [lines] = await env.DB.prepare("PRAGMA miniflare_d1_export(?,?,?);").bind(true, false, ...tables).raw<string[]>();
    return lines.join("\n");
  } finally {
    await dispose();
  }
}

/**
 * Writes a backup of the database's rows to `output`: a SQL file to run on a database whose schema
 * the migrations brought to the version its header names. It empties each table it holds, then
 * inserts the rows, with foreign keys checked at the end, so it can be applied to a fresh database
 * or over the damaged one. `tables` is for the drill, which leaves one out to see it noticed.
 */
export async function exportDatabase(wrangler: Wrangler, target: Target, output: string, tables?: string[]): Promise<{ tables: string[]; migration: string }> {
  const names = tables ?? (await backupTables(wrangler, target));
  const migration = await lastMigration(wrangler, target);
  const scratch = mkdtempSync(join(tmpdir(), "d1-export-"));
  try {
    const raw = join(scratch, "rows.sql");
    if (target === "--local") writeFileSync(raw, await localRows(wrangler, names));
    else await wrangler(["d1", "export", "DB", target, "--no-schema", "--skip-confirmation", ...names.flatMap((name) => ["--table", name]), "--output", raw]);
    const rows = readFileSync(raw, "utf8").replace(/^PRAGMA defer_foreign_keys=TRUE;\n/, "");
    const header = [
      `-- A backup of the D1 database DB (${target.slice(2)}), taken ${new Date().toISOString()} by npm run backup.`,
      `-- Schema: the migrations up to ${migration}. Apply them first (npx wrangler d1 migrations apply DB --remote),`,
      "-- then this file (npx wrangler d1 execute DB --remote --file database.sql). It empties each table below",
      "-- and inserts its rows; the inquiry search index and the dashboard's counts refill themselves through their triggers.",
      `-- Tables: ${names.join(", ")}`,
      "PRAGMA defer_foreign_keys=TRUE;",
      ...names.map((name) => `DELETE FROM "${name}";`),
    ].join("\n");
    // Clients' details: readable by the account that made it only.
    writeFileSync(output, `${header}\n${rows}`, { mode: 0o600 });
    return { tables: names, migration };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Each table's row count and a SHA-256 of its rows (order aside): what a restore must reproduce. */
export async function tableDigests(wrangler: Wrangler, target: Target, tables: string[]): Promise<Record<string, { rows: number; sha256: string }>> {
  const results = await query(wrangler, target, tables.map((name) => `select * from "${name}";`).join("\n"));
  return Object.fromEntries(
    tables.map((name, i) => {
      const rows = (results[i] ?? []).map((row) => JSON.stringify(row)).sort();
      return [name, { rows: rows.length, sha256: createHash("sha256").update(rows.join("\n")).digest("hex") }];
    }),
  );
}
