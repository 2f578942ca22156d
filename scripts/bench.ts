/**
 * `npm run bench [-- site|inbox|all] [--routes=/,/contact] [--runs=3]` (default all): measures the
 * production build, served locally with a fresh database, and prints one table per part.
 *
 * site, for every public route (tests/browser/public-routes.ts):
 *   - in Chromium at a phone's viewport, the JavaScript fetched before any interaction, until the
 *     network is quiet: files and gzip bytes (scripts/bench/first-load-js.ts);
 *   - Lighthouse mobile (simulated throttling), the median of `--runs` runs (3) of each figure, for
 *     the routes `--routes` names (default: every public route but the 404; about 21 s a run on the
 *     2-core machines here, so all 55 pages take over an hour: name a few for a quick look);
 *   - INP of a scripted visit to /contact under 4× CPU slowdown (scripts/bench/inp.ts);
 *   - at 50 connections (autocannon), requests per second and p99 latency of a cold page (every
 *     request a cache miss: a new query string each time), then a warm-cache page and a static file
 *     of about its size and unknown paths (each request a new one), alternating three times, and
 *     the medians of warm ÷ static and unknown ÷ warm (scripts/bench/throughput.ts);
 *   - the Worker's start: active CPU by `wrangler check startup`, median of 5, beside an empty Hono
 *     Worker's (scripts/bench/startup.ts).
 * inbox: scripts/bench/inbox.ts (the admin at 100,000 inquiries), when that file exists.
 *
 * SKIP_BUILD=1 reuses dist/; BENCH_SECONDS (10) per load test; BENCH_LIGHTHOUSE=0 skips Lighthouse.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { get } from "node:http";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { publicRoutes } from "../tests/browser/public-routes";
import { launchChromium } from "./bench/browser";
import { type FirstLoad, measureFirstLoad } from "./bench/first-load-js";
import { CPU_SLOWDOWN, measureInp } from "./bench/inp";
import { BUILT_WORKER_CONFIG, emptyHonoStartupMs, startupMs } from "./bench/startup";
import { CONNECTIONS, load, type LoadResult, staticFileNear } from "./bench/throughput";
import { compressingProxy } from "./bench/compressing-proxy";
import { lighthouse, type LighthouseResult } from "./lighthouse-run";
import { serveBuild } from "./serve-build";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { routes: { type: "string" }, runs: { type: "string", default: "3" } },
});
const MODE = positionals[0] ?? "all";
if (!["site", "inbox", "all"].includes(MODE)) {
  console.error("Usage: npm run bench -- [site|inbox|all] [--routes=/,/contact] [--runs=3]");
  process.exit(2);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(options.runs);
const INBOX_BENCH = "scripts/bench/inbox.ts";
/** The route whose 404 is the not-found page: no page for Lighthouse to score. */
const NOT_FOUND_ROUTE = "/a-page-that-does-not-exist";
const LIGHTHOUSE_ROUTES = options.routes?.split(",").map((route) => route.trim()) ?? publicRoutes.filter((route) => route !== NOT_FOUND_ROUTE);

/** Issue 25's limits: JS before interaction on any public route, and the goal for a page without a form. */
const JS_LIMIT = 20 * 1024;
const JS_GOAL_WITHOUT_FORM = 5 * 1024;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pad = (value: string | number, width: number) => String(value).padStart(width);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Requests a page once, as a visitor would, to fill the edge cache. On a connection of its own,
 * closed after it (`agent: false`): a pooled keep-alive socket may have been closed by the server
 * while Lighthouse ran, and reusing it fails with "other side closed". Resolves to the body's bytes.
 */
