/**
 * `npx tsx scripts/measure-misses.ts`: what a miss, a page 404 and a warm page cost on the local
 * production server (the existing build, served as `npm start` does, a fresh D1; SKIP_BUILD is implied,
 * so run `npm run build` first). For each path: the answer's status and cache headers, then
 * MEASURE_SECONDS (10) of load at MEASURE_CONNECTIONS (50) connections. Requests per second and
 * latency are all local tools show: workerd reports no CPU time per request.
 */
import autocannon from "autocannon";
import { serveBuild } from "./serve-build";

const SECONDS = Number(process.env.MEASURE_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.MEASURE_CONNECTIONS ?? 50);
const PATHS = (process.env.MEASURE_PATHS ?? "/wp-login.php,/no-such-page,/about,/favicon.svg").split(",");

const { base, stop } = await serveBuild();
try {
  for (const path of PATHS) {
    // Warm: the template, the page or the kept not-found page, and the content version.
    for (let i = 0; i < 3; i++) await (await fetch(`${base}${path}`, { redirect: "manual" })).arrayBuffer();
    const probe = await fetch(`${base}${path}`, { redirect: "manual" });
    const bytes = (await probe.arrayBuffer()).byteLength;
    const headers = ["X-Cache", "Cache-Control", "Cache-Tag"].map((name) => `${name}: ${probe.headers.get(name) ?? "-"}`).join("; ");
    const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS });
    console.log(
      `${path}\t${probe.status}\t${bytes} B\t${Math.round(result.requests.average)} req/s\tp50 ${result.latency.p50} ms\tp99 ${result.latency.p99} ms\t` +
        `errors ${result.errors + result.timeouts}\t${headers}`,
    );
  }
} finally {
  stop();
}
