/**
 * Runs the `node --test` files of one folder (tests/lint, tests/build): dots as they pass, and a
 * JUnit report in test-results/ for `npm run test:names`.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";

const folder = process.argv[2];
if (!folder) throw new Error("Usage: tsx scripts/node-tests.ts <folder>");
const files = readdirSync(folder).filter((name) => name.endsWith(".test.ts")).map((name) => join(folder, name));
mkdirSync("test-results", { recursive: true });
const report = join("test-results", `${basename(folder)}-tests.xml`);
const { status } = spawnSync(
  "tsx",
  ["--test", "--test-reporter=dot", "--test-reporter-destination=stdout", "--test-reporter=junit", `--test-reporter-destination=${report}`, ...files],
  { stdio: "inherit", shell: process.platform === "win32" },
);
process.exit(status ?? 1);
