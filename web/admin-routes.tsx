import { redirect, type RouteObject } from "react-router-dom";
import { pageTitle, site } from "#core/content/site";
import type { Permission } from "#core/taxonomies/admin-roles";
import type { RouteHandle } from "./lib/head";
import type { AdminScreenHandle } from "./routes/admin/components/role-gate";

const handle = (h: RouteHandle) => h;
/** The permission a screen needs: without it, the shell shows "Your role does not include this" in its place. */
const screen = (permission: Permission): AdminScreenHandle => ({ permission });

/**
 * The admin's routes: a client-rendered app, the browser's only route table (web/admin-main.tsx).
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
        { path: "dashboard", lazy: () => import("./routes/admin/dashboard") },
        { path: "blogs", handle: screen("content"), lazy: () => import("./routes/admin/blogs/blog-list") },
        { path: "blogs/new", handle: screen("content"), lazy: () => import("./routes/admin/blogs/blog-editor") },
        { path: "blogs/edit/:id", handle: screen("content"), lazy: () => import("./routes/admin/blogs/blog-editor") },
        { path: "jobs", handle: screen("content"), lazy: () => import("./routes/admin/jobs/job-list") },
        { path: "jobs/new", handle: screen("content"), lazy: () => import("./routes/admin/jobs/job-editor") },
        { path: "jobs/edit/:id", handle: screen("content"), lazy: () => import("./routes/admin/jobs/job-editor") },
        { path: "people", handle: screen("content"), lazy: () => import("./routes/admin/people/person-list") },
        { path: "people/new", handle: screen("content"), lazy: () => import("./routes/admin/people/person-editor") },
        { path: "people/edit/:id", handle: screen("content"), lazy: () => import("./routes/admin/people/person-editor") },
        { path: "inquiries", handle: screen("inquiries"), lazy: () => import("./routes/admin/inquiries/inquiry-list") },
        { path: "subscribers", handle: screen("subscribers"), lazy: () => import("./routes/admin/subscribers/subscriber-list") },
        { path: "activity", handle: screen("settings"), lazy: () => import("./routes/admin/activity/activity-list") },
        { path: "services", handle: screen("content"), lazy: () => import("./routes/admin/services/service-fees") },
        { path: "compliance", handle: screen("content"), lazy: () => import("./routes/admin/compliance/compliance-calendar") },
        { path: "privacy", handle: screen("privacy"), lazy: () => import("./routes/admin/privacy/privacy-requests") },
        { path: "settings", lazy: () => import("./routes/admin/settings") },
        { path: "settings/site", handle: screen("settings"), lazy: () => import("./routes/admin/settings/site/site-settings-page") },
        { path: "*", loader: () => redirect("/admin/dashboard") },
      ],
    },
  ],
};
