import { type Landing, LANDING_KEY } from "./landing";

/**
 * The hidden fields of the public forms: where the visit began (web/lib/landing.ts), sent as the
 * browser gave it. The server keeps only an http(s) referrer's origin and path and checked, capped
 * campaign tags (core/schemas/lead-source.ts).
 */
function landing(): Landing {
  try {
    const stored = sessionStorage.getItem(LANDING_KEY);
    if (stored) return JSON.parse(stored) as Landing;
  } catch {
    // Storage refused (private mode, a blocked storage policy): the current page stands in.
  }
  return { referrer: document.referrer, search: window.location.search };
}

/** The hidden fields every public form sends: the landing's referrer (another site only) and campaign tags. */
export function landingSource() {
  const { referrer, search } = landing();
  const params = new URLSearchParams(search);
  const tag = (name: string) => (params.get(name) ?? "").slice(0, 200);
  return {
    referrer: referrer.startsWith(`${window.location.origin}/`) ? "" : referrer.slice(0, 1000),
    utmSource: tag("utm_source"),
    utmMedium: tag("utm_medium"),
    utmCampaign: tag("utm_campaign"),
  };
}
