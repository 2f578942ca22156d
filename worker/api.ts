import { Hono } from "hono";
import type { AppEnv } from "./env";
import { JSON_BODY_LIMIT, limitBody } from "./middleware/body-limit";
import { handleError } from "./middleware/errors";
import { sameOrigin } from "./middleware/same-origin";
import { requireAdmin } from "./middleware/require-admin";
import { authRoutes } from "./routes/admin/auth";
import { blogRoutes as adminBlogRoutes } from "./routes/admin/blogs";
import { dashboardRoutes } from "./routes/admin/dashboard";
import { inquiryRoutes as adminInquiryRoutes } from "./routes/admin/inquiries";
import { jobRoutes as adminJobRoutes } from "./routes/admin/jobs";
import { uploadRoutes } from "./routes/admin/uploads";
import { blogRoutes } from "./routes/blogs";
import { careerRoutes } from "./routes/careers";
import { healthRoutes } from "./routes/health";
import { inquiryRoutes } from "./routes/inquiries";
import { subscriberRoutes } from "./routes/subscribers";

const jsonBodyLimit = limitBody(JSON_BODY_LIMIT);

/** Routes that take files (admin image uploads, job applications) enforce their own, larger limits. */
const isUploadPath = (path: string) =>
  path.startsWith("/api/admin/uploads/") || /^\/api\/jobs\/[^/]+\/applications$/.test(path);

/** The JSON API. Its type feeds the web's typed client (`hc<AppType>`), so routes stay chained. */
export const api = new Hono<AppEnv>()
  .basePath("/api")
  .use(sameOrigin)
  .use((c, next) => (isUploadPath(c.req.path) ? next() : jsonBodyLimit(c, next)))
  .route("/health", healthRoutes)
  .route("/blogs", blogRoutes)
  .route("/inquiries", inquiryRoutes)
  .route("/subscribers", subscriberRoutes)
  .route("/jobs", careerRoutes)
  // Deny by default: everything under /api/admin needs a session, login aside.
  .use("/admin/*", requireAdmin)
  .route("/admin", authRoutes)
  .route("/admin/dashboard", dashboardRoutes)
  .route("/admin/blogs", adminBlogRoutes)
  .route("/admin/jobs", adminJobRoutes)
  .route("/admin/inquiries", adminInquiryRoutes)
  .route("/admin/uploads", uploadRoutes);

// Also registered on the outer app; set here so in-process calls (server rendering) get it too.
api.onError(handleError);

export type AppType = typeof api;
