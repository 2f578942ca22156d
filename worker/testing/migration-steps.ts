import { applyD1Migrations, env } from "cloudflare:test";

/** The setup file migrated the test file's database to the newest schema; go back to nothing. */
async function emptyDatabase() {
  const { results } = await env.DB.prepare(
    "select name, sql like 'CREATE VIRTUAL TABLE%' as virtual from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%'",
  ).all<{ name: string; virtual: number }>();
  const tables = results.filter((t) => !t.virtual).map((t) => t.name);
  const links = (
    await Promise.all(
      tables.map((child) =>
        env.DB.prepare(`pragma foreign_key_list("${child}")`)
          .all<{ table: string }>()
          .then((r) => r.results.map((key) => ({ child, parent: key.table }))),
      ),
    )
  ).flat();
  // Virtual (FTS5) tables first: dropping one drops its shadow tables, which refuse a drop of their
  // own ("if exists" then skips them). The rest children before parents (D1 enforces foreign keys:
  // dropping a table deletes its rows, and a cascade into a child whose other parent is already gone
  // fails). Creation order is not enough: a rebuilt table is newer than its children.
  const ordered: string[] = [];
  const remaining = new Set(tables);
  while (remaining.size > 0) {
    const leaves = [...remaining].filter((name) => !links.some((l) => l.parent === name && l.child !== name && remaining.has(l.child)));
    if (leaves.length === 0) throw new Error(`Foreign keys in a cycle: ${[...remaining].join(", ")}`);
    for (const name of leaves) {
      ordered.push(name);
      remaining.delete(name);
    }
  }
  const names = [...results.filter((t) => t.virtual).map((t) => t.name), ...ordered];
  await env.DB.batch(names.map((name) => env.DB.prepare(`drop table if exists "${name}"`)));
}

/**
 * A migration tested on rows as production holds them: `before()` empties the database and applies
 * every migration up to `name`, for the test to insert its rows; `apply()` then runs `name` itself.
 */
export function migrationUnderTest(name: string) {
  const position = env.TEST_MIGRATIONS.findIndex((m) => m.name === name);
  if (position < 1) throw new Error(`No migration ${name} after the first`);
  return {
    async before() {
      await emptyDatabase();
      await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, position));
    },
    apply: () => applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, position + 1)),
  };
}
