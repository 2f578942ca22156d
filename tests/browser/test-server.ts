/**
 * The browser tests' database (playwright.config.ts starts `npm start` on it): a fresh local D1 built
 * from the schema snapshot (tests/worker/schema.sql: what every migration gives, as
 * worker/testing/schema-snapshot.test.ts proves) and the test accounts, the owner first (accounts.ts).
 * One workerd start, where `wrangler d1 migrations apply` and the admin command took one per
 * migration and per account.
 */
import { readFileSync, rmSync } from "node:fs";
import { getPlatformProxy, unstable_splitSqlQuery } from "wrangler";
import type { Env } from "../../worker/env";
import { adminCliStatements } from "../../worker/staff/admin-cli";
import { normalizeEmail } from "../../worker/staff/admins";
import { hashPassword } from "../../worker/access/password";
import { applySchema } from "../../worker/testing/schema-snapshot";
import { ADMIN, PASSKEY_ADMIN, SETTINGS_ADMIN, STATE_DIR } from "./accounts";

rmSync(STATE_DIR, { recursive: true, force: true });
// wrangler's --persist-to DIR keeps its data under DIR/v3.
const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: `${STATE_DIR}/v3` }, remoteBindings: false });
try {
  const db = proxy.env.DB;
  await applySchema(db, unstable_splitSqlQuery(readFileSync("tests/worker/schema.sql", "utf8")));
  for (const account of [ADMIN, SETTINGS_ADMIN, PASSKEY_ADMIN]) {
    const statements = adminCliStatements({ email: normalizeEmail(account.email), passwordHash: await hashPassword(account.password), resetFactors: false, now: new Date().toISOString() });
    await db.batch(statements.map((sql) => db.prepare(sql)));
  }
} finally {
  await proxy.dispose();
}

