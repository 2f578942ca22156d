/** One Lighthouse run (mobile preset, Debian's Chromium) of a URL: the four scores and LCP, TBT, CLS. */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS].join(" ");

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  /** Milliseconds. */
  tbt: number;
  cls: number;
}

/**
 * Runs Lighthouse in a child process without blocking this one. It used to be a spawnSync: for the
 * whole run Node's event loop stood still, so it never saw the server close the idle keep-alive
 * sockets in fetch's pool, and the next request went out on a dead one ("other side closed").
 */
export async function lighthouse(url: string): Promise<LighthouseResult> {
  try {
    return await lighthouseOnce(url);
  } catch {
    // Lighthouse now and then fails to record the trace of a load ("NO_NAVSTART: please run
    // Lighthouse again"): a failed recording, not a figure, so the page is measured once more.
    return lighthouseOnce(url);
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseResult> {
  const file = join(mkdtempSync(join(tmpdir(), "lighthouse-")), "report.json");
  const status = await new Promise<number | null>((resolve, reject) => {
    const run = spawn(
      "npx",
      ["lighthouse", url, "--quiet", "--output=json", `--output-path=${file}`, `--chrome-flags=${CHROME_FLAGS}`],
      { stdio: "inherit", env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
    );
    run.on("error", reject);
    run.on("exit", resolve);
  });
  if (status !== 0) throw new Error(`lighthouse failed for ${url}`);
  const report = JSON.parse(readFileSync(file, "utf8")) as Report;
  const score = (id: string) => Math.round(report.categories[id].score * 100);
  const audit = (id: string) => report.audits[id].numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
  };
}
