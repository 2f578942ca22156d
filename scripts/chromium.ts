import { existsSync } from "node:fs";

/** Debian's Chromium unless CHROME_PATH names another browser: Lighthouse, the bench and the OG images. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Debian's chromium-headless-shell: the same Chromium, built as the headless browser alone. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser the Playwright suite drives: CHROME_PATH, else Debian's headless shell where it is
 * installed (.ci/run installs it), else Debian's Chromium. The full browser's headless mode runs the
 * desktop browser's processes around every page; the shell does not, and the suite's 554 tests took
 * 7.2 minutes on it instead of 11.4 on two idle cores (docs/testing.md). Lighthouse keeps the full
 * browser, as its figures are what a visitor's Chrome does.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/**
 * Headless-safe flags for root on a machine with no network beyond loopback: the last four stop
 * Chromium dialling out (component updates, sync, background requests).
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
