/**
 * `npm run bench:inbox`: the admin at 100,000 inquiries. Fills an isolated local D1 (a temporary
 * persist directory, never .wrangler/state) with 100,000 inquiries of every type and status with
 * varied text, and 2,000 blog posts, then serves the production build on it and measures over
 * HTTP, signed in as the local admin: the inbox's page 1 and page 2,000, a search word, a filter,
 * the dashboard counts, its leads by month and its lead-desk figures (p50/p95 of BENCH_REQUESTS
 * sequential requests each), and the CSV export of all 100,000 rows (total time of BENCH_EXPORTS
 * downloads). The inquiries carry the lead desk's columns (stages, first responses, outcomes,
 * follow-ups, three in four assigned to the local admin). SKIP_BUILD=1 reuses dist/.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { ensureAdmin } from "../../worker/auth/admins";
import { getDb } from "../../worker/db/client";
import type { Env } from "../../worker/env";
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD } from "../local-env";
import { serveBuild } from "../serve-build";
import { seedInbox } from "./inbox-seed";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 3);
const INQUIRIES = 100_000;
const POSTS = 2_000;
const TARGET_MS = 30;
const EXPORT_TARGET_S = 10;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

if (process.env.SKIP_BUILD !== "1") run("npx", ["vite", "build", "--logLevel", "warn"]);

const persistDir = mkdtempSync(join(tmpdir(), "bench-inbox-"));
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistDir]);

console.log(`Seeding ${INQUIRIES.toLocaleString("en-IN")} inquiries and ${POSTS.toLocaleString("en-IN")} posts into ${persistDir} …`);
const seedStarted = performance.now();
// wrangler's --persist-to DIR keeps its data under DIR/v3; the served worker opens the same files.
const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: `${persistDir}/v3` }, remoteBindings: false });
try {
  // The local admin first (as `npm start`'s seed creates it, which then finds it present), so the
  // leads can be assigned to someone.
  const db = getDb(proxy.env.DB);
  await ensureAdmin(db, LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD);
  const admin = await db.query.adminUsers.findFirst({ columns: { id: true } });
  await seedInbox(proxy.env.DB, INQUIRIES, POSTS, admin?.id ?? null);
} finally {
  await proxy.dispose();
}
console.log(`Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.\n`);

const { base, stop } = await serveBuild({ persistDir });
try {
  const login = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const get = (path: string) => fetch(base + path, { headers: { Cookie: cookie } });

  type Body = { total?: number; rows?: unknown[]; byService?: { rows: unknown[] }; bySource?: { rows: unknown[] } };
  async function measure(path: string, check: (body: Body) => string) {
    const first = await get(path);
    if (!first.ok) throw new Error(`${path}: ${first.status} ${await first.text()}`);
    const note = check((await first.json()) as Body);
    for (let i = 0; i < 10; i++) await (await get(path)).arrayBuffer(); // warm up
    const latencies: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      await (await get(path)).arrayBuffer();
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), note };
  }

  const rowsAndTotal = (b: Body) => `${b.rows?.length} rows of ${b.total?.toLocaleString("en-IN")}`;
  const cases: [string, string, (b: Body) => string][] = [
    // Baselines: the request path alone (no query), and with the session check every admin call makes.
    ["Baseline: /api/health", "/api/health", () => "select 1"],
    ["Baseline: signed-in /api/admin/me", "/api/admin/me", () => "session check only"],
    ["Inquiry list, page 1", "/api/admin/inquiries", rowsAndTotal],
    ["Inquiry list, page 2,000", "/api/admin/inquiries?page=2000", rowsAndTotal],
    ["Search one word (“valuation”)", "/api/admin/inquiries?q=valuation", rowsAndTotal],
    ["Search a rare name (“Kavya Desai”)", "/api/admin/inquiries?q=kavya%20desai", rowsAndTotal],
    ["Filter (new quotes)", "/api/admin/inquiries?status=new&type=quote", rowsAndTotal],
    ["Dashboard counts", "/api/admin/dashboard", () => "six counts + recent activity"],
    ["Dashboard leads by month", "/api/admin/dashboard/leads", (b) => `${b.byService?.rows.length} service lines, ${b.bySource?.rows.length} sources`],
    ["Dashboard lead desk", "/api/admin/dashboard/lead-desk", () => "response times, stages, outcomes, conversion, follow-ups"],
  ];

  console.log(`${REQUESTS} sequential requests each over HTTP, wrangler dev (local workerd), production build\n`);
  console.log("case".padEnd(34) + "p50 ms".padStart(9) + "p95 ms".padStart(9) + `  target p95 ≤ ${TARGET_MS} ms`);
  const lines: string[] = [];
  for (const [label, path, check] of cases) {
    const r = await measure(path, check);
    const verdict = r.p95 <= TARGET_MS ? "met" : "MISSED";
    console.log(label.padEnd(34) + r.p50.toFixed(1).padStart(9) + r.p95.toFixed(1).padStart(9) + `  ${verdict} (${r.note})`);
    lines.push(`| ${label} | \`${path}\` | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${verdict} |`);
  }

  const exportTimes: number[] = [];
  let exportedRows = 0;
  for (let i = 0; i < EXPORTS; i++) {
    const t0 = performance.now();
    const text = await (await get("/api/admin/inquiries/export")).text();
    exportTimes.push((performance.now() - t0) / 1000);
    exportedRows = text.trimEnd().split("\r\n").length - 1;
  }
  exportTimes.sort((a, b) => a - b);
  const slowest = exportTimes[exportTimes.length - 1];
  console.log(
    `\nCSV export of every inquiry: ${exportedRows.toLocaleString("en-IN")} rows in ` +
      `${exportTimes.map((s) => s.toFixed(2)).join(" / ")} s (target ≤ ${EXPORT_TARGET_S} s: ${slowest <= EXPORT_TARGET_S ? "met" : "MISSED"})`,
  );
  console.log("\nMarkdown rows for docs/performance.md:\n" + lines.join("\n"));
} finally {
  stop();
  rmSync(persistDir, { recursive: true, force: true });
}
