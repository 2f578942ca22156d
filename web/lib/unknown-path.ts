import { RegExpRouter } from "hono/router/reg-exp-router";
import type { RouteObject } from "react-router-dom";

/** Every page's path pattern in full ("/", "/services/:serviceId", "/hi/about"), the catch-alls aside. */
export function pagePatterns(routes: RouteObject[], parent = ""): string[] {
  return routes.flatMap((route) => {
    if (route.path === "*") return [];
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    return route.children ? pagePatterns(route.children, path) : [path || "/"];
  });
}

/**
 * Whether no page of `routes` is at a path, as React Router's matchRoutes decides it (in any case,
 * with any trailing slashes), from one router compiled once (Hono's: a single regular expression).
 * matchRoutes ranks every route again on each call, about half a millisecond, and the page cache
 * asks this of every request it cannot answer from memory (worker/page-cache/page-cache.ts).
 */
export function unknownPathOf(routes: RouteObject[]): (pathname: string) => boolean {
  const router = new RegExpRouter<true>();
  for (const pattern of pagePatterns(routes)) router.add("GET", pattern, true);
  return (pathname) => router.match("GET", pathname.toLowerCase().replace(/\/+$/, "") || "/")[0].length === 0;
}
