/** Seeds the local D1 database (the one `npm start` serves): first admin and launch articles. */
import { getPlatformProxy } from "wrangler";
import type { Env } from "../worker/env";
import { seedDatabase } from "../worker/seed/seed";
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD } from "./local-env";

// wrangler's --persist-to DIR keeps its data under DIR/v3.
const persistDir = process.env.PERSIST_DIR ?? ".wrangler/state";
const proxy = await getPlatformProxy<Env>({
  configPath: "wrangler.toml",
  persist: { path: `${persistDir}/v3` },
  remoteBindings: false,
});
try {
  const result = await seedDatabase(proxy.env.DB, { adminEmail: LOCAL_ADMIN_EMAIL, adminPassword: LOCAL_ADMIN_PASSWORD });
  console.log(
    `Seeded local database: admin ${result.adminCreated ? "created" : "already present"}, ` +
      `${result.articlesInserted} article(s) added.`,
  );
} finally {
  await proxy.dispose();
}
