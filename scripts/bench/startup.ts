/**
 * The Worker's start: the active CPU of evaluating its modules, from `wrangler check startup`'s CPU
 * profile (every sample's time but the idle ones), the median of several runs. Beside it, for
 * reference, a Worker of nothing but an empty Hono app, bundled and minified by wrangler from the
 * same hono package and compatibility settings: the floor a Worker of this framework starts from.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const BUILT_WORKER_CONFIG = "dist/vriddhi_business_solutions/wrangler.json";

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Milliseconds of active CPU in a startup profile: all sampled time but the idle samples'. */
export function activeMs(profile: CpuProfile): number {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id));
  const micros = profile.samples.reduce((sum, sample, i) => sum + (idle.has(sample) ? 0 : profile.timeDeltas[i]), 0);
  return micros / 1000;
}

function profileStartup(config: string, outfile: string): number {
  const run = spawnSync("npx", ["wrangler", "check", "startup", "-c", config, "--outfile", outfile], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`wrangler check startup -c ${config} failed:\n${run.stderr || run.stdout}`);
  return activeMs(JSON.parse(readFileSync(outfile, "utf8")) as CpuProfile);
}

/** The active CPU of each of `runs` starts of the Worker that `config` describes. */
export function startupMs(config: string, runs: number): number[] {
  const dir = mkdtempSync(join(tmpdir(), "startup-"));
  try {
    return Array.from({ length: runs }, (_, i) => profileStartup(config, join(dir, `${i}.cpuprofile`)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same runs of an empty Hono Worker, written to a temporary directory that resolves hono from this repository. */
export function emptyHonoStartupMs(runs: number): number[] {
  const dir = mkdtempSync(join(resolve("node_modules"), ".empty-hono-"));
  try {
    const built = JSON.parse(readFileSync(BUILT_WORKER_CONFIG, "utf8")) as { compatibility_date: string; compatibility_flags?: string[] };
    writeFileSync(join(dir, "worker.js"), 'import { Hono } from "hono";\nexport default new Hono().get("/", (c) => c.text("ok"));\n');
    writeFileSync(
      join(dir, "wrangler.json"),
      JSON.stringify({ name: "empty-hono", main: "worker.js", minify: true, compatibility_date: built.compatibility_date, compatibility_flags: built.compatibility_flags }),
    );
    return startupMs(join(dir, "wrangler.json"), runs);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
