import { createMiddleware } from "hono/factory";

/**
 * Admin answers belong to one signed-in browser: no cache may keep them, and no search engine
 * may index them. The header does this without naming /admin in robots.txt, which would only
 * point crawlers at it.
 */
const NO_STORE_NO_INDEX_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/** Sets those headers on whatever the admin route answered, a 401 or an error included. */
export const noStoreNoIndex = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(NO_STORE_NO_INDEX_HEADERS)) c.res.headers.set(name, value);
});
