import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";

/** Each `limitBody` middleware's cap, so a route table can be read back for the routes that set their own. */
const caps = new WeakMap<MiddlewareHandler, number>();

/** Caps a request body, answering 413 with a message a person can act on. */
export function limitBody(maxBytes: number) {
  const middleware = bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      c.json({ error: `The request is too large. The limit is ${Math.round(maxBytes / 1024)} KB.` }, 413),
  });
  caps.set(middleware, maxBytes);
  return middleware;
}

/** Enough for any form or blog post; uploads set their own, larger limit. */
export const JSON_BODY_LIMIT = 256 * 1024;

interface OwnBodyLimit {
  method: string;
  path: string;
  maxBytes: number;
}

/**
 * The routes of `app` that cap their own body (those that take files: `limitBody` next to the
 * route, larger than the JSON limit), read from Hono's own table, as the permissions are.
 */
export function ownBodyLimits(app: Pick<Hono, "routes">): OwnBodyLimit[] {
  return app.routes.flatMap(({ method, path, handler }) => {
    const maxBytes = caps.get(handler as MiddlewareHandler);
    return maxBytes === undefined ? [] : [{ method, path, maxBytes }];
  });
}

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/**
 * `limit` on every request but those to a route of `routes()`, whose own cap holds there instead.
 * Hono has matched the request before any middleware runs, so the route is the one that answers
 * it. `routes` is read at the first request, once: the table it comes from is complete only once
 * the app is built.
 */
export function limitBodyExcept(limit: MiddlewareHandler, routes: () => readonly OwnBodyLimit[]): MiddlewareHandler {
  let capped: ReadonlySet<string> | undefined;
  return (c: Context, next) => {
    capped ??= new Set(routes().map(routeKey));
    const own = capped;
    return matchedRoutes(c).some((route) => own.has(routeKey(route))) ? next() : limit(c, next);
  };
}
