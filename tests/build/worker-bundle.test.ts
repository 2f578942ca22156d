/**
 * The deployed Worker carries the public site, not the admin (`npm run test:build`, after
 * `npm run build`): the admin is client-rendered from web/admin-routes.tsx, which only the browser's
 * route table imports. Measured with `npx wrangler deploy --dry-run` in docs/performance.md.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
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

describe("the Worker bundle", () => {
  const workerCode = scripts(WORKER_DIR).map((file) => readFileSync(file, "utf8"));

  it("holds no admin screen and no editor", () => {
    // The control: the markers are in the browser's build, so their absence below means something.
    const clientCode = scripts(CLIENT_DIR).map((file) => readFileSync(file, "utf8")).join("\n");
    for (const marker of ADMIN_MARKERS) assert.ok(clientCode.includes(marker), `the admin build lost "${marker}": pick another marker`);
    for (const marker of ADMIN_MARKERS) assert.ok(!workerCode.some((code) => code.includes(marker)), `the Worker bundle holds "${marker}"`);
  });

  it(`weighs under ${MAX_GZIP / 1024} KiB gzipped`, () => {
    const gzipped = gzipSync(Buffer.from(workerCode.join("\n")), { level: 9 }).length;
    assert.ok(gzipped < MAX_GZIP, `the Worker is ${(gzipped / 1024).toFixed(0)} KiB gzipped`);
  });
});
