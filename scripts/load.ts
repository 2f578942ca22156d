/**
 * `npm run load`: does the local production server keep serving under load and disconnects?
 * Serves the production build (as `npm start` does, with a fresh database and a raised
 * FORM_RATE_LIMIT), or targets LOAD_URL if one is given, then runs in order:
 *   1. a server-rendered page, 2. the largest static asset, at LOAD_CONNECTIONS (50) for
 *      LOAD_SECONDS (30) each;
 *   3. clients that abort mid-response, for LOAD_SECONDS;
 *   4. LOAD_POSTS (500) sequential contact-form submissions, each of which must be stored once;
 * and checks /api/health after each phase. Exits 1 if any request failed or the server stopped.
 *   SKIP_BUILD=1 reuses dist/. Only loopback addresses are ever targeted.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join, relative } from "node:path";
import autocannon from "autocannon";
import { serveBuild } from "./serve-build";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const POSTS = Number(process.env.LOAD_POSTS ?? 500);
const PAGE = "/services/legal-consultancy";

type Row = { phase: string; requests: number; errors: number; rps: number; p50: number; p99: number; note?: string };
const rows: Row[] = [];

function assertLoopback(base: string) {
  const host = new URL(base).hostname;
  if (!["localhost", "127.0.0.1", "[::1]", "::1"].includes(host)) throw new Error(`LOAD_URL must be a loopback address, not ${host}`);
}

/** The largest file of the production build, as a URL path. */
function largestAsset(): string {
  const root = "dist/client";
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  const [largest] = walk(root)
    .filter((f) => !f.endsWith(".html"))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  return "/" + relative(root, largest).split("\\").join("/");
}

async function hammer(phase: string, url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  rows.push({
    phase,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  });
}

/** Opens requests and drops each socket as soon as the first bytes of the answer arrive. */
async function abortingClients(base: string) {
  const { hostname, port } = new URL(base);
  const paths = [PAGE, "/", "/blog", largestAsset()];
  const deadline = Date.now() + SECONDS * 1000;
  let aborted = 0;
  let refused = 0;
  const client = async () => {
    while (Date.now() < deadline) {
      const path = paths[aborted % paths.length];
      await new Promise<void>((resolve) => {
        const req = httpRequest({ hostname, port, path, agent: false }, (res) => {
          res.once("data", () => {
            aborted += 1;
            req.destroy();
            resolve();
          });
          res.once("end", resolve);
        });
        req.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code === "ECONNREFUSED") refused += 1;
          resolve();
        });
        req.end();
      });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  rows.push({ phase: "clients aborting mid-response", requests: aborted + refused, errors: refused, rps: Math.round(aborted / SECONDS), p50: NaN, p99: NaN });
}

/** Sequential contact-form posts; each must answer 201 with a new id. */
async function sequentialPosts(base: string) {
  const latencies: number[] = [];
  const ids = new Set<number>();
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (let i = 0; i < POSTS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/inquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify({
        type: "contact",
        name: `Load Test ${i}`,
        email: `load-${i}@example.com`,
        phone: "",
        subject: "Load test",
        message: `Sequential submission number ${i}.`,
      }),
    });
    const body = (await res.json().catch(() => ({}))) as { id?: number };
    latencies.push(performance.now() - t0);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status === 201 && typeof body.id === "number") ids.add(body.id);
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
  const note = [...statuses].map(([status, count]) => `${count}×${status}`).join(", ") + `; ${ids.size} distinct ids`;
  rows.push({
    phase: `${POSTS} sequential form posts`,
    requests: POSTS,
    errors: POSTS - ids.size,
    rps: Math.round(POSTS / ((performance.now() - started) / 1000)),
    p50: at(50),
    p99: at(99),
    note,
  });
}

async function healthy(base: string, after: string) {
  const status = await fetch(`${base}/api/health`).then((r) => r.status, () => 0);
  rows.push({ phase: `  /api/health after ${after}`, requests: 1, errors: status === 200 ? 0 : 1, rps: NaN, p50: NaN, p99: NaN, note: status ? String(status) : "no answer" });
}

function print() {
  const cell = (n: number) => (Number.isNaN(n) ? "" : String(n));
  console.log("\n" + "phase".padEnd(40) + "requests".padStart(10) + "errors".padStart(8) + "req/s".padStart(8) + "p50 ms".padStart(8) + "p99 ms".padStart(8) + "  note");
  for (const r of rows) {
    console.log(r.phase.padEnd(40) + cell(r.requests).padStart(10) + cell(r.errors).padStart(8) + cell(r.rps).padStart(8) + cell(r.p50).padStart(8) + cell(r.p99).padStart(8) + `  ${r.note ?? ""}`);
  }
}

if (!process.env.LOAD_URL && process.env.SKIP_BUILD !== "1") spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
const server = process.env.LOAD_URL ? { base: process.env.LOAD_URL.replace(/\/$/, ""), stop: () => {} } : await serveBuild();
assertLoopback(server.base);
console.log(`Load on ${server.base}: ${CONNECTIONS} connections, ${SECONDS} s a phase, node ${process.version}`);
try {
  await hammer(`page ${PAGE}`, server.base + PAGE);
  await healthy(server.base, "page load");
  const asset = largestAsset();
  await hammer(`asset ${asset.length > 32 ? "…" + asset.slice(-31) : asset}`, server.base + asset);
  await healthy(server.base, "asset load");
  await abortingClients(server.base);
  await healthy(server.base, "aborted clients");
  await sequentialPosts(server.base);
  await healthy(server.base, "form posts");
} finally {
  server.stop();
}
print();
const failed = rows.some((r) => r.errors > 0);
console.log(failed ? "\nFAILED: some requests failed or the server stopped answering." : "\nOK: no errors, and the server kept answering.");
process.exit(failed ? 1 : 0);
