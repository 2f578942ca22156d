import { cleanReferrer, type LeadSource, utmOf } from "#core/format/lead-source";

/** Where this visit's landing source is kept: this tab only, gone when it closes. */
const KEY = "lead-source";

/** The referrer (another site only) and campaign tags of the page in the address bar now. */
function current(): LeadSource {
  const external = document.referrer && !document.referrer.startsWith(`${window.location.origin}/`);
  return { referrer: external ? cleanReferrer(document.referrer) : "", ...utmOf(new URLSearchParams(window.location.search)) };
}

/**
 * Remembers the referrer and campaign tags of the visit's first page, once per tab session, so a
 * form sent pages later still says where the visitor came from. Called once as the app starts.
 */
export function recordLandingSource(): void {
  try {
    if (sessionStorage.getItem(KEY) === null) sessionStorage.setItem(KEY, JSON.stringify(current()));
  } catch {
    // Storage refused (private mode, a blocked cookie policy): forms fall back to the current page.
  }
}

/** The visit's landing source, sent with every public form (the server cleans it again). */
export function landingSource(): LeadSource {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored) return JSON.parse(stored) as LeadSource;
  } catch {
    // As above.
  }
  return current();
}
