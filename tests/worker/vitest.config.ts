import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { unstable_splitSqlQuery } from "wrangler";
import { defineConfig } from "vitest/config";
import { NODE_TESTS } from "./node-tests.ts";

const root = path.resolve(import.meta.dirname, "../..");
// The ASSETS binding needs its directory to exist even before the first build. Tests of server-rendered
// pages read the built index.html through it, so `npm test` builds before it runs these tests.
mkdirSync(path.join(root, "dist/client"), { recursive: true });

/** The schema snapshot every file starts from (worker/testing/schema-snapshot.ts); none yet, until `npm run test:schema`. */
export const SCHEMA_SNAPSHOT = path.join(root, "tests/worker/schema.sql");
const snapshot = existsSync(SCHEMA_SNAPSHOT) ? unstable_splitSqlQuery(readFileSync(SCHEMA_SNAPSHOT, "utf8")) : [];

// The same `@/` alias as vite.config.ts: server rendering imports the React app.
const resolve = { alias: { "@/": path.join(root, "web/") } };

/**
 * The workerd project loads these packages pre-bundled, a module each, instead of file by file
 * through the test runner (lucide-react alone is 2,000 files): every specifier of them the code
 * imports, so that a class or a React context is one copy whichever path reaches it. React's JSX
 * runtimes are imported by the compiled JSX, not the code.
 */
const PREBUNDLED_PACKAGES = ["react", "react-dom", "react-router", "react-router-dom", "lucide-react", "hono", "@hono/valibot-validator", "drizzle-orm", "valibot", "xss", "pdf-lib", "@simplewebauthn/server", "otpauth", "uqr", "diff"];

function prebundled(): string[] {
  const specifiers = new Set(["react/jsx-runtime", "react/jsx-dev-runtime"]);
  const sources = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(file);
      return /\.tsx?$/.test(entry.name) ? [file] : [];
    });
  // Value imports only: a type-only module (drizzle-orm/query-builders/select.types) has nothing to bundle.
  const importFrom = /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"([^"]+)"|\bimport\("([^"]+)"\)/gm;
  for (const file of ["core", "worker", "web"].flatMap(sources)) {
    for (const match of readFileSync(path.join(root, file), "utf8").matchAll(importFrom)) {
      const specifier = match[1] ?? match[2];
      if (PREBUNDLED_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))) specifiers.add(specifier);
    }
  }
  return [...specifiers].sort();
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, "migrations"));
  return {
    test: {
      root,
      // The JSON report is what `npm run test:names` reads.
      reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
      projects: [
        {
          plugins: [
            cloudflareTest({
              main: path.join(root, "worker/index.ts"),
              wrangler: { configPath: path.join(root, "wrangler.toml") },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  TEST_SCHEMA: snapshot,
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
          resolve,
          test: {
            name: "workerd",
            // web/ tests are of modules the worker runs too (server rendering), so workerd suits them.
            include: ["core/**/*.test.ts", "worker/**/*.test.ts", "web/**/*.test.ts", "tests/security/**/*.test.ts"],
            exclude: [...NODE_TESTS],
            // The files of a pool worker share its Miniflare and isolate: starting one and loading the
            // Worker's modules costs seconds, a file's own tests mostly milliseconds. Each file starts
            // afresh instead (worker/testing/fresh-start.ts).
            isolate: false,
            setupFiles: [path.join(root, "worker/testing/start-file.ts")],
            deps: { optimizer: { ssr: { enabled: true, include: prebundled() } } },
          },
        },
        {
          resolve,
          test: {
            name: "node",
            environment: "node",
            include: [...NODE_TESTS],
          },
        },
      ],
    },
  };
});
