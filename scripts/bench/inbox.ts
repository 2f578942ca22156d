/**
 * `npm run bench:inbox`: the admin at 100,000 inquiries. Fills an isolated local D1 (a temporary
 * persist directory, never .wrangler/state) with 100,000 inquiries of every type and status with
 * varied text, and 2,000 blog posts, then serves the production build on it and measures over
 * HTTP, signed in as the local admin: the inbox's page 1 and page 2,000, a search word, a filter,
 * the dashboard counts, its leads by month and its lead-desk figures (p50/p95 of BENCH_REQUESTS
 * sequential requests each), and the CSV export of all 100,000 rows (total time of BENCH_EXPORTS
 * downloads); then the three dashboard endpoints again signed in as an advisor held to their own
 * leads (Settings → Lead desk), who holds half of the assigned ones. The inquiries carry the lead
 * desk's columns (stages, first responses, outcomes, follow-ups, three in four assigned, in turn
 * to the local admin and the advisor). SKIP_BUILD=1 reuses dist/.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { eq } from "drizzle-orm";
import { ensureAdmin } from "../../worker/staff/admins";
import { getDb } from "../../worker/db/client";
import { adminUsers } from "../../worker/access/tables";
import { saveLeadDeskSettings } from "../../worker/leads/settings";
import type { Env } from "../../worker/env";
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD } from "../local-env";
import { serveBuild } from "../serve-build";
import { seedInbox } from "./inbox-seed";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 3);
const INQUIRIES = 100_000;
const POSTS = 2_000;
const TARGET_MS = 30;
/** The advisor held to their own leads, created for the bench with the local admin's password. */
const ADVISOR_EMAIL = "bench.advisor@example.com";
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
  // leads can be assigned to someone; then an advisor, held to their own leads.
  const db = getDb(proxy.env.DB);
  await ensureAdmin(db, LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD);
  await ensureAdmin(db, ADVISOR_EMAIL, LOCAL_ADMIN_PASSWORD);
  await db.update(adminUsers).set({ role: "advisor" }).where(eq(adminUsers.email, ADVISOR_EMAIL));
  await saveLeadDeskSettings(db, { rule: "none", serviceOwners: {}, advisorsOwnOnly: true });
  const staff = await db.select({ id: adminUsers.id }).from(adminUsers).orderBy(adminUsers.id);
  await seedInbox(proxy.env.DB, INQUIRIES, POSTS, staff.map((s) => s.id));
} finally {
  await proxy.dispose();
}
console.log(`Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.\n`);

const { base, stop } = await serveBuild({ persistDir });
try {
  async function signIn(email: string) {
    const login = await fetch(`${base}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ email, password: LOCAL_ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
    return (login.headers.get("set-cookie") ?? "").split(";")[0];
  }
  let cookie = await signIn(LOCAL_ADMIN_EMAIL);
  const get = (path: string) => fetch(base + path, { headers: { Cookie: cookie } });

  type Body = {
    total?: number;
    rows?: unknown[];
    byService?: { rows: unknown[] };
    bySource?: { rows: unknown[] };
    stats?: { inquiries?: { total: number } };
    outcomes?: { won: number };
    ownLeadsOnly?: boolean;
  };
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
  /** An advisor's answer must be their own leads' figures: the bench would otherwise measure the firm's. */
  const own = (note: (b: Body) => string) => (b: Body) => {
    if (!b.ownLeadsOnly) throw new Error("The advisor was answered the firm's figures");
    return note(b);
  };
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

  const advisorCases: [string, string, (b: Body) => string][] = [
    ["Advisor's own: dashboard counts", "/api/admin/dashboard", own((b) => `${b.stats?.inquiries?.total.toLocaleString("en-IN")} of their inquiries`)],
    ["Advisor's own: leads by month", "/api/admin/dashboard/leads", own((b) => `${b.byService?.rows.length} service lines, ${b.bySource?.rows.length} sources`)],
    ["Advisor's own: lead desk", "/api/admin/dashboard/lead-desk", own((b) => `${b.outcomes?.won} won this month`)],
  ];

  console.log(`${REQUESTS} sequential requests each over HTTP, wrangler dev (local workerd), production build\n`);
  console.log("case".padEnd(34) + "p50 ms".padStart(9) + "p95 ms".padStart(9) + `  target p95 ≤ ${TARGET_MS} ms`);
  const lines: string[] = [];
  async function measureAll(list: typeof cases) {
    for (const [label, path, check] of list) {
      const r = await measure(path, check);
      const verdict = r.p95 <= TARGET_MS ? "met" : "MISSED";
      console.log(label.padEnd(34) + r.p50.toFixed(1).padStart(9) + r.p95.toFixed(1).padStart(9) + `  ${verdict} (${r.note})`);
      lines.push(`| ${label} | \`${path}\` | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${verdict} |`);
    }
  }
  await measureAll(cases);

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

  cookie = await signIn(ADVISOR_EMAIL);
  console.log("\nSigned in as an advisor held to their own leads (half of the assigned ones):");
  await measureAll(advisorCases);
  console.log("\nMarkdown rows for docs/performance.md:\n" + lines.join("\n"));
} finally {
  stop();
  rmSync(persistDir, { recursive: true, force: true });
}
