import { createServer } from "node:net";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "../../scripts/chromium";
import { STATE_DIR } from "./accounts";

/** A port nobody is listening on; chosen once in the main process and inherited by workers. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
const port = process.env.E2E_PORT;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: ".",
  outputDir: "./.output/results",
  // Every test creates its own data through the API, so tests run in any order, two at a time.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The JSON report is what `npm run test:names` reads.
  reporter: [["list"], ["json", { outputFile: "../../test-results/playwright.json" }]],
  use: {
    baseURL,
    // A trace records every action's DOM and screencast, a tenth of the suite's time, for a file CI
    // has no way to hand back: CI reports the error and its context; a local run keeps the trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The owner signs in once, for the tests that only need to be signed in (accounts.ts).
    { name: "sign-in", testMatch: /sign-in\.setup\.ts$/ },
    { name: "parallel", testIgnore: /site-wide\.spec\.ts$/, dependencies: ["sign-in"] },
    // The adversarial suite (tests/security/*.spec.ts): its own data, so it runs alongside.
    { name: "security", testDir: "../security", testMatch: /\.spec\.ts$/, dependencies: ["sign-in"] },
    // Tests that change what every page shows (e.g. unpublish all openings) run alone, afterwards.
    { name: "site-wide", testMatch: /site-wide\.spec\.ts$/, dependencies: ["parallel"], fullyParallel: false },
  ],
  webServer: {
    // Serves the existing production build on a fresh, isolated local D1 and R2 (test-server.ts:
    // the schema snapshot, the owner, then the settings and passkey tests' admins).
    command: "npx tsx tests/browser/test-server.ts && npx tsx scripts/start.ts",
    cwd: "../..",
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    env: {
      PORT: port,
      PERSIST_DIR: STATE_DIR,
      SKIP_BUILD: "1",
      // Each test sends its own CF-Connecting-IP (fixtures.ts), so the per-IP form limit counts one
      // test's posts: above any test's needs, low enough for a test to reach it on purpose (429).
      FORM_RATE_LIMIT: "20",
      // Tests sign in as a few shared accounts, each test from its own address (fixtures.ts). A
      // wrong password counts for the account from that address and among the address's failed
      // emails, and slows the account down from every address beyond this many: the suite's
      // deliberate wrong passwords and unknown emails stay far below it, so none waits or is locked.
      LOGIN_MAX_FAILURES: "50",
      // Mail on, as with `npm start`: the admin can reply from the inquiry panel. Wrangler only
      // simulates the binding, so nothing leaves the machine.
      MAIL_FROM: "website@example.com",
      NOTIFY_TO: "staff@example.com",
      // Mails carry links only on SITE_URL: the tests that follow a mailed link (password reset,
      // newsletter) open it on this server.
      SITE_URL: baseURL,
      LOG_LEVEL: "warn",
    },
  },
});
