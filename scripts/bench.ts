/**
 * `npm run bench`: serves the production build on a free local port with a fresh database and
 * measures (1) throughput and latency of representative routes under bounded concurrency and
 * (2) the first-load weight of a public page (gzip). Numbers only — no pass/fail thresholds.
 *   BENCH_REQUESTS (400 per route), BENCH_CONCURRENCY (8), SKIP_BUILD=1 to reuse dist/.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { serveBuild } from "./serve-build";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUTES = ["/api/health", "/", "/services/legal-consultancy", "/blog", "/blog/startup-funding-guide", "/api/blogs"];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(url: string) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50).toFixed(1),
    p95: percentile(latencies, 95).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
    failures,
  };
}

function firstLoadWeight(html: string) {
  const files = [...html.matchAll(/(?:src|href)="(\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const gzip = (path: string) => gzipSync(readFileSync(join("dist/client", path))).length;
  const js = files.filter((f) => f.endsWith(".js")).reduce((sum, f) => sum + gzip(f), 0);
  const css = files.filter((f) => f.endsWith(".css")).reduce((sum, f) => sum + gzip(f), 0);
  return { html: gzipSync(html).length, js, css };
}

if (process.env.SKIP_BUILD !== "1") spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });

const { base, stop } = await serveBuild();
try {
  console.log(`${REQUESTS} requests per route, concurrency ${CONCURRENCY}, wrangler dev (local workerd)\n`);
  console.log("route".padEnd(34) + "req/s".padStart(7) + "p50 ms".padStart(9) + "p95 ms".padStart(9) + "p99 ms".padStart(9) + "  failures");
  for (const route of ROUTES) {
    for (let i = 0; i < 20; i++) await (await fetch(base + route)).arrayBuffer(); // warm up
    const r = await measure(base + route);
    console.log(route.padEnd(34) + String(r.rps).padStart(7) + r.p50.padStart(9) + r.p95.padStart(9) + r.p99.padStart(9) + `  ${r.failures}`);
  }
  const weight = firstLoadWeight(await (await fetch(base + "/")).text());
  console.log(`\nFirst load of / (gzip): HTML ${(weight.html / 1024).toFixed(1)} KB, JS ${(weight.js / 1024).toFixed(1)} KB, CSS ${(weight.css / 1024).toFixed(1)} KB`);
} finally {
  stop();
}
