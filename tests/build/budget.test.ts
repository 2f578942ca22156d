/**
 * The bundle budget of every public route, checked on the production build's Vite manifest
 * (`npm run test:build`, after `npm run build`). A unit test first proves the check can fail.
 */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { describe, it } from "node:test";
import { BUDGET, budgetViolations, fileSizes, type Manifest, publicRouteWeights, readManifest } from "../../scripts/bundle-weight";

const CLIENT_DIR = "dist/client";

describe("the budget check", () => {
  const manifest: Manifest = {
    // The page's script, which starts the app after the first paint, and the app.
    "index.html": { file: "static/boot.js", isEntry: true, dynamicImports: ["web/main.tsx"], css: ["static/site.css"] },
    "web/main.tsx": { file: "static/entry.js", isEntry: true, imports: ["_react.js"], dynamicImports: ["web/routes/site/home.tsx", "web/routes/admin/root.tsx"] },
    "_react.js": { file: "static/react.js" },
    "web/routes/site/home.tsx": { file: "static/home.js", isDynamicEntry: true, imports: ["_react.js", "_shared.js"] },
    "_shared.js": { file: "static/shared.js" },
    "web/routes/admin/root.tsx": { file: "static/admin.js", isDynamicEntry: true, imports: ["_react.js"] },
  };
  const sizes: Record<string, number> = { "static/boot.js": 1_000, "static/entry.js": 10_000, "static/react.js": 60_000, "static/home.js": 5_000, "static/shared.js": 2_000, "static/admin.js": 400_000, "static/site.css": 9_000 };
  const size = (file: string) => sizes[file];

  it("counts the entries, the route module and their static imports once each, and no other route", () => {
    const [home] = publicRouteWeights(manifest, size);
    assert.equal(home.module, "web/routes/site/home.tsx");
    assert.equal(home.js, 78_000);
    assert.equal(home.css, 9_000);
    assert.deepEqual(home.adminModules, []);
  });

  it("holds for a build within the budget", () => {
    assert.deepEqual(budgetViolations(manifest, size, size), []);
  });

  it("fails a route over the JS budget, naming it", () => {
    const heavy: Record<string, number> = { ...sizes, "static/shared.js": BUDGET.firstLoadJs };
    const problems = budgetViolations(manifest, (f) => heavy[f], size);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^web\/routes\/site\/home\.tsx: first-load JS/);
  });

  it("fails a route that loads admin code first, and a chunk over 500 KB", () => {
    const leaky: Manifest = { ...manifest, "web/routes/site/home.tsx": { file: "static/home.js", imports: ["web/routes/admin/root.tsx"] } };
    const big: Record<string, number> = { ...sizes, "static/admin.js": BUDGET.chunk + 1 };
    const problems = budgetViolations(leaky, size, (f) => big[f]);
    assert.ok(problems.some((p) => p.includes("loads admin code first")));
    assert.ok(problems.some((p) => p.startsWith("static/admin.js:")));
  });
});

describe("the production build", () => {
  it("keeps every public route within the budget", () => {
    assert.ok(existsSync(`${CLIENT_DIR}/.vite/manifest.json`), "no client build: run npm run build first");
    const manifest = readManifest(CLIENT_DIR);
    const { gzip, raw } = fileSizes(CLIENT_DIR);
    assert.ok(publicRouteWeights(manifest, gzip).length >= 10, "every public page is its own route module");
    assert.deepEqual(budgetViolations(manifest, gzip, raw), []);
  });
});
