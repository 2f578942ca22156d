import { redirect, type RouteObject } from "react-router-dom";
import { pageTitle, site } from "#core/content/site";
import type { RouteHandle } from "./lib/head";

const handle = (h: RouteHandle) => h;

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
        { path: "blogs", lazy: () => import("./routes/admin/blogs/blog-list") },
        { path: "blogs/new", lazy: () => import("./routes/admin/blogs/blog-editor") },
        { path: "blogs/edit/:id", lazy: () => import("./routes/admin/blogs/blog-editor") },
        { path: "jobs", lazy: () => import("./routes/admin/jobs/job-list") },
        { path: "jobs/new", lazy: () => import("./routes/admin/jobs/job-editor") },
        { path: "jobs/edit/:id", lazy: () => import("./routes/admin/jobs/job-editor") },
        { path: "people", lazy: () => import("./routes/admin/people/person-list") },
        { path: "people/new", lazy: () => import("./routes/admin/people/person-editor") },
        { path: "people/edit/:id", lazy: () => import("./routes/admin/people/person-editor") },
        { path: "inquiries", lazy: () => import("./routes/admin/inquiries/inquiry-list") },
        { path: "subscribers", lazy: () => import("./routes/admin/subscribers/subscriber-list") },
        { path: "activity", lazy: () => import("./routes/admin/activity/activity-list") },
        { path: "services", lazy: () => import("./routes/admin/services/service-fees") },
        { path: "privacy", lazy: () => import("./routes/admin/privacy/privacy-requests") },
        { path: "settings", lazy: () => import("./routes/admin/settings") },
        { path: "settings/site", lazy: () => import("./routes/admin/settings/site/site-settings-page") },
        { path: "*", loader: () => redirect("/admin/dashboard") },
      ],
    },
  ],
};
