import assert from "node:assert/strict";
import { describe, it } from "node:test";
import config from "../../drizzle.config";
import { isTest, repositorySources } from "../../scripts/import-graph";

/**
 * Each table lives in its owner's folder, `worker/<folder>/tables.ts` (docs/architecture.md,
 * "Tables"), and drizzle-kit finds it there by drizzle.config.ts's pattern. A table defined in any
 * other file would be left out of every migration `npm run db:generate` writes, without a word.
 */
const READ_BY_DRIZZLE_KIT = /^worker\/[^/]+\/tables\.ts$/;

/** The source files that define a table, tests aside. */
const definingTables = (sources: Map<string, string>) =>
  [...sources].filter(([file, text]) => !isTest(file) && /\bsqliteTable\s*\(/.test(text)).map(([file]) => file);

const outOfReach = (sources: Map<string, string>) => definingTables(sources).filter((file) => !READ_BY_DRIZZLE_KIT.test(file));

describe("the tables", () => {
  it("are read by drizzle-kit from each folder's tables.ts", () => {
    assert.equal(config.schema, "./worker/*/tables.ts");
  });
  it("are each defined in a folder's tables.ts", () => {
    const sources = repositorySources();
    assert.ok(definingTables(sources).length >= 18, `found tables in only ${definingTables(sources).length} files`);
    assert.deepEqual(outOfReach(sources), []);
  });
  it("check finds a table defined anywhere else", () => {
    const table = 'export const notes = sqliteTable("notes", { id: integer("id").primaryKey() });';
    const sources = new Map([
      ["worker/notes/tables.ts", table],
      ["worker/notes/data.ts", table],
      ["worker/notes/archive/tables.ts", table],
      ["core/notes.ts", table],
      ["worker/notes/notes.test.ts", table],
      ["worker/notes/routes.ts", 'import { notes } from "./tables";'],
    ]);
    assert.deepEqual(outOfReach(sources), ["worker/notes/data.ts", "worker/notes/archive/tables.ts", "core/notes.ts"]);
  });
});
