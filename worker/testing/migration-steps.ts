import { applyD1Migrations, env } from "cloudflare:test";

/** The setup file migrated the test file's database to the newest schema; go back to nothing. */
async function emptyDatabase() {
  const { results } = await env.DB.prepare(
    "select name, sql like 'CREATE VIRTUAL TABLE%' as virtual from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%'",
  ).all<{ name: string; virtual: number }>();
  // Virtual (FTS5) tables first: dropping one drops its shadow tables, which refuse a drop of their
  // own ("if exists" then skips them). The rest newest first, so each child table goes before the
  // parent its foreign keys name (D1 enforces them, and dropping a child whose parent is gone fails).
  const ordered = [...results.filter((t) => t.virtual), ...results.filter((t) => !t.virtual).reverse()];
  await env.DB.batch(ordered.map(({ name }) => env.DB.prepare(`drop table if exists "${name}"`)));
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
