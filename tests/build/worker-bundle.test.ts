/**
 * The deployed Worker carries the public site, not the admin (`npm run test:build`, after
 * `npm run build`): the admin is client-rendered from web/admin-routes.tsx, which only the browser's
 * route table imports. Measured with `npx wrangler deploy --dry-run` in docs/performance.md.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, it } from "node:test";
import { gzipSync } from "node:zlib";

const WORKER_DIR = "dist/vriddhi_business_solutions";
const CLIENT_DIR = "dist/client/static";
/** What the Worker may weigh, gzipped: well inside the Free plan's 3 MB, and a quick cold start. */
const MAX_GZIP = 1024 * 1024;

const scripts = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return scripts(path);
    return name.endsWith(".js") ? [path] : [];
  });

/** Text only the admin's code holds: its editor (ProseMirror's class name) and two of its screens. */
const ADMIN_MARKERS = ["ProseMirror", "Edit site settings", "Site settings saved"];

/**
 * The chunks a Worker isolate evaluates when it starts: the entry and what it imports statically,
 * through every level. A chunk reached only by `import()` is evaluated at its first use.
 */
export function startupChunks(dir: string, entry = "index.js"): string[] {
  const reached = new Set<string>();
  const pending = [join(dir, entry)];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    const code = readFileSync(file, "utf8");
    for (const [, target] of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[^"'()]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
      pending.push(join(dirname(file), target));
    }
  }
  return [...reached];
}

/** The packages whose files a chunk was built from, read from its source map (the bundler's own runtime has none). */
export function packagesOf(chunk: string): Set<string> {
  if (!existsSync(`${chunk}.map`)) return new Set();
  const { sources } = JSON.parse(readFileSync(`${chunk}.map`, "utf8")) as { sources: string[] };
  return new Set(sources.flatMap((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1] ?? []));
}

/** The files a chunk was built from, read from its source map. */
const sourcesOf = (chunk: string): string[] => (existsSync(`${chunk}.map`) ? (JSON.parse(readFileSync(`${chunk}.map`, "utf8")) as { sources: string[] }).sources : []);

/**
 * Code the Worker never runs: React's client renderer and the toaster, which the site's forms load
 * in the browser with their first toast (web/components/site/toasts.tsx), and React's legacy server
 * renderer, which the edge entry of react-dom/server requires beside the streaming one
 * (vite.config.ts resolves the streaming one alone).
 */
const NEVER_RUN = [
  { pattern: /node_modules\/react-dom\/cjs\/react-dom-server-legacy\./, file: "node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js" },
  { pattern: /node_modules\/react-dom\/cjs\/react-dom-client\./, file: "node_modules/react-dom/cjs/react-dom-client.production.js" },
  { pattern: /node_modules\/sonner\//, file: "node_modules/sonner/dist/index.mjs" },
];

/** Packages only a few requests use (a PDF résumé, a passkey ceremony): loaded by their first one. */
const LOADED_AT_FIRST_USE = ["pdf-lib", "@simplewebauthn/server"];

describe("the Worker bundle", () => {
  const workerCode = scripts(WORKER_DIR).map((file) => readFileSync(file, "utf8"));

  it("holds no admin screen and no editor", () => {
    // The control: the markers are in the browser's build, so their absence below means something.
    const clientCode = scripts(CLIENT_DIR).map((file) => readFileSync(file, "utf8")).join("\n");
    for (const marker of ADMIN_MARKERS) assert.ok(clientCode.includes(marker), `the admin build lost "${marker}": pick another marker`);
    for (const marker of ADMIN_MARKERS) assert.ok(!workerCode.some((code) => code.includes(marker)), `the Worker bundle holds "${marker}"`);
  });

  it(`evaluates ${LOADED_AT_FIRST_USE.join(" and ")} at their first use, not at every start`, () => {
    const atStart = startupChunks(WORKER_DIR).filter((chunk) => !chunk.endsWith("index.js"));
    // The control: the start reaches the Worker's own code and its framework, read from the maps.
    assert.ok(atStart.some((chunk) => packagesOf(chunk).has("hono")), "no chunk of the start was built from hono: the check reads nothing");
    for (const name of LOADED_AT_FIRST_USE) {
      assert.deepEqual(atStart.filter((chunk) => packagesOf(chunk).has(name)), [], `${name} is evaluated when the Worker starts`);
      assert.ok(scripts(WORKER_DIR).some((chunk) => packagesOf(chunk).has(name)), `${name} is in no chunk at all`);
    }
  });

  it("holds none of the code it never runs", () => {
    const workerSources = scripts(WORKER_DIR).flatMap(sourcesOf);
    // The controls: the maps are read (the server renderer is in them), and each pattern names a file that exists.
    assert.ok(workerSources.some((source) => source.includes("react-dom/cjs/react-dom-server")), "the Worker's source maps name no server renderer: the check reads nothing");
    for (const { pattern, file } of NEVER_RUN) {
      assert.ok(existsSync(file) && pattern.test(`../../../${file}`), `${pattern} names no installed file`);
      assert.deepEqual(workerSources.filter((source) => pattern.test(source)), [], `the Worker carries ${file}`);
    }
  });

  it(`weighs under ${MAX_GZIP / 1024} KiB gzipped`, () => {
    const gzipped = gzipSync(Buffer.from(workerCode.join("\n")), { level: 9 }).length;
    assert.ok(gzipped < MAX_GZIP, `the Worker is ${(gzipped / 1024).toFixed(0)} KiB gzipped`);
  });
});
