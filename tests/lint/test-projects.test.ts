import assert from "node:assert/strict";
import { describe, it } from "node:test";
import ts from "typescript";
import { NODE_TESTS } from "../worker/node-tests";
import { fileGraph, repositorySources } from "../../scripts/import-graph";

/*
 * The worker suite's node project (tests/worker/node-tests.ts) runs in Node what gives the same result
 * there as in workerd: a test file listed there may reach, through everything it imports, neither a
 * `cloudflare:` module (bindings, SELF, the test pool's helpers) nor the runtime's `Intl` (Hindi dates,
 * en-IN grouping: what workerd gives a visitor).
 */
const INTL = /\bIntl\.|\.toLocale\w*\(|\.localeCompare\(/;

function closureOf(graph: Map<string, string[]>, file: string): string[] {
  const seen = new Set<string>();
  const todo = [file];
  while (todo.length > 0) {
    const next = todo.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    todo.push(...(graph.get(next) ?? []));
  }
  return [...seen];
}

/** What keeps `file` in workerd: the files it reaches that import a `cloudflare:` module or use `Intl`. */
export function workerdOnly(sources: Map<string, string>, file: string, graph = fileGraph(sources)): string[] {
  return closureOf(graph, file).flatMap((reached) => {
    const text = sources.get(reached) ?? "";
    const cloudflare = ts.preProcessFile(text, true, true).importedFiles.some(({ fileName }) => fileName.startsWith("cloudflare:"));
    if (cloudflare) return [`${reached} imports cloudflare:`];
    return !reached.endsWith(".test.ts") && INTL.test(text) ? [`${reached} uses Intl`] : [];
  });
}

describe("the worker suite's node project", () => {
  const sources = repositorySources();
  const graph = fileGraph(sources);
  it("lists test files that exist", () => {
    assert.deepEqual(NODE_TESTS.filter((file) => !sources.has(file)), []);
  });
  for (const file of NODE_TESTS) {
    it(`runs ${file}, which reaches no binding and no Intl`, () => {
      assert.deepEqual(workerdOnly(sources, file, graph), []);
    });
  }
});

describe("the node project's check", () => {
  const made = (files: Record<string, string>) => new Map(Object.entries(files));
  it("refuses a test that reaches cloudflare:test through a helper", () => {
    const sources = made({
      "worker/a/a.test.ts": 'import { helper } from "../testing/helper";',
      "worker/testing/helper.ts": 'import { env } from "cloudflare:test";',
    });
    assert.deepEqual(workerdOnly(sources, "worker/a/a.test.ts"), ["worker/testing/helper.ts imports cloudflare:"]);
  });
  it("refuses a test whose code formats with Intl", () => {
    const sources = made({
      "core/format/d.test.ts": 'import { d } from "./d";',
      "core/format/d.ts": 'export const d = (n: number) => new Intl.NumberFormat("en-IN").format(n);',
    });
    assert.deepEqual(workerdOnly(sources, "core/format/d.test.ts"), ["core/format/d.ts uses Intl"]);
  });
  it("passes a test of plain arithmetic", () => {
    const sources = made({ "core/tools/m.test.ts": 'import { m } from "#core/tools/m";', "core/tools/m.ts": "export const m = 1;" });
    assert.deepEqual(workerdOnly(sources, "core/tools/m.test.ts"), []);
  });
});
