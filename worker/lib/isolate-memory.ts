/*
 * What an isolate keeps in memory from one request to the next: the page cache's content version and
 * hot pages, the kept not-found page, the settings already warned about. Each module that keeps such
 * state says here how it is forgotten, beside the state itself. Nothing in the Worker forgets it all
 * (a deploy starts new isolates); the worker tests do, between test files that share one isolate
 * (worker/testing/start-file.ts), and `isolate-memory.test.ts` holds every module-level `let` and
 * collection of worker/ to this rule.
 */

const forgetters: (() => void)[] = [];

/** Registers how this module's isolate memory is emptied. */
export function keptInIsolate(forget: () => void): void {
  forgetters.push(forget);
}

/** Empties every isolate memory registered so far, as a new isolate would start. */
export function forgetIsolateMemory(): void {
  for (const forget of forgetters) forget();
}
