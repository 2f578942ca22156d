import type { Hono, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { type AdminRole, adminRoles, can, type Permission, ROLE_FORBIDDEN, ROLE_FORBIDDEN_CODE } from "#core/taxonomies/admin-roles";
import { log } from "../lib/log";
import type { AdminEnv } from "./require-admin";

/** Which middleware declares which permission, so the routes' table can be read back (`routePermissions`). */
const declared = new WeakMap<MiddlewareHandler, Permission>();

/**
 * A route's permission, declared next to it: `.get("/", allow("content"), …)`. Only there: a
 * router-wide `.use` would also cover whatever else is mounted under its prefix. A role without it gets a 403 with
 * `code`, on which the admin shows "Your role does not include this". Every /api/admin route must
 * declare one: the worker refuses to start otherwise (`assertEveryRouteDeclares`).
 */
export function allow(permission: Permission) {
  const middleware = createMiddleware<AdminEnv>(async (c, next) => {
    const { admin } = c.get("session");
    if (can(admin.role, permission)) return next();
    log("warn", "admin_role_forbidden", { adminId: admin.id, role: admin.role, permission, method: c.req.method, path: c.req.path });
    return c.json({ error: ROLE_FORBIDDEN, code: ROLE_FORBIDDEN_CODE }, 403);
  });
  declared.set(middleware, permission);
  return middleware;
}

interface RouteEntry {
  method: string;
  path: string;
  handler: unknown;
}

interface AdminRoute {
  method: string;
  path: string;
  /** Every permission declared on the route; a role needs them all. */
  permissions: Permission[];
  /** The roles that may call it. */
  roles: AdminRole[];
}

interface Scope {
  /** Where the guarded routes live: the path itself and everything under it. */
  prefix: string;
  /** The routes open without a session (the sign-in steps), which declare no permission. */
  isPublic: (method: string, path: string) => boolean;
  /** The middleware the whole prefix runs (the session guard…): the only handlers allowed for all methods. */
  guards: readonly unknown[];
}

/**
 * Every route under the scope's prefix with what it declares, read from Hono's own table, so
 * nothing can be left out of it. A route's permissions are the `allow` middleware it starts with:
 * one registered after its handler, or after another handler on the same path, never runs first
 * and so does not count. A route with none, and any handler for all methods (`.all`, `.mount`, a
 * `.use` that answers) other than the scope's guards, comes back with no permission, for the caller
 * to refuse; the public sign-in steps aside.
 */
export function routePermissions(app: Pick<Hono, "routes">, { prefix, isPublic, guards }: Scope): AdminRoute[] {
  const entries: RouteEntry[] = app.routes;
  const inScope = (path: string) => path === prefix || path.startsWith(`${prefix}/`);
  // Each route's handlers in the order Hono runs them, gathered in one pass over the table.
  const endpoints = new Map<string, { method: string; path: string; handlers: MiddlewareHandler[] }>();
  for (const { method, path, handler } of entries) {
    if (!inScope(path) || isPublic(method, path) || (method === "ALL" && guards.includes(handler))) continue;
    const key = `${method} ${path}`;
    const endpoint = endpoints.get(key) ?? { method, path, handlers: [] };
    endpoint.handlers.push(handler as MiddlewareHandler);
    endpoints.set(key, endpoint);
  }
  return [...endpoints.values()].map(({ method, path, handlers }) => {
    const firstHandler = handlers.findIndex((handler) => !declared.has(handler));
    const leading = firstHandler === -1 ? [] : handlers.slice(0, firstHandler);
    const permissions = [...new Set(leading.map((handler) => declared.get(handler) as Permission))];
    const roles = permissions.length === 0 ? [] : adminRoles.filter((role) => permissions.every((permission) => can(role, permission)));
    return { method, path, permissions, roles };
  });
}

/**
 * Refuses to start a worker with an admin route that declares no permission: such a route would
 * otherwise be open to every signed-in role, which is exactly the mistake a new route makes.
 */
export function assertEveryRouteDeclares(routes: readonly AdminRoute[]) {
  const bare = routes.filter((route) => route.permissions.length === 0).map((route) => `${route.method} ${route.path}`);
  if (bare.length > 0) throw new Error(`worker/api.ts: admin routes without a permission (allow(…) next to the route): ${bare.join(", ")}`);
}
