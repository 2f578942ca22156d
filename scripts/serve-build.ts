/** Serves the existing production build on a free local port with a fresh database, for measurements. */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server (its own process group, so workerd stops with it) and waits for /api/health.
 * `persistDir` holds its D1 and R2, for counting what a measurement stored: a fresh temporary one
 * (removed on stop), or `given`, a database prepared beforehand (migrated and filled), kept on stop.
 */
export async function serveBuild({ persistDir: given }: { persistDir?: string } = {}): Promise<{ base: string; persistDir: string; stop: () => void }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const persistDir = given ?? mkdtempSync(join(tmpdir(), "measure-"));
  const server = spawn("npx", ["tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      SKIP_BUILD: "1",
      PERSIST_DIR: persistDir,
      FORM_RATE_LIMIT: "100000",
      // Measurements log nothing per request.
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    process.kill(-server.pid!, "SIGTERM");
    if (!given) rmSync(persistDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return { base, persistDir, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error("The server did not start within two minutes.");
}
