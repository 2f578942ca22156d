import assert from "node:assert/strict";
import { describe, it } from "node:test";
import ts from "typescript";
import { isTest, repositorySources } from "../../scripts/import-graph";

/*
 * What a Worker module keeps between requests is isolate memory: the worker tests forget it between
 * files that share an isolate (worker/lib/isolate-memory.ts), so a module holding any registers how
 * it is forgotten, or is listed here as a cache that every isolate fills alike.
 */
const FILLED_ALIKE: Record<string, string> = {
  "worker/staff/new-password.ts": "the common-password list, read once",
  "worker/staff/routes.ts": "the decoy hash that evens out an unknown email's timing",
  "worker/access/permissions.ts": "each route's permission, declared as the routes are built",
  "worker/http/body-limit.ts": "each route's own body limit, declared as the routes are built",
  "worker/lib/derived-key.ts": "keys derived from a secret, by purpose",
  "worker/lib/site-origin.ts": "SITE_URL checked once per value",
  "worker/media/image-header.ts": "the CRC table of PNG chunks",
  "worker/ssr/template.ts": "the built page templates",
};

const MUTATORS = /\.(set|add|delete|clear|push|pop|shift|unshift|splice)\(/;

/** The module-level bindings of a file that change after it loads: each `let`, and each collection it adds to. */
export function isolateState(text: string): string[] {
  const file = ts.createSourceFile("x.ts", text, ts.ScriptTarget.Latest, true);
  return file.statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement)) return [];
    const mutable = !(statement.declarationList.flags & ts.NodeFlags.Const);
    return statement.declarationList.declarations.flatMap((declaration) => {
      if (!ts.isIdentifier(declaration.name)) return [];
      const name = declaration.name.text;
      if (mutable) return [name];
      const mutated = new RegExp(`\\b${name}${MUTATORS.source}`).test(text);
      return mutated ? [name] : [];
    });
  });
}

/** Files with isolate state that neither register how it is forgotten nor are filled alike everywhere. */
export function unforgotten(sources: Map<string, string>, filledAlike: Record<string, string> = FILLED_ALIKE): string[] {
  return [...sources]
    .filter(([file]) => file.startsWith("worker/") && !isTest(file) && !(file in filledAlike))
    .filter(([, text]) => isolateState(text).length > 0 && !text.includes("keptInIsolate("))
    .map(([file, text]) => `${file}: ${isolateState(text).join(", ")}`);
}

describe("the Worker's isolate memory", () => {
  const sources = repositorySources();
  it("is forgotten between test files, or the same in every isolate", () => {
    assert.deepEqual(unforgotten(sources), []);
  });
  it("lists as filled alike only files that hold such state", () => {
    assert.deepEqual(
      Object.keys(FILLED_ALIKE).filter((file) => isolateState(sources.get(file) ?? "").length === 0),
      [],
    );
  });
});

describe("the isolate memory check", () => {
  const made = (files: Record<string, string>) => new Map(Object.entries(files));
  it("finds a module-level let and a map the module adds to", () => {
    const sources = made({
      "worker/a/count.ts": "let seen = 0;\nexport const hit = () => ++seen;",
      "worker/a/memo.ts": "const memo = new Map<string, number>();\nexport const put = (k: string) => memo.set(k, 1);",
    });
    assert.deepEqual(unforgotten(sources, {}), ["worker/a/count.ts: seen", "worker/a/memo.ts: memo"]);
  });
  it("passes constants, a registered memory and a listed cache", () => {
    const sources = made({
      "worker/a/words.ts": 'const WORDS = new Set(["a", "b"]);\nexport const known = (w: string) => WORDS.has(w);',
      "worker/a/kept.ts": 'import { keptInIsolate } from "../lib/isolate-memory";\nlet last = 0;\nkeptInIsolate(() => { last = 0; });',
      "worker/a/cached.ts": "let table: number[] | undefined;",
    });
    assert.deepEqual(unforgotten(sources, { "worker/a/cached.ts": "made the same everywhere" }), []);
  });
});
