/**
 * `npm run deploy`: the checks (scripts/deploy-check.ts), the build, then, before the remote
 * migrations touch the database, its D1 Time Travel bookmark: printed with the command that brings
 * the database back to it, and appended (date, commit, bookmark) to deploy-log.tsv, which git
 * ignores. Then the migrations and the deploy. SKIP_BUILD=1 deploys the existing build;
 * WRANGLER_BIN and DEPLOY_LOG are for the test, which stubs wrangler.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { deployProblems } from "./deploy-check";
import { wranglerIn } from "./backup/wrangler";

const wrangler = wranglerIn(process.cwd(), { echo: true });
const quiet = wranglerIn();
const log = process.env.DEPLOY_LOG ?? "deploy-log.tsv";

function fail(message: string): never {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

const problems = await deployProblems(readFileSync("wrangler.toml", "utf8"), () => quiet(["secret", "list", "--format", "json"]));
if (problems.length > 0) fail(["not deploying.", ...problems.map((problem) => `- ${problem}`)].join("\n"));

if (process.env.SKIP_BUILD !== "1") {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) fail("the build failed.");
}

// Before anything changes the remote database: where to go back to if a migration goes wrong.
let bookmark: string;
try {
  const info = await quiet(["d1", "time-travel", "info", "DB", "--json"]);
  bookmark = (JSON.parse(info.slice(info.indexOf("{"))) as { bookmark?: string }).bookmark ?? "";
} catch (err) {
  fail(`could not read the database's Time Travel bookmark, so nothing was migrated or deployed.\n${err instanceof Error ? err.message : String(err)}`);
}
if (!bookmark) fail("wrangler returned no Time Travel bookmark, so nothing was migrated or deployed.");

let commit = "unknown";
try {
  commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
} catch {
  // Deploying from outside a clone: the log says so.
}
if (!existsSync(log)) appendFileSync(log, "date\tcommit\tbookmark\n");
appendFileSync(log, `${new Date().toISOString()}\t${commit}\t${bookmark}\n`);
console.log(
  [
    `Time Travel bookmark before this deploy's migrations: ${bookmark} (kept in ${log}).`,
    "To bring the database back to it:",
    `  npx wrangler d1 time-travel restore DB --bookmark=${bookmark}`,
  ].join("\n"),
);

try {
  await wrangler(["d1", "migrations", "apply", "DB", "--remote"]);
  await wrangler(["deploy"]);
} catch (err) {
  fail(`${err instanceof Error ? err.message : String(err)}\nThe database can be brought back with: npx wrangler d1 time-travel restore DB --bookmark=${bookmark}`);
}
