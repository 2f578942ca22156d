import { redirect, type RouteObject } from "react-router-dom";
import { pageTitle, site } from "#core/content/site";
import { adminFeatures } from "./admin-features";
import type { RouteHandle } from "./lib/head";
import type { AdminScreen } from "./routes/admin/admin-feature";
import type { AdminScreenHandle } from "./routes/admin/components/role-gate";

const handle = (h: RouteHandle) => h;

/** A feature's screen as a route: a screen that names a permission is shown to the roles holding it, "Your role does not include this" to the others. */
const screenRoute = ({ path, permission, lazy }: AdminScreen): RouteObject => ({
  path,
  ...(permission ? { handle: { permission } satisfies AdminScreenHandle } : {}),
  lazy,
});

/**
 * The admin's routes: a client-rendered app, the browser's only route table (web/admin-main.tsx). The
 * signing-in screens and the shell are the app's own; the screens inside the shell are the features',
 * from their manifests (web/admin-features.ts).
 * The worker answers every /admin path with the plain shell (worker/ssr/pages.ts) and never renders
 * these, so none of the admin's code (its editor, its lists, TanStack Query) enters the Worker bundle
 * or a public page's first load.
 */
export const adminRoutes: RouteObject = {
  id: "admin",
  path: "/admin",
  // The admin is client-rendered: DocumentHead in its root sets this in the browser.
  handle: handle({ head: () => ({ title: pageTitle("Admin"), description: site.description }) }),
  lazy: () => import("./routes/admin/root"),
  HydrateFallback: () => null,
  children: [
    { path: "login", lazy: () => import("./routes/admin/login") },
    { path: "invite", lazy: () => import("./routes/admin/invite") },
    // Links made before the token moved into the fragment; the page moves it there.
    { path: "invite/:token", lazy: () => import("./routes/admin/invite") },
    { path: "forgot-password", lazy: () => import("./routes/admin/forgot-password") },
    { path: "reset-password", lazy: () => import("./routes/admin/reset-password") },
    {
      id: "admin-shell",
      lazy: () => import("./routes/admin/shell"),
      children: [
        { index: true, loader: () => redirect("/admin/dashboard") },
        ...adminFeatures.flatMap((feature) => (feature.screens ?? []).map(screenRoute)),
        { path: "*", loader: () => redirect("/admin/dashboard") },
      ],
    },
  ],
};
