import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { applySchema, databaseState, emptyDatabase, schemaSql } from "./schema-snapshot";

/*
 * The snapshot every worker test file starts from is exactly what the migrations make. After a new
 * migration the first test fails until `npm run test:schema` writes tests/worker/schema.sql again
 * (docs/testing.md); the second compares the database the committed snapshot builds with the one the
 * migrations build: every table, column, index, trigger and full-text table, and every row.
 */
describe("the schema snapshot", () => {
  let migrated: Awaited<ReturnType<typeof databaseState>>;
  let sql: string;
  let fromSnapshot: Awaited<ReturnType<typeof databaseState>>;

  beforeAll(async () => {
    await emptyDatabase(env.DB);
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    migrated = await databaseState(env.DB);
    sql = await schemaSql(env.DB);
    await emptyDatabase(env.DB);
    await applySchema(env.DB, env.TEST_SCHEMA);
    fromSnapshot = await databaseState(env.DB);
  });

  it("is written from the migrations (npm run test:schema after adding one)", async () => {
    await expect(sql).toMatchFileSnapshot("../../tests/worker/schema.sql");
  });

  it("builds the same database as every migration applied in order", () => {
    expect(migrated.rows.d1_migrations).toHaveLength(env.TEST_MIGRATIONS.length);
    expect(fromSnapshot).toEqual(migrated);
  });
});
