import { deleteDeadPreviewLinks } from "./data";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { PREVIEW_PATH } from "#core/schemas/preview";
import { defineFeature } from "../feature";
import { previewAdminRoutes } from "./admin-routes";
import { previewRoutes } from "./public-routes";

/** Preview links of posts: shared, listed and revoked by staff, opened by anyone holding one; dead rows are swept every hour. */
export const previewsFeature = defineFeature({
  name: "previews",
  hourly: [deleteDeadPreviewLinks],
  api: new Hono<AppEnv>().route("/previews", previewRoutes).route("/admin/blogs", previewAdminRoutes),
  // A preview link's page, `/preview/<token>`: the token is the path's last segment.
  tokenPages: [`${PREVIEW_PATH}/*`],
});
