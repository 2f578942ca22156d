/**
 * `npm run lighthouse`: Lighthouse (mobile preset) against the production build served locally,
 * for a few representative pages. Prints the four category scores and LCP/TBT/CLS per page.
 * Uses Debian's Chromium (CHROME_PATH overrides). SKIP_BUILD=1 reuses dist/.
 */
import { spawnSync } from "node:child_process";
import { lighthouse } from "./lighthouse-run";
import { serveBuild } from "./serve-build";

const PAGES = ["/", "/services/financial-consultancy", "/blog/startup-funding-guide", "/contact"];

if (process.env.SKIP_BUILD !== "1") spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });

const { base, stop } = await serveBuild();
try {
  console.log("page".padEnd(36) + "perf  a11y  best  seo   LCP ms   TBT ms  CLS");
  for (const page of PAGES) {
    const r = await lighthouse(base + page);
    const cell = (value: number | string, width = 6) => String(value).padEnd(width);
    console.log(
      page.padEnd(36) + cell(r.performance) + cell(r.accessibility) + cell(r.bestPractices) + cell(r.seo) +
        cell(Math.round(r.lcp), 9) + cell(Math.round(r.tbt), 8) + r.cls.toFixed(3),
    );
  }
} finally {
  stop();
}
