/**
 * Interaction to Next Paint of a scripted visit to /contact under 4× CPU slowdown: tap the name
 * field (where the form's island loads), type a name, tap "Send Message" with the email still
 * empty (the field messages appear). INP is computed as the web-vitals library does: Event Timing
 * entries (durationThreshold 16 ms, the lowest allowed) grouped by interactionId, the longest of
 * each interaction, and the longest interaction (fewer than 50 here, so no percentile is dropped).
 */
import type { Browser } from "@playwright/test";
import { phoneContext } from "./browser";

export const CPU_SLOWDOWN = 4;

export interface InpResult {
  /** Milliseconds (Event Timing durations are rounded to 8 ms). */
  inp: number;
  interactions: number;
  /** The slowest interaction's event type, e.g. "pointerup" or "keydown". */
  slowest: string;
}

/**
 * Runs before any of the page's scripts. It is added through CDP (Page.addScriptToEvaluateOnNewDocument,
 * what addInitScript uses), not as an inline script, so the page's CSP (script-src 'self') does not
 * apply to it; `measureInp` checks that it ran. A string, not a function: tsx would wrap a function's
 * inner functions in its `__name` helper, which the page does not have.
 */
const OBSERVE_INTERACTIONS = `
  const longest = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = longest.get(entry.interactionId);
      if (!seen || entry.duration > seen.duration) longest.set(entry.interactionId, { duration: entry.duration, name: entry.name });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  window.__inp = () => {
    const all = [...longest.values()].sort((a, b) => b.duration - a.duration);
    return { inp: all[0]?.duration ?? 0, interactions: all.length, slowest: all[0]?.name ?? "none" };
  };
`;

export async function measureInp(browser: Browser, base: string): Promise<InpResult> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVE_INTERACTIONS });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${base}/contact`, { waitUntil: "networkidle" });
    if (!(await page.evaluate(() => "__inp" in window))) throw new Error("the INP observer did not run on /contact (blocked by the CSP?)");

    await page.getByLabel(/^Full Name/).tap();
    await page.keyboard.type("Meera Joshi", { delay: 60 });
    await page.getByRole("button", { name: "Send Message" }).tap();
    // The empty email field turning invalid is the submit's visible answer.
    await page.getByLabel(/^Email Address/).and(page.locator("[aria-invalid='true']")).waitFor({ timeout: 15_000 });
    // Event Timing reports an interaction once its next paint is done; a last frame flushes it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    return await page.evaluate(() => (window as unknown as { __inp: () => InpResult }).__inp());
  } finally {
    await context.close();
  }
}
