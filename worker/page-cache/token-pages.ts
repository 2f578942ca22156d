import type { Context } from "hono";

/**
 * A page whose address carries a one-time or personal token, as the feature that mails or shares
 * the link declares it (`tokenPages`): its path (`/newsletter/confirm`), or a path ending in `/*`
 * for the pages under it whose own segment is the token (`/preview/*`).
 */
export type TokenPage = `/${string}`;

/** Whether a URL carries a token: such a page is never stored in, or answered from, the page cache. */
export type CarriesToken = (requestUrl: string) => boolean;

declare module "hono" {
  interface ContextVariableMap {
    /** The token test over the features' declared token pages, set on each request by worker/features.ts's middleware. */
    carriesToken: CarriesToken;
  }
}

/**
 * The token test over the declared pages: a query parameter named `token` (in any case), a
 * declared path, or a path under a declared `/*`. The path is read as the router reads it (decoded,
 * in any case, slashes doubled or trailing ignored), so `/%70review/…` or `/Preview/…` is one too.
 */
export function tokenTest(pages: readonly TokenPage[]): CarriesToken {
  const under = pages.filter((page) => page.endsWith("/*")).map((page) => page.slice(0, -1).toLowerCase());
  const exact = new Set(pages.filter((page) => !page.endsWith("/*")).map((page) => page.toLowerCase()));
  return (requestUrl) => {
    const url = new URL(requestUrl);
    const path = (decodedPath(url.pathname).replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/").toLowerCase();
    return exact.has(path) || under.some((prefix) => path.startsWith(prefix)) || [...url.searchParams.keys()].some((name) => name.toLowerCase() === "token");
  };
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The request's token test: a route mounted outside the composed app has none, which is a wiring fault. */
export function carriesTokenOf(c: Context): CarriesToken {
  const test = c.get("carriesToken");
  if (!test) throw new Error("No token pages on this request: mount the route through worker/features.ts");
  return test;
}
