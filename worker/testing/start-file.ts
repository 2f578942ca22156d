import { afterAll, vi } from "vitest";
import { startAfresh } from "./fresh-start";

/*
 * Runs before every worker test file. The files of one pool worker share its Miniflare and isolate
 * (tests/worker/vitest.config.ts, `isolate: false`), so each starts afresh (fresh-start.test.ts
 * proves what that empties), and what a file stubbed stays with it.
 */
await startAfresh();

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
