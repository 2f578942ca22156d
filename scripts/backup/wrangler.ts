import { spawn } from "node:child_process";
import { join, resolve as resolvePath } from "node:path";

/**
 * Runs a wrangler command and resolves with what it printed; rejects with its output on failure.
 * `project` is the folder whose wrangler.toml it reads, `state` the folder its `--local` commands
 * keep the local database and bucket in (wrangler's --persist-to; `v3/` under it).
 */
export type Wrangler = ((args: string[]) => Promise<string>) & { project: string; state: string };

const QUIET = { WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/**
 * The project's own wrangler (or `WRANGLER_BIN`, which the tests point at a stub), run in `cwd`,
 * whose wrangler.toml it reads: the drill runs it in a folder of its own, with a database of its own.
 * `state`, given, is passed as --persist-to to every `--local` command (a server started with
 * PERSIST_DIR keeps its database there); by default, wrangler's own `.wrangler/state` under `cwd`.
 */
export function wranglerIn(cwd = process.cwd(), { echo = false, state }: { echo?: boolean; state?: string } = {}): Wrangler {
  const bin = process.env.WRANGLER_BIN ?? join(process.cwd(), "node_modules", ".bin", "wrangler");
  const statePath = resolvePath(cwd, state ?? join(".wrangler", "state"));
  const persist = (args: string[]) => (state && args.includes("--local") ? [...args, "--persist-to", statePath] : args);
  const run = (args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(bin, persist(args), { cwd, env: { ...process.env, ...QUIET }, stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      let err = "";
      // `echo` shows a long step's progress (migrations, the deploy) as it comes.
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        if (echo) process.stdout.write(chunk);
      });
      child.stderr.on("data", (chunk: Buffer) => {
        err += chunk.toString();
        if (echo) process.stderr.write(chunk);
      });
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`wrangler ${args.join(" ")} failed (exit ${code}):\n${err || out}`))));
    });
  return Object.assign(run, { project: resolvePath(cwd), state: statePath });
}

/** `wrangler d1 execute --json` → the rows of each statement, in order. */
export async function query<Row = Record<string, unknown>>(wrangler: Wrangler, target: "--local" | "--remote", sql: string): Promise<Row[][]> {
  const out = await wrangler(["d1", "execute", "DB", target, "--json", "--command", sql]);
  // wrangler may print a line or two before the JSON array.
  const results = JSON.parse(out.slice(out.indexOf("["))) as { results: Row[] }[];
  return results.map((result) => result.results);
}
