/**
 * The restore drill: a database with rows in every table is backed up as `npm run backup` does
 * (scripts/backup/database.ts), restored into a fresh database by the runbook's steps (the
 * migrations, then the file: docs/operations.md) and compared table by table, by row count and a
 * SHA-256 of the rows. A backup that leaves a table out is caught.
 */
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { backupTables, exportDatabase, tableDigests } from "../../scripts/backup/database";
import { localObjects } from "../../scripts/backup/objects";
import { query, wranglerIn } from "../../scripts/backup/wrangler";

const FIXTURE = resolve("tests/build/fixtures/every-table.sql");
const work = mkdtempSync(join(tmpdir(), "restore-drill-"));
const template = join(work, "template");

/** A folder of its own: a wrangler.toml naming the project's migrations, and (once migrated) its local D1. */
function project(dir: string) {
  return { dir, wrangler: wranglerIn(dir) };
}

/** A copy of the freshly migrated database: what `migrations apply` on a new database gives. */
function freshDatabase(name: string) {
  const dir = join(work, name);
  cpSync(template, dir, { recursive: true });
  return project(dir);
}

/** Row counts and digests that differ between two databases, by table. */
async function differences(a: ReturnType<typeof project>, b: ReturnType<typeof project>, tables: string[]) {
  const [left, right] = await Promise.all([tableDigests(a.wrangler, "--local", tables), tableDigests(b.wrangler, "--local", tables)]);
  return tables.filter((table) => JSON.stringify(left[table]) !== JSON.stringify(right[table]));
}

let source: ReturnType<typeof project>;
let tables: string[];

before(async () => {
  writeFileSync(
    join(work, "wrangler.toml"),
    `name = "restore-drill"\ncompatibility_date = "2026-10-30"\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "vriddhi"\ndatabase_id = "00000000-0000-0000-0000-000000000000"\nmigrations_dir = ${JSON.stringify(resolve("migrations"))}\n[[r2_buckets]]\nbinding = "MEDIA"\nbucket_name = "cms-assets"\n`,
  );
  cpSync(join(work, "wrangler.toml"), join(template, "wrangler.toml"));
  await project(template).wrangler(["d1", "migrations", "apply", "DB", "--local"]);
  source = freshDatabase("source");
  await source.wrangler(["d1", "execute", "DB", "--local", "--file", FIXTURE]);
  tables = await backupTables(source.wrangler, "--local");
});

after(() => rmSync(work, { recursive: true, force: true }));

describe("the restore drill", () => {
  it("starts from rows in every table a backup holds", async () => {
    assert.ok(tables.includes("inquiries") && tables.includes("admin_users") && !tables.includes("inquiries_search"));
    // Kept by triggers, they come back with the inquiries: a backup of their rows would count twice.
    const counts = ["lead_month_counts", "response_minute_counts", "lead_outcome_counts", "assignee_lead_month_counts", "assignee_response_minute_counts", "assignee_lead_outcome_counts"];
    assert.ok(counts.every((table) => !tables.includes(table)));
    const digests = await tableDigests(source.wrangler, "--local", tables);
    assert.deepEqual(
      tables.filter((table) => digests[table]?.rows === 0),
      [],
      "tables without rows: add rows to tests/build/fixtures/every-table.sql",
    );
  });

  it("restores every table's rows exactly, and the inquiry search finds what it found before", async () => {
    const file = join(work, "database.sql");
    const backup = await exportDatabase(source.wrangler, "--local", file);
    assert.deepEqual(backup.tables, tables);
    const restored = freshDatabase("restored");
    await restored.wrangler(["d1", "execute", "DB", "--local", "--file", file]);
    assert.deepEqual(await differences(source, restored, tables), []);
    // The dashboard's counts came back through their triggers (a count the source's edits brought to 0 aside).
    for (const counts of [
      "select * from lead_month_counts where leads <> 0 order by 1, 2, 3, 4",
      "select * from response_minute_counts where responses <> 0 order by 1, 2",
      "select * from lead_outcome_counts where leads <> 0 order by 1, 2, 3",
      "select * from assignee_lead_month_counts where leads <> 0 order by 1, 2, 3, 4, 5",
      "select * from assignee_response_minute_counts where responses <> 0 order by 1, 2, 3",
      "select * from assignee_lead_outcome_counts where leads <> 0 order by 1, 2, 3, 4",
    ]) {
      const [kept] = await query(source.wrangler, "--local", counts);
      assert.ok(kept.length > 0, counts);
      assert.deepEqual(await query(restored.wrangler, "--local", counts), [kept], counts);
    }
    const search = "select rowid from inquiries_search where inquiries_search match 'Govindpura'";
    assert.deepEqual(await query(restored.wrangler, "--local", search), [[{ rowid: 1 }]]);
  });

  it("lists the bucket's objects with their sizes for the manifest", async () => {
    const resume = join(work, "resume.pdf");
    writeFileSync(resume, "%PDF-1.7 a résumé");
    await source.wrangler(["r2", "object", "put", "cms-assets/resumes/sana.pdf", "--local", "--file", resume]);
    assert.deepEqual(await localObjects(source.dir), [{ key: "resumes/sana.pdf", size: Buffer.byteLength("%PDF-1.7 a résumé") }]);
  });

  it("notices a table left out of the backup", async () => {
    const file = join(work, "partial.sql");
    await exportDatabase(source.wrangler, "--local", file, tables.filter((table) => table !== "inquiry_messages"));
    const restored = freshDatabase("partial");
    await restored.wrangler(["d1", "execute", "DB", "--local", "--file", file]);
    assert.deepEqual(await differences(source, restored, tables), ["inquiry_messages"]);
  });
});
