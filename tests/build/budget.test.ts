/**
 * The first-load budget of the public pages, checked on the production build's Vite manifest
 * (`npm run test:build`, after `npm run build`). A unit test first proves the check can fail.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { BUDGET, budgetViolations, fileSizes, type Manifest, publicFirstLoad, readManifest } from "../../scripts/bundle-weight";

const CLIENT_DIR = "dist/client";

describe("the budget check", () => {
  const manifest: Manifest = {
    // The public page template, its site script and what the script loads on interaction.
    "index.html": {
      file: "static/index.js",
      isEntry: true,
      imports: ["_preload-helper.js"],
      dynamicImports: ["web/islands/hydrate.tsx"],
      css: ["static/styles.css"],
    },
    "_preload-helper.js": { file: "static/preload-helper.js" },
    "web/islands/hydrate.tsx": { file: "static/hydrate.js", isDynamicEntry: true, imports: ["_framework.js"] },
    "_framework.js": { file: "static/framework.js" },
    "admin.html": { file: "static/admin.js", isEntry: true, imports: ["_framework.js"] },
  };
  const sizes: Record<string, number> = {
    "static/index.js": 2_500,
    "static/preload-helper.js": 900,
    "static/styles.css": 14_000,
    "static/hydrate.js": 1_000,
    "static/framework.js": 60_000,
    "static/admin.js": 400_000,
  };
  const size = (file: string) => sizes[file];

  it("counts the site script and its static imports, not what it loads on interaction nor the admin", () => {
    const page = publicFirstLoad(manifest, size);
    assert.equal(page.js, 3_400);
    assert.equal(page.css, 14_000);
    assert.deepEqual(page.forbidden, []);
  });

  it("holds for a build within the budget", () => {
    assert.deepEqual(budgetViolations(manifest, size, size), []);
  });

  it("fails a site script over the JS budget", () => {
    const heavy: Record<string, number> = { ...sizes, "static/preload-helper.js": BUDGET.firstLoadJs };
    const problems = budgetViolations(manifest, (f) => heavy[f], size);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^public pages: first-load JS/);
  });

  it("fails a site script that imports React or admin code statically, and a chunk over 500 KB", () => {
    const leaky: Manifest = { ...manifest, "index.html": { ...manifest["index.html"], imports: ["_preload-helper.js", "_framework.js", "admin.html"] } };
    const big: Record<string, number> = { ...sizes, "static/admin.js": BUDGET.chunk + 1 };
    const problems = budgetViolations(leaky, size, (f) => big[f]);
    assert.ok(problems.some((p) => p.includes("load admin or framework code first (_framework.js, admin.html)")), problems.join("\n"));
    assert.ok(problems.some((p) => p.startsWith("static/admin.js:")));
  });
});

describe("the production build", () => {
  it("keeps the public pages' first load within the budget", () => {
    assert.ok(existsSync(`${CLIENT_DIR}/.vite/manifest.json`), "no client build: run npm run build first");
    const manifest = readManifest(CLIENT_DIR);
    const { gzip, raw } = fileSizes(CLIENT_DIR);
    assert.deepEqual(budgetViolations(manifest, gzip, raw), []);
  });

  it("has the public page template reference nothing but the site script's first load", () => {
    const manifest = readManifest(CLIENT_DIR);
    const firstLoad = new Set(publicFirstLoad(manifest, () => 0).files);
    const template = readFileSync(`${CLIENT_DIR}/index.html`, "utf8");
    const referenced = [...template.matchAll(/(?:src|href)="\/(static\/[^"]+)"/g)].map((match) => match[1]);
    assert.ok(referenced.some((file) => file.endsWith(".js")), "the template loads the site script");
    assert.deepEqual(
      referenced.filter((file) => !firstLoad.has(file)),
      [],
    );
    assert.doesNotMatch(template, /<script(?![^>]*type="module")[^>]*>[^<]/, "no inline script");
  });
});
