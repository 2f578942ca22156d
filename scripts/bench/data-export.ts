/**
 * `npm run bench:export`: the owner's data export (Settings → Export all data) at `npm run
 * bench:inbox`'s 100,000 inquiries and 2,000 posts (the same seed, scripts/bench/inbox-seed.ts,
 * in a temporary persist directory), served from the production build. Signs in as the local admin
 * (the owner), proves it with the password (step-up), downloads the archive to a temporary file and
 * reports: wall time, the CPU time workerd spent (user + system, from /proc, D1's SQLite included:
 * locally it runs in the same process, on Cloudflare in its own, so this is an upper bound of the
 * Worker's share), workerd's peak resident memory, the archive's size, `unzip -t` (every CRC read
 * back) and the inquiries' rows. BENCH_EXPORTS downloads (2 by default); BENCH_INQUIRIES another
 * count of inquiries. SKIP_BUILD=1 reuses dist/.
 */
import { spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { getPlatformProxy } from "wrangler";
import { ensureAdmin } from "../../worker/staff/admins";
import { getDb } from "../../worker/db/client";
import type { Env } from "../../worker/env";
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD } from "../local-env";
import { serveBuild } from "../serve-build";
import { seedInbox } from "./inbox-seed";

const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 2);
/** bench:inbox's count; BENCH_INQUIRIES compares another (memory that grew with the rows would show). */
const INQUIRIES = Number(process.env.BENCH_INQUIRIES ?? 100_000);
const POSTS = 2_000;
/** Workers Paid's default CPU limit of one request. */
const CPU_LIMIT_S = 30;
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"]).stdout.toString().trim() || 100);

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

/**
 * The workerd processes serving this build (the Worker, with its D1 and R2 alongside), told from
 * any other on the machine by the PERSIST_DIR they inherited from the server's start.
 */
function workerdPids(persistDir: string): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("workerd") && readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes(`PERSIST_DIR=${persistDir}`);
      } catch {
        return false;
      }
    });
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

if (process.env.SKIP_BUILD !== "1") run("npx", ["vite", "build", "--logLevel", "warn"]);

const persistDir = mkdtempSync(join(tmpdir(), "bench-export-"));
const work = mkdtempSync(join(tmpdir(), "bench-export-zip-"));
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistDir]);
console.log(`Seeding ${INQUIRIES.toLocaleString("en-IN")} inquiries and ${POSTS.toLocaleString("en-IN")} posts …`);
const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: `${persistDir}/v3` }, remoteBindings: false });
try {
  const db = getDb(proxy.env.DB);
  await ensureAdmin(db, LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD);
  await seedInbox(proxy.env.DB, INQUIRIES, POSTS, []);
} finally {
  await proxy.dispose();
}

const { base, stop } = await serveBuild({ persistDir });
try {
  const headers = (cookie: string, extra: Record<string, string> = {}) => ({ Cookie: cookie, Origin: base, ...extra });
  const login = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  let cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const pids = workerdPids(persistDir);
  if (pids.length === 0) throw new Error("No workerd process found to measure");
  console.log(`\nworkerd processes: ${pids.join(", ")}; resident before: ${pids.map((pid) => rssMb(pid).toFixed(0)).join(" / ")} MB\n`);

  for (let i = 0; i < EXPORTS; i++) {
    const reverify = await fetch(`${base}/api/admin/session/reverify`, {
      method: "POST",
      headers: headers(cookie, { "Content-Type": "application/json" }),
      body: JSON.stringify({ password: LOCAL_ADMIN_PASSWORD }),
    });
    if (!reverify.ok) throw new Error(`Step-up failed: ${reverify.status} ${await reverify.text()}`);
    cookie = (reverify.headers.get("set-cookie") ?? "").split(";")[0]!;
    const { proof } = (await reverify.json()) as { proof: string };

    const file = join(work, `export-${i}.zip`);
    const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/admin/data-export`, { method: "POST", headers: headers(cookie, { "X-Step-Up": proof }) });
    if (!res.ok || !res.body) throw new Error(`Export failed: ${res.status} ${await res.text()}`);
    const firstByte = performance.now() - t0;
    await pipeline(Readable.fromWeb(res.body as import("node:stream/web").ReadableStream<Uint8Array>), createWriteStream(file));
    const seconds = (performance.now() - t0) / 1000;
    const cpu = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore;
    const size = statSync(file).size;

    const test = spawnSync("unzip", ["-t", "-q", file], { encoding: "utf8" });
    const rows = spawnSync("sh", ["-c", `unzip -p '${file}' spreadsheets/inquiries.csv | wc -l`], { encoding: "utf8" }).stdout.trim();
    const listing = spawnSync("unzip", ["-l", file], { encoding: "utf8" }).stdout.trim().split("\n").at(-1)!.trim();
    console.log(
      `Export ${i + 1}: ${(size / 1024 / 1024).toFixed(1)} MB archive (${listing}) in ${seconds.toFixed(1)} s, first byte after ${firstByte.toFixed(0)} ms; ` +
        `workerd CPU ${cpu.toFixed(1)} s (limit ${CPU_LIMIT_S} s: ${cpu < CPU_LIMIT_S ? "under" : "OVER"}); ` +
        `peak resident ${pids.map((pid) => peakRssMb(pid).toFixed(0)).join(" / ")} MB; ` +
        `inquiries.csv ${Number(rows) - 1} rows; unzip -t: ${test.status === 0 ? "no errors" : `FAILED ${test.stdout}${test.stderr}`}`,
    );
  }
} finally {
  stop();
  rmSync(persistDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
}
