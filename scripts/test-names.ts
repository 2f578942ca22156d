/**
 * The name of every test the last `npm test` ran, from the reports each part writes into
 * test-results/ (vitest's and Playwright's JSON, node --test's JUnit), one per line as
 * `part › file › describe › test`, sorted. With two such lists, what the second lost:
 *
 *   npm run test:names > before.txt            (on the old commit, after its npm test)
 *   npm run test:names -- --lost before.txt    (on the new one, after its npm test)
 *
 * Keeping the list is a rule of the house: no test disappears without a note saying where it went.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";

const root = resolve(import.meta.dirname, "..");
const REPORTS = join(root, "test-results");

interface VitestReport {
  testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string }[] }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; tests: { projectName: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** A test file's path from its checkout's root, wherever that checkout was (a report may come from another clone). */
const file = (path: string) => relative(root, path).replace(/^(?:\.\.\/)*.*?(?=(?:core|worker|web|tests|scripts)\/)/, "");

function vitestNames(path: string): string[] {
  const report = JSON.parse(readFileSync(path, "utf8")) as VitestReport;
  return report.testResults.flatMap((result) =>
    result.assertionResults.map((test) => ["vitest", file(result.name), ...test.ancestorTitles, test.title].join(" › ")),
  );
}

function playwrightNames(path: string): string[] {
  const walk = (suite: PlaywrightSuite, titles: string[], at: string): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ["playwright", test.projectName, at, ...titles, spec.title].join(" › ")),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title], at)),
  ];
  const report = JSON.parse(readFileSync(path, "utf8")) as { suites: PlaywrightSuite[] };
  return report.suites.flatMap((suite) => walk(suite, [], suite.file ?? suite.title));
}

/** node --test's JUnit: each testcase inside its testsuites (describe blocks), from one test file each. */
function junitNames(path: string, part: string): string[] {
  const names: string[] = [];
  const suites: string[] = [];
  // node's JUnit reporter escapes an attribute twice (`&amp;quot;`): undo both.
  const once = (text: string) => text.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  const unescape = (text: string) => once(once(text));
  for (const [, close, tag, name] of readFileSync(path, "utf8").matchAll(/<(\/?)(testsuite|testcase)\b(?:[^>]*?\bname="([^"]*)")?[^>]*?>/g)) {
    if (tag === "testsuite") {
      if (close) suites.pop();
      else suites.push(unescape(name ?? ""));
    } else if (!close) names.push([part, ...suites, unescape(name ?? "")].join(" › "));
  }
  return names;
}

/** Every test name in the reports under `dir`. */
function testNames(dir = REPORTS): string[] {
  if (!existsSync(dir)) throw new Error(`No reports in ${file(dir)}: run npm test first.`);
  const names = readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith("vitest") && name.endsWith(".json")) return vitestNames(path);
    if (name.startsWith("playwright") && name.endsWith(".json")) return playwrightNames(path);
    if (name.endsWith(".xml")) return junitNames(path, name.replace(/\.xml$/, ""));
    return [];
  });
  return [...new Set(names)].sort();
}

/**
 * Test files moved since a list was recorded, one `old path<TAB>new path` a line: a name under the
 * old path counts as kept when it is there under the new one (its describe and test unchanged).
 */
const MOVED_FILES = join(root, "docs/test-names/moved-files.tsv");

function movedFiles(): Map<string, string> {
  if (!existsSync(MOVED_FILES)) return new Map();
  const lines = readFileSync(MOVED_FILES, "utf8").split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#"));
  return new Map(lines.map((line) => line.split("\t") as [string, string]));
}

/** `part › file › …` with the file where it is now. */
function whereNow(name: string, moves: Map<string, string>): string {
  const [part, path, ...rest] = name.split(" › ");
  const moved = moves.get(path);
  return moved ? [part, moved, ...rest].join(" › ") : name;
}

const { values } = parseArgs({ options: { lost: { type: "string" }, dir: { type: "string" } } });
const now = testNames(values.dir ? resolve(values.dir) : REPORTS);
if (values.lost) {
  const kept = new Set(now);
  const moves = movedFiles();
  const lost = readFileSync(values.lost, "utf8").split("\n").filter((name) => name !== "" && !kept.has(whereNow(name, moves)));
  console.log(lost.length === 0 ? `No test lost: all ${now.length} names are still there.` : lost.join("\n"));
  process.exit(lost.length === 0 ? 0 : 1);
}
console.log(now.join("\n"));
