import { mkdirSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");
// The ASSETS binding needs its directory to exist even before the first build. Tests of server-rendered
// pages read the built index.html through it, so `npm test` builds before it runs these tests.
mkdirSync(path.join(root, "dist/client"), { recursive: true });

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        main: path.join(root, "worker/index.ts"),
        wrangler: { configPath: path.join(root, "wrangler.toml") },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            SESSION_SECRET: "test-session-secret-0123456789abcdef",
            // The per-email slowdown is real in tests, only short: tests fail dozens of sign-ins.
            LOGIN_SLOWDOWN_STEP_MS: "5",
            // No test reaches the network: the breached-password tests inject a recording fetch.
            BREACHED_PASSWORD_CHECK: "off",
            // The newsletter's bulk mail goes to the simulated provider (tests that read it inject a recording one).
            BULK_MAIL_PROVIDER: "simulated",
          },
        },
      }),
    ],
    // The same `@/` alias as vite.config.ts: server rendering imports the React app.
    resolve: { alias: { "@/": path.join(root, "web/") } },
    test: {
      root,
      // web/ tests are of modules the worker runs too (server rendering), so workerd suits them.
      include: ["core/**/*.test.ts", "worker/**/*.test.ts", "web/**/*.test.ts", "tests/security/**/*.test.ts"],
      setupFiles: [path.join(root, "worker/testing/apply-migrations.ts")],
    },
  };
});
