import { applyD1Migrations, env } from "cloudflare:test";
import { emptyDatabase } from "./schema-snapshot";

/**
 * A migration tested on rows as production holds them: `before()` empties the database and applies
 * every migration up to `name`, for the test to insert its rows; `apply()` then runs `name` itself.
 */
export function migrationUnderTest(name: string) {
  const position = env.TEST_MIGRATIONS.findIndex((m) => m.name === name);
  if (position < 1) throw new Error(`No migration ${name} after the first`);
  return {
    async before() {
      await emptyDatabase(env.DB);
      await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, position));
    },
    apply: () => applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, position + 1)),
  };
}
