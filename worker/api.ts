import { Hono } from "hono";
import type { AppEnv } from "./env";
import { JSON_BODY_LIMIT, limitBody } from "./middleware/body-limit";
import { handleError } from "./middleware/errors";
import { sameOrigin } from "./middleware/same-origin";
import { blogRoutes } from "./routes/blogs";
import { healthRoutes } from "./routes/health";
import { inquiryRoutes } from "./routes/inquiries";
import { subscriberRoutes } from "./routes/subscribers";

const jsonBodyLimit = limitBody(JSON_BODY_LIMIT);

/** Upload routes stream files and enforce their own, larger limits. */
const UPLOAD_PREFIX = "/api/admin/uploads";

/** The JSON API. Its type feeds the web's typed client (`hc<AppType>`), so routes stay chained. */
export const api = new Hono<AppEnv>()
  .basePath("/api")
  .use(sameOrigin)
  .use((c, next) => (c.req.path.startsWith(UPLOAD_PREFIX) ? next() : jsonBodyLimit(c, next)))
  .route("/health", healthRoutes)
  .route("/blogs", blogRoutes)
  .route("/inquiries", inquiryRoutes)
  .route("/subscribers", subscriberRoutes);

// Also registered on the outer app; set here so in-process calls (server rendering) get it too.
api.onError(handleError);

export type AppType = typeof api;
