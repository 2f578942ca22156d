import { createServer } from "node:net";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium";

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
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // Serves the existing production build against a fresh, isolated local D1 and R2.
    command: "rm -rf tests/browser/.output/state && npx tsx scripts/start.ts",
    cwd: "../..",
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    env: {
      PORT: port,
      PERSIST_DIR: "tests/browser/.output/state",
      SKIP_BUILD: "1",
      FORM_RATE_LIMIT: "1000",
      LOGIN_MAX_FAILURES: "50",
    },
  },
});
