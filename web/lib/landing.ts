/**
 * Where this visit began: the referrer and address query of its first page, kept for this tab
 * only (sessionStorage, gone when it closes), so a form sent pages later still says where the
 * visitor came from (web/lib/lead-source.ts reads it). Runs in the entry of every page, so it is
 * kept this small.
 */
export const LANDING_KEY = "landing";

export interface Landing {
  referrer: string;
  search: string;
}

/** Remembers the visit's first page, once per tab session; called as the app starts. */
export function recordLanding(): void {
  try {
    if (sessionStorage.getItem(LANDING_KEY) === null) {
      sessionStorage.setItem(LANDING_KEY, JSON.stringify({ referrer: document.referrer, search: window.location.search } satisfies Landing));
    }
  } catch {
    // Storage refused (private mode, a blocked storage policy): forms fall back to the current page.
  }
}
