import { redirect, type RouteObject } from "react-router-dom";
import { pageTitle, site } from "#core/content/site";
import { NOT_FOUND_HEAD, type RouteHandle } from "./lib/head";
import { blogContactRoutes } from "./routes/site/blog-contact-routes";
import { careerRoutes } from "./routes/site/career-routes";
import { HomePage } from "./routes/site/home";
import { SiteLayout } from "./routes/site/layout";
import { NotFoundPage } from "./routes/site/not-found";
import { RouteError } from "./routes/site/route-error";
import { serviceRoutes } from "./routes/site/service-routes";

const handle = (h: RouteHandle) => h;

/** The one route table: the worker renders it on the server, the browser hydrates it. */
export const routes: RouteObject[] = [
  {
    id: "site",
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        Component: HomePage,
        handle: handle({
          heroUnderNav: true,
          head: () => ({ title: "Business Solution Services", description: site.description }),
        }),
      },
      ...serviceRoutes,
      ...blogContactRoutes,
      ...careerRoutes,
      {
        path: "*",
        Component: NotFoundPage,
        handle: handle({
          status: 404,
          head: () => NOT_FOUND_HEAD,
        }),
      },
    ],
  },
  {
    // The admin is client-rendered and lazy: none of its code (or TanStack Query) reaches public pages.
    id: "admin",
    path: "/admin",
    // The admin is client-rendered: DocumentHead in its root sets this in the browser.
    handle: handle({ head: () => ({ title: pageTitle("Admin"), description: site.description }) }),
    lazy: () => import("./routes/admin/root"),
    HydrateFallback: () => null,
    children: [
      { path: "login", lazy: () => import("./routes/admin/login") },
      { path: "invite/:token", lazy: () => import("./routes/admin/invite") },
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
          { path: "inquiries", lazy: () => import("./routes/admin/inquiries/inquiry-list") },
          { path: "settings", lazy: () => import("./routes/admin/settings") },
          { path: "*", loader: () => redirect("/admin/dashboard") },
        ],
      },
    ],
  },
];
