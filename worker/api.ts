import { Hono } from "hono";
import type { AppEnv } from "./env";
import { JSON_BODY_LIMIT, limitBody, limitBodyExcept, ownBodyLimits } from "./http/body-limit";
import { noStoreNoIndex } from "./http/no-store";
import { handleError } from "./http/errors";
import { sameOrigin } from "./http/same-origin";
import { assertEveryRouteDeclares, routePermissions } from "./access/permissions";
import { requireAdmin } from "./access/require-admin";
import { checklistRoutes } from "./dashboard/checklist";
import { dashboardRoutes } from "./dashboard/routes";
import { mailStatusRoutes } from "./dashboard/mail-status-routes";
import { healthRoutes } from "./health/routes";
import { privacyRoutes } from "./privacy/routes";
import { searchRoutes } from "./search/routes";
import { activityRoutes } from "./audit/routes";
import { autosaveRoutes } from "./publishable/autosave-routes";
import { activity, dashboardCards, dataExportApi, featureApi, healthRetries, heldDataSources, launchChecklistItems, ownRecords, provideComposition, publicAdminPaths, searchSources } from "./features";
import { privacyAdminRoutes } from "./privacy/admin-routes";
import { runbookRoutes } from "./health/runbook-routes";

/** The /api/admin paths open without a session, as the features declare them (the sign-in steps). */
const openAdminPaths = new Set(publicAdminPaths.map((path) => `/api${path}`));
const adminSession = requireAdmin(openAdminPaths);

/**
 * The JSON API: the kits' routes and every feature's (worker/features.ts). Its type feeds the
 * web's typed client (`hc<AppType>`), so routes stay chained.
 */
export const api = new Hono<AppEnv>()
  .basePath("/api")
  .use(provideComposition)
  .use(sameOrigin)
  // Routes that take files (admin image uploads, job applications) enforce their own, larger limits.
  .use(limitBodyExcept(limitBody(JSON_BODY_LIMIT), () => uploadRoutes))
  .route("/health", healthRoutes(healthRetries))
  .route("/privacy", privacyRoutes)
  .route("/search", searchRoutes(searchSources))
  // Deny by default: everything under /api/admin needs a session, login aside; none of it is cached.
  .use("/admin/*", noStoreNoIndex)
  .use("/admin/*", adminSession)
  .route("/", featureApi)
  .route("/admin/dashboard", dashboardRoutes(activity, dashboardCards))
  .route("/admin/dashboard/checklist", checklistRoutes(launchChecklistItems))
  .route("/admin/mail-status", mailStatusRoutes)
  .route("/admin/activity", activityRoutes(activity))
  .route("/admin/autosaves", autosaveRoutes)
  .route("/admin/privacy", privacyAdminRoutes(heldDataSources))
  .route("/admin/data-export", dataExportApi)
  .route("/admin/runbook", runbookRoutes);

// Also registered on the outer app; set here so in-process calls (server rendering) get it too.
api.onError(handleError);

/** The routes that take files: each caps its own body (`limitBody` next to it), read from Hono's own table. */
export const uploadRoutes = ownBodyLimits(api);

/**
 * Every admin route with the permission it declares and the roles that hold it, read from Hono's
 * own table. A route that declares none stops the worker here, and every test with it.
 */
export const adminRoutes = routePermissions(api, {
  prefix: "/api/admin",
  isPublic: (_method, path) => openAdminPaths.has(path),
  guards: [noStoreNoIndex, adminSession, ...ownRecords.map((declared) => declared.guard)],
});
assertEveryRouteDeclares(adminRoutes);

export type AppType = typeof api;
