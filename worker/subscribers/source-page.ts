/** Longer paths are cut: the column records a page of this site, not whatever a client sends. */
const MAX_PATH = 200;

/**
 * The page a newsletter sign-up came from: the path of the Referer when it is this same origin
 * (the site sends `strict-origin-when-cross-origin`, so its own pages give their full URL to its
 * own API). Null when there is none or it is another site's.
 */
export function sourcePageOf(referer: string | undefined, requestUrl: string): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(requestUrl).origin) return null;
    return from.pathname.slice(0, MAX_PATH);
  } catch {
    return null;
  }
}