async function visit(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${res.statusCode}`))));
      res.on("error", reject);
    }).on("error", reject);
  });
}

async function firstLoadTable(base: string) {
  console.log("\nJavaScript fetched before any interaction (Chromium, Moto G4 viewport, until the network is quiet; gzip by zlib)\n");
  console.log("route".padEnd(58) + pad("status", 7) + pad("files", 7) + pad("JS KB", 8));
  const browser = await launchChromium();
  const results: FirstLoad[] = [];
  try {
    for (const route of publicRoutes) {
      const r = await measureFirstLoad(browser, base, route);
      results.push(r);
      console.log(route.padEnd(58) + pad(r.status, 7) + pad(r.files, 7) + pad(kb(r.gzip) + (r.gzip > JS_LIMIT ? "*" : " "), 8));
    }
  } finally {
    await browser.close();
  }
  const max = results.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const min = results.reduce((a, b) => (b.gzip < a.gzip ? b : a));
  console.log(`* over ${kb(JS_LIMIT)} KB (the limit; the goal for a page without a form is ${kb(JS_GOAL_WITHOUT_FORM)} KB)`);
  console.log(`max ${kb(max.gzip)} KB in ${max.files} files (${max.path}); min ${kb(min.gzip)} KB in ${min.files} files (${min.path})`);
  console.log(`largest files on ${max.path}: ${max.scripts.slice(0, 5).map((s) => `${s.url} ${kb(s.gzip)} KB`).join(", ")}`);
}

async function lighthouseTable(base: string) {
  console.log(`\nLighthouse mobile (simulated throttling), median of ${RUNS} runs of each figure\n`);
  console.log("route".padEnd(58) + pad("perf", 6) + pad("a11y", 6) + pad("best", 6) + pad("seo", 5) + pad("LCP ms", 8) + pad("TBT ms", 8) + pad("CLS", 7));
  const started = Date.now();
  for (const route of LIGHTHOUSE_ROUTES) {
    await visit(base + route);
    const runs: LighthouseResult[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(base + route));
    const m = (pick: (r: LighthouseResult) => number) => median(runs.map(pick));
    console.log(
      route.padEnd(58) + pad(m((r) => r.performance), 6) + pad(m((r) => r.accessibility), 6) + pad(m((r) => r.bestPractices), 6) +
        pad(m((r) => r.seo), 5) + pad(Math.round(m((r) => r.lcp)), 8) + pad(Math.round(m((r) => r.tbt)), 8) + pad(m((r) => r.cls).toFixed(3), 7),
    );
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`${LIGHTHOUSE_ROUTES.length} routes × ${RUNS} runs in ${Math.round(seconds)} s (${(seconds / (LIGHTHOUSE_ROUTES.length * RUNS)).toFixed(1)} s a run)`);
}

async function inpLine(base: string) {
  const browser = await launchChromium();
  try {
    const r = await measureInp(browser, base);
    console.log(
      `\nINP on /contact at ${CPU_SLOWDOWN}× CPU slowdown (tap Full Name, type, tap Send Message with the email empty): ` +
        `${Math.round(r.inp)} ms, the slowest of ${r.interactions} interactions a ${r.slowest} (target ≤ 200 ms, goal 100 ms)`,
    );
  } finally {
    await browser.close();
  }
}

/** Warm and static alternate this many times: on a shared machine the static file's own rate moves ±20% between runs. */
const THROUGHPUT_PAIRS = 3;

async function throughputTable(base: string) {
  const warmPath = "/services/financial-consultancy";
  const pageBytes = await visit(base + warmPath);
  const file = staticFileNear(pageBytes);
  console.log(
    `\nThroughput at ${CONNECTIONS} connections, ${SECONDS} s each (autocannon, wrangler dev's local workerd, no compression); ` +
      `warm and static alternate ${THROUGHPUT_PAIRS} times\n`,
  );
  console.log("what".padEnd(72) + pad("req/s", 9) + pad("p99 ms", 9) + pad("errors", 8));
  const row = (label: string, r: LoadResult) => console.log(label.padEnd(72) + pad(Math.round(r.rps), 9) + pad(r.p99, 9) + pad(r.errors, 8));
  row(`cold page (${warmPath}?cold=<n>, every one a miss)`, await load(base + warmPath, SECONDS, "query"));
  const ratios: number[] = [];
  const misses: number[] = [];
  for (let pair = 1; pair <= THROUGHPUT_PAIRS; pair++) {
    const warm = await load(base + warmPath, SECONDS);
    row(`warm-cache page (${warmPath}, ${kb(pageBytes)} KB), pair ${pair}`, warm);
    const still = await load(base + file.path, SECONDS);
    row(`static file (${file.path}, ${kb(file.bytes)} KB), pair ${pair}`, still);
    // Every request a path no page has, as bots probe: the language's kept not-found page (issue 52).
    const unknown = await load(`${base}${UNKNOWN_PATH}`, SECONDS, "path");
    row(`unknown paths (${UNKNOWN_PATH}-<n>, every one new), pair ${pair}`, unknown);
    ratios.push(warm.rps / still.rps);
    misses.push(unknown.rps / warm.rps);
  }
  const summary = (values: number[]) => `${median(values).toFixed(2)}, the median of ${values.map((r) => r.toFixed(2)).join(", ")}`;
  console.log(`\nwarm page ÷ static file: ${summary(ratios)} (target ≥ 0.9)`);
  console.log(`unknown path ÷ warm page: ${summary(misses)} (target ≥ 0.9)`);
}

