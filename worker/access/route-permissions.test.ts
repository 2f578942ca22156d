import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type AdminRole, adminRoles, ROLE_FORBIDDEN, ROLE_FORBIDDEN_CODE } from "#core/taxonomies/admin-roles";
import { adminRoutes } from "../api";
import { ownRecords } from "../features";
import { call } from "../testing/admin-helpers";
import { PUBLIC_ADMIN_ROUTES } from "../testing/public-admin-routes";
import { signInAs } from "../testing/roles";
import { allow, assertEveryRouteDeclares, routePermissions } from "./permissions";
import { type AdminEnv, SESSION_ENDED } from "./require-admin";

const cookies = {} as Record<AdminRole, string>;

beforeAll(async () => {
  // The owner first, so it is account 1: the routes below are called with id 1, and the owner's
  // account refuses removal, a role change and a factor reset. Nothing else exists under id 1.
  for (const role of adminRoles) cookies[role] = await signInAs(role);
});

const walk = adminRoutes;

/** The role's shared session, or for signing out, which ends it, a session of the test's own. */
const sessionFor = (role: AdminRole, path: string) => (path.endsWith("/logout") ? signInAs(role) : cookies[role]);

describe("every /api/admin route, for every role", () => {
  it("declares a permission, and the public sign-in steps are the only routes without one", () => {
    expect(walk.length).toBeGreaterThan(60);
    for (const route of walk) expect(route.permissions, `${route.method} ${route.path}`).not.toEqual([]);
    expect(walk.some((route) => PUBLIC_ADMIN_ROUTES.has(`${route.method} ${route.path}`))).toBe(false);
  });

  it.each(walk.flatMap((route) => adminRoles.map((role) => ({ ...route, role, allowed: route.roles.includes(role) }))))(
    "$method $path as $role: allowed $allowed",
    async ({ method, path, role, allowed }) => {
      const res = await call(path.replace(/:\w+/g, "1"), { method, cookie: await sessionFor(role, path), json: method === "GET" ? undefined : {} });
      const body = res.headers.get("content-type")?.includes("application/json") ? ((await res.json()) as { error?: string; code?: string }) : {};
      if (allowed) {
        // Past the permission: whatever the route answers next (400 for the empty body, 404 for id 1…).
        expect(body.error).not.toBe(SESSION_ENDED);
        expect(body.code).not.toBe(ROLE_FORBIDDEN_CODE);
      } else {
        expect(res.status).toBe(403);
        expect(body).toEqual({ error: ROLE_FORBIDDEN, code: ROLE_FORBIDDEN_CODE });
      }
    },
  );
});

