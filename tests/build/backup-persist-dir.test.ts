/**
 * `npm run backup` (scripts/backup.ts) reads the database the server was started with: the
 * PERSIST_DIR folder, as npm start keeps it, not wrangler's `.wrangler/state` (which
 * `wrangler d1 export` alone would read); and a folder that holds no migrated database is refused
 * with a message, instead of giving an empty file that looks like a backup.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { wranglerIn } from "../../scripts/backup/wrangler";

const REPO = resolve(".");
const work = mkdtempSync(join(tmpdir(), "backup-persist-dir-"));
const state = join(work, "state");

/** `npm run backup -- --out <out>` in the repository, with PERSIST_DIR set to `persistDir`. */
function backup(persistDir: string, out: string) {
  return spawnSync(join(REPO, "node_modules", ".bin", "tsx"), [join(REPO, "scripts", "backup.ts"), "--out", out], {
    cwd: REPO,
    encoding: "utf8",
    env: { ...process.env, PERSIST_DIR: persistDir, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
}

before(async () => {
  // A database as `PERSIST_DIR=<state> npm start` leaves it: migrated, with a lead in it.
  const wrangler = wranglerIn(REPO, { state });
  await wrangler(["d1", "migrations", "apply", "DB", "--local"]);
  await wrangler(["d1", "execute", "DB", "--local", "--command", "insert into inquiries (name, email, type, message) values ('Ravindra Persist', 'ravindra@example.in', 'contact', 'From the PERSIST_DIR database')"]);
});

after(() => rmSync(work, { recursive: true, force: true }));

describe("npm run backup with PERSIST_DIR", () => {
  it("backs up the PERSIST_DIR database, rows and all", () => {
    const out = join(work, "backups");
    const run = backup(state, out);
    assert.equal(run.status, 0, run.stderr);
    const [taken] = readdirSync(out);
    const sql = readFileSync(join(out, taken, "database.sql"), "utf8");
    assert.match(sql, /INSERT INTO "inquiries" .*'Ravindra Persist'/);
    assert.match(sql, /-- Schema: the migrations up to \d{4}_\w+\.sql\./);
  });

  it("refuses a folder with no migrated database, with a message, and writes no backup", () => {
    const empty = mkdtempSync(join(work, "empty-"));
    const out = join(work, "refused");
    const run = backup(empty, out);
    assert.notEqual(run.status, 0);
    assert.match(run.stderr, /holds no migrated database/);
    assert.ok(run.stderr.includes(empty), run.stderr);
    assert.equal(existsSync(out), false, "no backup folder is written");
    assert.deepEqual(readdirSync(empty), [], "the folder is left as it was: no empty database is created in it");
  });
});