/** A path no page has: each request of the load test adds a number to it. */
const UNKNOWN_PATH = "/no-such-page";
/** `wrangler check startup` runs per Worker, for the median. */
const STARTUP_RUNS = 5;
/** Issue 52's limit on the Worker's start, in milliseconds of active CPU. */
const STARTUP_LIMIT_MS = 30;

function startupTable() {
  console.log(`\nThe Worker's start: active CPU in \`wrangler check startup\`'s profile, median of ${STARTUP_RUNS} (scripts/bench/startup.ts)\n`);
  console.log("what".padEnd(58) + pad("ms", 8) + pad("limit", 8) + "  runs");
  const ms = (value: number) => value.toFixed(1);
  const row = (label: string, runs: number[], limit: number | "") =>
    console.log(label.padEnd(58) + pad(ms(median(runs)), 8) + pad(limit, 8) + `  ${runs.map(ms).join(", ")}`);
  row("this Worker (dist/)", startupMs(BUILT_WORKER_CONFIG, STARTUP_RUNS), STARTUP_LIMIT_MS);
  row("an empty Hono Worker, for reference", emptyHonoStartupMs(STARTUP_RUNS), "");
}

/** The machine's load, printed around the figures: on a shared machine it says how far to trust them. */
const loadLine = (when: string) => console.log(`\nload average ${when}: ${loadavg().map((n) => n.toFixed(2)).join(", ")} (1, 5, 15 min)`);

async function benchSite() {
  const { base, stop } = await serveBuild();
  loadLine("before");
  try {
    await firstLoadTable(base);
    if (process.env.BENCH_LIGHTHOUSE !== "0") {
      // Through a gzip proxy: the edge compresses what wrangler dev sends raw (./bench/compressing-proxy.ts).
      const proxy = await compressingProxy(base);
      try {
        await lighthouseTable(proxy.base);
      } finally {
        proxy.stop();
      }
    }
    await inpLine(base);
    await throughputTable(base);
    startupTable();
    loadLine("after");
  } finally {
    stop();
  }
}

if (process.env.SKIP_BUILD !== "1") spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
if (MODE !== "inbox") await benchSite();
if (MODE !== "site") {
  if (existsSync(INBOX_BENCH)) {
    const run = spawnSync("npx", ["tsx", INBOX_BENCH], { stdio: "inherit", env: { ...process.env, SKIP_BUILD: "1" } });
    if (run.status !== 0) process.exitCode = run.status ?? 1;
  } else {
    console.log(`\n${INBOX_BENCH} is not here yet: the admin benchmark is skipped.`);
  }
}