describe("every declared own-records rule, on every admin route under its path, for every role", () => {
  /**
   * Each rule the features declare (`ownRecords`), held, and the record named a colleague's (here,
   * nobody's): a role the rule holds is refused on every route under the path, whatever the route
   * and its permission, and every other role gets past the guard. A route of a record mounted
   * beside the guard, instead of behind it, fails here.
   */
  const guarded = ownRecords.flatMap(({ path, rule }) =>
    walk
      .filter((route) => route.path === `/api${path}` || route.path.startsWith(`/api${path}/`))
      .flatMap((route) =>
        adminRoles.map((role) => {
          const held = rule.roles.includes(role);
          return { ...route, role, rule, held, outcome: held ? `refused, held to their own ${rule.records}` : "past the guard" };
        }),
      ),
  );

  it("finds the routes of every rule's records", () => {
    expect(ownRecords.map(({ path }) => path)).toEqual(expect.arrayContaining(["/admin/inquiries/:id", "/admin/cases/:id"]));
    // A case's files are behind its rule: an advisor held to their own cases opens no colleague's file.
    expect(guarded.some((route) => route.path === "/api/admin/cases/:id/files/:fileId" && route.role === "advisor" && route.held)).toBe(true);
    for (const { path, rule } of ownRecords) expect(guarded.filter((route) => route.rule === rule).length, path).toBeGreaterThan(adminRoles.length);
  });

  it.each(guarded)("$method $path as $role: $outcome", async ({ method, path, role, rule, held }) => {
    vi.spyOn(rule, "held").mockResolvedValue(true);
    vi.spyOn(rule, "assigneeOf").mockResolvedValue(null);
    try {
      const res = await call(path.replace(/:\w+/g, "1"), { method, cookie: await sessionFor(role, path), json: method === "GET" ? undefined : {} });
      const body = res.headers.get("content-type")?.includes("application/json") ? ((await res.json()) as { error?: string; code?: string }) : {};
      if (held) {
        expect(res.status).toBe(403);
        expect(body).toEqual(rule.refusal);
      } else {
        expect(body.code).not.toBe(rule.refusal.code);
      }
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("the roles' reach", () => {
  const rolesOf = (method: string, path: string) => adminRoutes.find((r) => r.method === method && r.path === path)?.roles;

  it("follows the firm's rules on the routes that matter most", () => {
    expect(rolesOf("POST", "/api/admin/blogs")).toEqual(["owner", "manager", "editor"]);
    expect(rolesOf("POST", "/api/admin/newsletter/posts/:id")).toEqual(["owner", "manager", "editor"]);
    expect(rolesOf("GET", "/api/admin/inquiries")).toEqual(["owner", "manager", "advisor"]);
    expect(rolesOf("POST", "/api/admin/inquiries/:id/replies")).toEqual(["owner", "manager", "advisor"]);
    expect(rolesOf("GET", "/api/admin/inquiries/export")).toEqual(["owner", "manager"]);
    // A client's case and its files: whoever handles leads, never an editor.
    expect(rolesOf("GET", "/api/admin/cases")).toEqual(["owner", "manager", "advisor"]);
    expect(rolesOf("GET", "/api/admin/cases/:id/files/:fileId")).toEqual(["owner", "manager", "advisor"]);
    expect(rolesOf("POST", "/api/admin/cases/:id/items/:itemId/files")).toEqual(["owner", "manager", "advisor"]);
    expect(rolesOf("GET", "/api/admin/subscribers/export")).toEqual(["owner", "manager"]);
    expect(rolesOf("POST", "/api/admin/privacy/erase")).toEqual(["owner", "manager"]);
    expect(rolesOf("PUT", "/api/admin/site-settings")).toEqual(["owner", "manager"]);
    expect(rolesOf("PUT", "/api/admin/staff/:id/role")).toEqual(["owner"]);
    expect(rolesOf("POST", "/api/admin/staff/invites")).toEqual(["owner"]);
    expect(rolesOf("POST", "/api/admin/staff/invites/:id/email")).toEqual(["owner"]);
    expect(rolesOf("PUT", "/api/admin/password")).toEqual([...adminRoles]);
  });
});

describe("a route added without a permission", () => {
  const guard = createMiddleware(async (_c, next) => next());
  const scope = { prefix: "/api/admin", isPublic: (_method: string, path: string) => path === "/api/admin/login", guards: [guard] };
  const declarations = (app: Pick<Hono, "routes">) => routePermissions(app, scope);
  const refused = (app: Pick<Hono, "routes">) => {
    try {
      assertEveryRouteDeclares(declarations(app));
      return "";
    } catch (err) {
      return (err as Error).message;
    }
  };

  it("is found, and stops the worker from starting", () => {
    const app = new Hono<AdminEnv>()
      .basePath("/api")
      .use("/admin/*", guard)
      .post("/admin/login", (c) => c.text("open"))
      .get("/admin/reports", allow("settings"), (c) => c.text("declared"))
      .delete("/admin/reports/:id", (c) => c.text("forgotten"));
    expect(declarations(app)).toEqual([
      { method: "GET", path: "/api/admin/reports", permissions: ["settings"], roles: ["owner", "manager"] },
      { method: "DELETE", path: "/api/admin/reports/:id", permissions: [], roles: [] },
    ]);
    expect(refused(app)).toContain("DELETE /api/admin/reports/:id");
  });

  it("is not covered by a router-wide middleware, which would also cover whatever else shares its prefix", () => {
    const app = new Hono<AdminEnv>().basePath("/api").use("/admin/*", allow("self")).get("/admin/reports", (c) => c.text("forgotten"));
    expect(refused(app)).toContain("GET /api/admin/reports");
  });

  it("is found when it answers every method, sits at the prefix itself, or declares its permission after the handler", () => {
    expect(refused(new Hono<AdminEnv>().basePath("/api").all("/admin/reports/*", (c) => c.text("any method")))).toContain("ALL /api/admin/reports/*");
    expect(refused(new Hono<AdminEnv>().basePath("/api").get("/admin", (c) => c.text("the prefix itself")))).toContain("GET /api/admin");
    expect(refused(new Hono<AdminEnv>().basePath("/api").get("/admin/reports", (c) => c.text("first"), allow("settings")))).toContain("GET /api/admin/reports");
    // Two routers on one prefix: the first one registered answers, and it declared nothing.
    const bare = new Hono<AdminEnv>().get("/logos", (c) => c.text("bare"));
    const declared = new Hono<AdminEnv>().get("/logos", allow("settings"), (c) => c.text("declared"));
    expect(refused(new Hono<AdminEnv>().basePath("/api").route("/admin/uploads", bare).route("/admin/uploads", declared))).toContain("GET /api/admin/uploads/logos");
  });

  it("needs every permission it declares", () => {
    const app = new Hono<AdminEnv>().basePath("/api").get("/admin/leads/export", allow("inquiries"), allow("exports"), (c) => c.text("csv"));
    expect(declarations(app)[0]?.roles).toEqual(["owner", "manager"]);
  });
});
