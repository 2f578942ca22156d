/**
 * `npm run deploy` (scripts/deploy.ts) with wrangler stubbed: the Time Travel bookmark is read,
 * printed with its restore command and logged before the remote migrations run, and a deploy
 * without a bookmark stops before touching the database.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, it } from "node:test";

const BOOKMARK = "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683";
const REPO = resolve(".");

/** A folder with a deployable wrangler.toml and a wrangler that records each call and answers as the real one would. */
function stubbedProject({ bookmark }: { bookmark: string | null }) {
  const dir = mkdtempSync(join(tmpdir(), "deploy-test-"));
  const config = readFileSync("wrangler.toml", "utf8").replace(/^SITE_URL = ""$/m, 'SITE_URL = "https://www.vriddhisolutions.in"');
  writeFileSync(join(dir, "wrangler.toml"), config);
  const calls = join(dir, "calls.log");
  const stub = join(dir, "wrangler");
  writeFileSync(
    stub,
    `#!/usr/bin/env node
const { appendFileSync } = require("node:fs");
const args = process.argv.slice(2).join(" ");
appendFileSync(${JSON.stringify(calls)}, args + "\\n");
if (args.startsWith("secret list")) console.log(JSON.stringify([{ name: "SESSION_SECRET", type: "secret_text" }]));
else if (args.startsWith("d1 time-travel info")) ${bookmark ? `console.log(JSON.stringify({ bookmark: ${JSON.stringify(bookmark)}, timestamp: "2026-11-27T06:30:00Z" }));` : `{ console.error("Authentication error"); process.exit(1); }`}
else console.log("done");
`,
  );
  chmodSync(stub, 0o755);
  const run = spawnSync(join(REPO, "node_modules", ".bin", "tsx"), [join(REPO, "scripts", "deploy.ts")], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_BIN: stub, SKIP_BUILD: "1", DEPLOY_LOG: join(dir, "deploy-log.tsv") },
  });
  const read = (file: string) => {
    try {
      return readFileSync(join(dir, file), "utf8");
    } catch {
      return "";
    }
  };
  return { run, calls: read("calls.log").trim().split("\n"), log: read("deploy-log.tsv") };
}

describe("npm run deploy", () => {
  it("records the bookmark and prints its restore command before the remote migrations, then deploys", () => {
    const { run, calls, log } = stubbedProject({ bookmark: BOOKMARK });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(calls, ["secret list --format json", "d1 time-travel info DB --json", "d1 migrations apply DB --remote", "deploy"]);
    assert.match(run.stdout, new RegExp(`npx wrangler d1 time-travel restore DB --bookmark=${BOOKMARK}`));
    const [header, entry, ...rest] = log.trim().split("\n");
    assert.equal(header, "date\tcommit\tbookmark");
    assert.match(entry ?? "", new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\t\\S+\\t${BOOKMARK}$`));
    assert.deepEqual(rest, []);
  });

  it("stops before migrating when no bookmark can be read", () => {
    const { run, calls, log } = stubbedProject({ bookmark: null });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /could not read the database's Time Travel bookmark, so nothing was migrated or deployed/);
    assert.deepEqual(calls, ["secret list --format json", "d1 time-travel info DB --json"]);
    assert.equal(log, "");
  });
});
