/**
 * `npm run backup [-- --remote] [--out <folder>]`: the database's rows as a SQL file and a manifest
 * of the R2 objects (key and size), in a dated folder outside the repository (by default
 * ~/vriddhi-backups/<UTC time>/). Local by default, from the state folder `npm start` served
 * (PERSIST_DIR, else .wrangler/state); --remote backs up the deployed database and bucket
 * (CLOUDFLARE_API_TOKEN with D1 and R2 read access, which wrangler then uses too, and
 * CLOUDFLARE_ACCOUNT_ID).
 * What the file holds and how it is restored: scripts/backup/database.ts and docs/operations.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { exportDatabase, holdsMigratedDatabase, type Target } from "./backup/database";
import { bucketName, localObjects, remoteObjects } from "./backup/objects";
import { wranglerIn } from "./backup/wrangler";

const { values } = parseArgs({ options: { remote: { type: "boolean", default: false }, out: { type: "string" } } });
const target: Target = values.remote ? "--remote" : "--local";
const stamp = new Date().toISOString().replace(/:/g, "-").replace(/\.\d+Z$/, "Z");
const folder = resolve(values.out ?? join(homedir(), "vriddhi-backups"), `${stamp}${values.remote ? "" : "-local"}`);

// A backup holds every client's details: it never goes where git could pick it up.
if (!relative(process.cwd(), folder).startsWith("..")) {
  console.error(`backup: ${folder} is inside the repository. Choose a folder outside it with --out.`);
  process.exit(1);
}
// Locally, the database the server was started with: PERSIST_DIR as npm start reads it.
const wrangler = wranglerIn(process.cwd(), { state: values.remote ? undefined : (process.env.PERSIST_DIR ?? join(".wrangler", "state")) });
if (!values.remote && !(await holdsMigratedDatabase(wrangler))) {
  console.error(
    `backup: ${wrangler.state} holds no migrated database, so there is nothing to back up. Set PERSIST_DIR to the ` +
      "folder the server was started with (npm start uses .wrangler/state unless PERSIST_DIR is set).",
  );
  process.exit(1);
}
mkdirSync(folder, { recursive: true, mode: 0o700 });

const database = join(folder, "database.sql");
const { tables, migration } = await exportDatabase(wrangler, target, database);
const objects = values.remote ? await remoteObjects(bucketName()) : await localObjects(process.cwd(), wrangler.state);
const manifest = join(folder, "r2-manifest.json");
writeFileSync(manifest, `${JSON.stringify({ takenAt: new Date().toISOString(), bucket: bucketName(), objects }, null, 2)}\n`);

const bytes = objects.reduce((sum, object) => sum + object.size, 0);
console.log(
  [
    `Backed up ${tables.length} tables (schema: migrations up to ${migration}) to ${database}`,
    `and the list of ${objects.length} R2 objects (${(bytes / 1_048_576).toFixed(1)} MB) to ${manifest}.`,
    "",
    "These files hold clients' names, phone numbers, messages and subscribers' addresses. Keep them",
    "off this laptop: on an encrypted drive or in the firm's restricted cloud storage, for as long as",
    "the privacy policy's retention allows, and delete older copies. The manifest lists the files; it",
    "does not copy them (see docs/operations.md for copying the bucket and for restoring).",
  ].join("\n"),
);
