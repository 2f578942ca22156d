import { siteOrigin } from "../../lib/site-origin";

interface RelyingParty {
  /** The origin the browser must report in clientDataJSON. */
  origin: string;
  /** The RP ID passkeys are bound to: the host name of that origin. */
  id: string;
  name: string;
}

/**
 * The relying party passkeys are registered with and checked against. It comes from SITE_URL, like
 * every other absolute URL, so a forged Host cannot make the server accept a passkey made for another
 * site; the request's own origin is used only where SITE_URL is unset (local development, tests).
 */
export function relyingParty(env: { SITE_URL?: string }, requestUrl: string): RelyingParty {
  const origin = siteOrigin(env, requestUrl);
  return { origin, id: new URL(origin).hostname, name: "Vriddhi Business Solutions admin" };
}
