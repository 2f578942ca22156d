import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { areas, cycles, fileGraph, folderGraph, mutualPairs, repositorySources, strayScreenImports } from "../../scripts/import-graph";

/**
 * Every arrow points one way (docs/architecture.md): no import cycle between files anywhere in
 * core/, worker/ and web/, and none between the folders of each (the worker's features → kits →
 * base, core's layers, web's second level), counted as `npm run graph` prints them.
 */
const sources = repositorySources();
const files = fileGraph(sources);

describe("the import graph", () => {
  it("has no cycle between files", () => {
    assert.deepEqual(cycles(files), []);
  });
  it("reaches an admin feature's screens only through web/admin-features.ts and the feature's manifest", () => {
    assert.deepEqual(strayScreenImports(sources, files), []);
  });
  for (const area of areas) {
    it(`has no pair of ${area} folders importing each other, and no cycle between them`, () => {
      const folders = folderGraph(files, area);
      assert.deepEqual(mutualPairs(folders), []);
      assert.deepEqual(cycles(folders), []);
    });
  }
});

describe("the cycle check", () => {
  // The files of a made-up worker, to prove each check fires.
  const made = (sources: Record<string, string>) => fileGraph(new Map(Object.entries(sources)));

  it("finds a cycle through three files, by every kind of import", () => {
    const graph = made({
      "worker/a/x.ts": 'import { y } from "./y";',
      "worker/a/y.ts": 'export type Z = typeof import("../b/z");',
      "worker/b/z.ts": 'export const load = () => import("../a/x");',
    });
    assert.deepEqual(cycles(graph), [["worker/a/x.ts", "worker/a/y.ts", "worker/b/z.ts"]]);
  });
  it("finds folders that import each other through different files, and a longer folder cycle", () => {
    const graph = made({
      "worker/kit/one.ts": 'import type { F } from "../feature/f";',
      "worker/feature/f.ts": 'import { two } from "../kit/two";',
      "worker/kit/two.ts": 'import { g } from "../other/g";',
      "worker/other/g.ts": 'import "../feature/h";',
      "worker/feature/h.ts": "export const h = 1;",
      "worker/kit/one.test.ts": 'import "../other/g";',
    });
    const folders = folderGraph(graph, "worker");
    assert.deepEqual(cycles(graph), []);
    assert.deepEqual(mutualPairs(folders), ["feature ↔ kit"]);
    assert.deepEqual(cycles(folders), [["feature", "kit", "other"]]);
  });
  it("passes a graph whose arrows point one way, tests aside", () => {
    const graph = made({
      "worker/feature/f.ts": 'import { k } from "../kit/k";\nimport { s } from "#core/schemas/s";',
      "worker/kit/k.ts": 'import { s } from "#core/schemas/s";',
      "worker/kit/k.test.ts": 'import { f } from "../feature/f";',
      "core/schemas/s.ts": "export const s = 1;",
    });
    assert.deepEqual(cycles(graph), []);
    assert.deepEqual(mutualPairs(folderGraph(graph, "worker")), []);
  });
  it("finds core folders that import each other, through #core/ as well as a relative path", () => {
    const graph = made({
      "core/schemas/inquiry.ts": 'import { copy } from "#core/content/callback-form";',
      "core/content/callback-form.ts": 'import { field } from "../schemas/fields";',
      "core/schemas/fields.ts": "export const field = 1;",
      "core/format/date.ts": 'import type { Locale } from "#core/i18n/locale";',
      "core/i18n/locale.ts": "export type Locale = string;",
    });
    assert.deepEqual(cycles(graph), []);
    assert.deepEqual(mutualPairs(folderGraph(graph, "core")), ["content ↔ schemas"]);
    assert.deepEqual(mutualPairs(folderGraph(graph, "worker")), []);
  });
  it("reads web at its second level, through @/ as well as a relative path, and keeps the areas apart", () => {
    const graph = made({
      "web/islands/registry.ts": 'export const load = () => import("@/components/site/forms/contact-form");',
      "web/components/site/forms/contact-form.tsx": 'import { Button } from "../../ui/button";',
      "web/components/site/forms/form-islands.tsx": 'import { island } from "@/islands/island";',
      "web/islands/island.tsx": 'import { load } from "./registry";',
      "web/components/ui/button.tsx": 'import { cn } from "@/lib/utils";\nimport { s } from "#core/schemas/s";',
      "web/lib/utils.ts": "export const cn = 1;",
      "web/routes/admin/blogs/blog-list.tsx": 'import { Button } from "@/components/ui/button";',
      "web/admin-routes.tsx": 'export const list = () => import("./routes/admin/blogs/blog-list");',
      "core/schemas/s.ts": "export const s = 1;",
    });
    const folders = folderGraph(graph, "web");
    assert.deepEqual(mutualPairs(folders), ["components/site ↔ islands"]);
    assert.deepEqual([...folders.keys()].sort(), ["admin-routes.tsx", "components/site", "components/ui", "islands", "lib", "routes/admin"]);
    assert.deepEqual([...folders.get("components/ui")!], ["lib"]);
    assert.deepEqual([...folders.get("admin-routes.tsx")!], ["routes/admin"]);
    assert.deepEqual([...folderGraph(graph, "core").keys()], ["schemas"]);
  });
  it("finds a screen or a manifest imported around the composition", () => {
    const sources = new Map(Object.entries({
      "web/admin-features.ts": 'import { blogs } from "./routes/admin/blogs/manifest";',
      "web/routes/admin/blogs/manifest.ts": 'export const blogs = [() => import("./blog-list"), () => import("../jobs/job-list")];',
      "web/routes/admin/blogs/blog-list.tsx": 'import { Row } from "./blog-row";',
      "web/routes/admin/blogs/blog-row.tsx": "export const Row = 1;",
      "web/routes/admin/jobs/job-list.tsx": "export const Component = 1;",
      "web/routes/admin/components/sidebar.tsx": 'import { blogs } from "../blogs/manifest";',
      "web/admin-routes.tsx": 'export const list = () => import("./routes/admin/blogs/blog-list");',
      "web/routes/admin/dashboard/dashboard.tsx": 'import { Row } from "../blogs/blog-row";',
      "web/routes/admin/blogs/blog-list.test.tsx": 'import "./blog-list";',
    }));
    assert.deepEqual(strayScreenImports(sources, fileGraph(sources)).sort(), [
      "web/routes/admin/blogs/blog-list.tsx ← web/admin-routes.tsx",
      "web/routes/admin/blogs/manifest.ts ← web/routes/admin/components/sidebar.tsx",
      "web/routes/admin/jobs/job-list.tsx ← web/routes/admin/blogs/manifest.ts (another feature's folder)",
    ]);
  });
});
