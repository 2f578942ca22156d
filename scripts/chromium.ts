/** Debian's Chromium unless CHROME_PATH names another browser. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
