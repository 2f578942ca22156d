import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { cycles, fileGraph, mutualPairs, repositorySources, workerFolderGraph } from "../../scripts/import-graph";

/**
 * Every arrow points one way (docs/architecture.md): no import cycle between files anywhere in
 * core/, worker/ and web/, and none between the worker's folders (features → kits → core and db),
 * counted as `npm run graph` prints them.
 */
const files = fileGraph(repositorySources());

describe("the import graph", () => {
  it("has no cycle between files", () => {
    assert.deepEqual(cycles(files), []);
  });
  it("has no pair of worker folders importing each other, and no cycle between them", () => {
    const folders = workerFolderGraph(files);
    assert.deepEqual(mutualPairs(folders), []);
    assert.deepEqual(cycles(folders), []);
  });
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
    const folders = workerFolderGraph(graph);
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
    assert.deepEqual(mutualPairs(workerFolderGraph(graph)), []);
  });
});
