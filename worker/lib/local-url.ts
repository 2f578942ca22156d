const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A request to this machine (`npm start`, wrangler dev, tests): never a deployed site. */
export const isLocalUrl = (url: URL) => LOCAL_HOSTS.has(url.hostname);

/**
 * Whether this request's cookies go without Secure: only plain http to localhost, where browsers
 * drop Secure cookies. Decided from the request itself, so no setting a deployment could forget
 * ever turns Secure off in production. Every cookie of the site (the admin session, the D1
 * bookmark) follows this one rule.
 */
export function plainLocalCookies(requestUrl: string): boolean {
  const url = new URL(requestUrl);
  return url.protocol === "http:" && isLocalUrl(url);
}
