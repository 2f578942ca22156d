/**
 * `npm run bench [-- site|inbox|all]` (default all): measures the production build, served locally
 * with a fresh database, and prints one table per part.
 *
 * site: per public route, first-load JS and CSS (gzip, from the Vite manifest: scripts/bundle-weight.ts)
 * and Lighthouse mobile (four scores, LCP, TBT, CLS); then, in one run at 50 connections
 * (autocannon), requests per second and p99 latency of a cold page (every request a cache miss:
 * a new query string each time), a warm-cache page and a small static file, and warm ÷ static.
 * inbox: scripts/bench/inbox.ts (the admin at 100,000 inquiries), when that file exists.
 *
 * SKIP_BUILD=1 reuses dist/; BENCH_SECONDS (10) per load test; BENCH_LIGHTHOUSE=0 skips Lighthouse.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { get } from "node:http";
import autocannon from "autocannon";
import { fileSizes, FIRST_LOAD_JS_TARGET, publicFirstLoad, readManifest } from "./bundle-weight";
import { lighthouse, type LighthouseResult } from "./lighthouse-run";
import { serveBuild } from "./serve-build";

const MODE = process.argv[2] ?? "all";
if (!["site", "inbox", "all"].includes(MODE)) {
  console.error("Usage: npm run bench -- [site|inbox|all]");
  process.exit(2);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const INBOX_BENCH = "scripts/bench/inbox.ts";

/** A page each public route module renders, for Lighthouse; null where a fresh database has none. */
const EXAMPLE_URL: Record<string, string | null> = {
  "web/routes/site/home.tsx": "/",
  "web/routes/site/about.tsx": "/about",
  "web/routes/site/services.tsx": "/services",
  "web/routes/site/service-detail.tsx": "/services/financial-consultancy",
  "web/routes/site/sub-service.tsx": "/services/legal-consultancy/gst-registration",
  "web/routes/site/service-landing.tsx": "/startup-consulting",
  "web/routes/site/blog-list.tsx": "/blog",
  "web/routes/site/blog-article.tsx": "/blog/startup-funding-guide",
  "web/routes/site/contact.tsx": "/contact",
  "web/routes/site/careers.tsx": "/careers",
  "web/routes/site/career-opening.tsx": null,
  "web/routes/site/privacy-policy.tsx": "/privacy-policy",
  "web/routes/site/document.tsx": "/resources/startup-funding-checklist",
  "web/routes/site/search.tsx": "/search?q=gst",
  "web/routes/site/form-outcome.tsx": "/thank-you?form=contact",
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pad = (value: string | number, width: number) => String(value).padStart(width);

/**
 * Requests a page once, as a visitor would, to fill the edge cache. On a connection of its own,
 * closed after it (`agent: false`): a pooled keep-alive socket may have been closed by the server
 * while Lighthouse ran, and reusing it fails with "other side closed".
 */
async function visit(url: string) {
  const status = await new Promise<number | undefined>((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
      res.on("error", reject);
    }).on("error", reject);
  });
  if (status !== 200) throw new Error(`${url} answered ${status}`);
}

async function load(url: string, varyQuery: boolean) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: varyQuery ? [{ setupRequest: (req) => ({ ...req, path: `${new URL(url).pathname}?cold=${n++}` }) }] : undefined,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function benchSite() {
  const manifest = readManifest("dist/client");
  const { gzip } = fileSizes("dist/client");
  // Every public page loads the same first load (the site script): one weight, each route's Lighthouse.
  const firstLoad = publicFirstLoad(manifest, gzip);
  const weights = Object.keys(EXAMPLE_URL).map((module) => ({ module, ...firstLoad }));
  const { base, stop } = await serveBuild();
  try {
    const header =
      "route module (example page)".padEnd(58) + pad("JS KB", 7) + pad("CSS KB", 8) + pad("perf", 6) + pad("a11y", 6) +
      pad("best", 6) + pad("seo", 5) + pad("LCP ms", 8) + pad("TBT ms", 8) + pad("CLS", 7);
    console.log(`\nPublic routes: first-load gzip (target JS ≤ ${kb(FIRST_LOAD_JS_TARGET)} KB, CSS ≤ 20 KB) and Lighthouse mobile\n`);
    console.log(header);
    for (const route of weights) {
      const example = EXAMPLE_URL[route.module];
      let lh: LighthouseResult | undefined;
      if (example && process.env.BENCH_LIGHTHOUSE !== "0") {
        await visit(base + example);
        lh = await lighthouse(base + example);
      }
      const name = `${route.module.replace("web/routes/site/", "")} (${example ?? "no page in a fresh database"})`;
      const over = route.js > FIRST_LOAD_JS_TARGET ? "*" : " ";
      console.log(
        name.padEnd(58) + pad(kb(route.js) + over, 7) + pad(kb(route.css), 8) +
          (lh
            ? pad(lh.performance, 6) + pad(lh.accessibility, 6) + pad(lh.bestPractices, 6) + pad(lh.seo, 5) +
              pad(Math.round(lh.lcp), 8) + pad(Math.round(lh.tbt), 8) + pad(lh.cls.toFixed(3), 7)
            : ""),
      );
    }
    console.log("* over the JS target");

    console.log(`\nThroughput at ${CONNECTIONS} connections, ${SECONDS} s each (autocannon, wrangler dev's local workerd)\n`);
    console.log("what".padEnd(46) + pad("req/s", 9) + pad("p99 ms", 9) + pad("errors", 8));
    const warmPath = "/services/financial-consultancy";
    await visit(base + warmPath);
    const rows: [string, string, boolean][] = [
      [`cold page (${warmPath}?cold=<n>, every one a miss)`, base + warmPath, true],
      [`warm-cache page (${warmPath})`, base + warmPath, false],
      ["static file (/favicon.svg)", `${base}/favicon.svg`, false],
    ];
    const results = [];
    for (const [label, url, vary] of rows) {
      const r = await load(url, vary);
      results.push(r);
      console.log(label.padEnd(46) + pad(Math.round(r.rps), 9) + pad(r.p99, 9) + pad(r.errors, 8));
    }
    console.log(`\nwarm page ÷ static file: ${(results[1].rps / results[2].rps).toFixed(2)} (target ≥ 0.8)`);
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
