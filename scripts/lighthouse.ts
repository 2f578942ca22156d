/**
 * `npm run lighthouse`: Lighthouse (mobile preset) against the production build served locally,
 * for a few representative pages. Prints the four category scores and LCP/TBT/CLS per page.
 * Uses Debian's Chromium (CHROME_PATH overrides). SKIP_BUILD=1 reuses dist/.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { serveBuild } from "./serve-build";

const PAGES = ["/", "/services/financial-consultancy", "/blog/startup-funding-guide", "/contact"];
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS].join(" ");

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { displayValue?: string }>;
}

if (process.env.SKIP_BUILD !== "1") spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });

const out = mkdtempSync(join(tmpdir(), "lighthouse-"));
const { base, stop } = await serveBuild();
try {
  console.log("page".padEnd(36) + "perf  a11y  best  seo   LCP      TBT     CLS");
  for (const [i, page] of PAGES.entries()) {
    const file = join(out, `${i}.json`);
    const run = spawnSync(
      "npx",
      ["lighthouse", base + page, "--quiet", "--output=json", `--output-path=${file}`, `--chrome-flags=${CHROME_FLAGS}`],
      { stdio: "inherit", env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
    );
    if (run.status !== 0) throw new Error(`lighthouse failed for ${page}`);
    const report = JSON.parse(readFileSync(file, "utf8")) as Report;
    const score = (id: string) => String(Math.round(report.categories[id].score * 100)).padEnd(6);
    const audit = (id: string) => (report.audits[id].displayValue ?? "").padEnd(9);
    console.log(
      page.padEnd(36) + score("performance") + score("accessibility") + score("best-practices") + score("seo") +
        audit("largest-contentful-paint") + audit("total-blocking-time") + audit("cumulative-layout-shift"),
    );
  }
} finally {
  stop();
}
