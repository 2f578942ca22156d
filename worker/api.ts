import { Hono } from "hono";
import type { AppEnv } from "./env";
import { JSON_BODY_LIMIT, limitBody } from "./http/body-limit";
import { adminPrivacy } from "./http/admin-privacy";
import { handleError } from "./http/errors";
import { sameOrigin } from "./http/same-origin";
import { assertEveryRouteDeclares, routePermissions } from "./access/permissions";
import { isPublicAdminPath, requireAdmin } from "./access/require-admin";
import { passkeyRoutes } from "./staff/passkeys/routes";
import { secondFactorRoutes } from "./staff/second-factor-routes";
import { factorRoutes } from "./staff/totp/routes";
import { authRoutes } from "./staff/routes";
import { invitationRoutes } from "./staff/invitation-routes";
import { passwordResetRoutes } from "./staff/password-reset/routes";
import { sessionRoutes } from "./staff/session-routes";
import { staffRoutes } from "./staff/staff-routes";
import { blogRoutes as adminBlogRoutes, blogScheduleRoutes } from "./blog/resource";
import { postUploadRoutes } from "./blog/upload-routes";
import { blogTranslationRoutes } from "./blog/translation-routes";
import { dashboardRoutes } from "./dashboard/routes";
import { inquiryRoutes as adminInquiryRoutes } from "./inquiries/admin-routes";
import { jobRoutes as adminJobRoutes, jobScheduleRoutes } from "./jobs/resource";
import { mailStatusRoutes } from "./dashboard/mail-status-routes";
import { blogRoutes } from "./blog/public-routes";
import { previewAdminRoutes } from "./previews/admin-routes";
import { previewRoutes } from "./previews/public-routes";
import { careerRoutes } from "./careers/routes";
import { healthRoutes } from "./health/routes";
import { inquiryRoutes } from "./inquiries/public-routes";
import { subscriberRoutes } from "./subscribers/routes";
import { privacyRoutes } from "./privacy/routes";
import { searchRoutes } from "./search/routes";
import { subscriberAdminRoutes } from "./subscribers/admin-routes";
import { newsletterRoutes } from "./subscribers/newsletter-routes";
import { activityRoutes } from "./audit/routes";
import { autosaveRoutes } from "./autosave/routes";
import { presenceRoutes } from "./presence/routes";
import { activity, dataExport, heldDataSources, provideEventHandlers, searchSources } from "./features";
import { serviceRoutes } from "./services/public-routes";
import { serviceAdminRoutes } from "./services/admin-routes";
import { complianceRoutes } from "./compliance/public-routes";
import { complianceAdminRoutes } from "./compliance/admin-routes";
import { siteLogoRoutes } from "./site-settings/logo-routes";
import { siteSettingsAdminRoutes } from "./site-settings/routes";
import { peopleRoutes as adminPeopleRoutes } from "./people/resource";
import { publicPeopleRoutes } from "./people/public-routes";
import { personUploadRoutes } from "./people/upload-routes";
import { privacyAdminRoutes } from "./privacy/admin-routes";
import { ownLeadGuard } from "./leads/access";
import { digestRoutes } from "./leads/digest-routes";
import { leadRoutes } from "./leads/routes";
import { leadDeskRoutes } from "./leads/settings-routes";
import { dataExportRoutes } from "./data-export/routes";
import { requireStepUp } from "./staff/step-up";
import { runbookRoutes } from "./health/runbook-routes";

const jsonBodyLimit = limitBody(JSON_BODY_LIMIT);

/** Routes that take files (admin image uploads, job applications) enforce their own, larger limits. */
const isUploadPath = (path: string) =>
  path.startsWith("/api/admin/uploads/") || /^\/api\/jobs\/[^/]+\/applications$/.test(path);

/** The JSON API. Its type feeds the web's typed client (`hc<AppType>`), so routes stay chained. */
export const api = new Hono<AppEnv>()
  .basePath("/api")
  .use(provideEventHandlers)
  .use(sameOrigin)
  .use((c, next) => (isUploadPath(c.req.path) ? next() : jsonBodyLimit(c, next)))
  .route("/health", healthRoutes)
  .route("/blogs", blogRoutes)
  .route("/previews", previewRoutes)
  .route("/inquiries", inquiryRoutes)
  .route("/subscribers", subscriberRoutes)
  .route("/jobs", careerRoutes)
  .route("/privacy", privacyRoutes)
  .route("/services", serviceRoutes)
  .route("/search", searchRoutes(searchSources))
  .route("/people", publicPeopleRoutes)
  .route("/compliance", complianceRoutes)
  // Deny by default: everything under /api/admin needs a session, login aside; none of it is cached.
  .use("/admin/*", adminPrivacy)
  .use("/admin/*", requireAdmin)
  .route("/admin", authRoutes)
  .route("/admin", sessionRoutes)
  .route("/admin/staff", staffRoutes)
  .route("/admin/invitations", invitationRoutes)
  .route("/admin/password-reset", passwordResetRoutes)
  .route("/admin/login/code", secondFactorRoutes)
  .route("/admin/passkeys", passkeyRoutes)
  .route("/admin/factors", factorRoutes)
  .route("/admin/dashboard", dashboardRoutes(activity))
  .route("/admin/blogs", blogTranslationRoutes)
  .route("/admin/blogs", adminBlogRoutes)
  .route("/admin/blogs", blogScheduleRoutes)
  .route("/admin/blogs", previewAdminRoutes)
  .route("/admin/jobs", adminJobRoutes)
  .route("/admin/jobs", jobScheduleRoutes)
  // An advisor limited to their own leads reaches no other inquiry, whichever route names it.
  .use("/admin/inquiries/:id", ownLeadGuard)
  .use("/admin/inquiries/:id/*", ownLeadGuard)
  .route("/admin/inquiries", adminInquiryRoutes)
  .route("/admin/inquiries", leadRoutes)
  .route("/admin/lead-desk", leadDeskRoutes)
  .route("/admin/lead-desk/digest", digestRoutes)
  .route("/admin/mail-status", mailStatusRoutes)
  .route("/admin/subscribers", subscriberAdminRoutes)
  .route("/admin/newsletter", newsletterRoutes)
  .route("/admin/activity", activityRoutes(activity))
  .route("/admin/services", serviceAdminRoutes)
  .route("/admin/compliance", complianceAdminRoutes)
  .route("/admin/uploads", postUploadRoutes)
  .route("/admin/uploads", personUploadRoutes)
  .route("/admin/site-settings", siteSettingsAdminRoutes)
  .route("/admin/people", adminPeopleRoutes)
  .route("/admin/autosaves", autosaveRoutes)
  .route("/admin/presence", presenceRoutes)
  .route("/admin/privacy", privacyAdminRoutes(heldDataSources))
  .route("/admin/uploads/site-logos", siteLogoRoutes)
  .route("/admin/data-export", dataExportRoutes(dataExport, requireStepUp))
  .route("/admin/runbook", runbookRoutes);

// Also registered on the outer app; set here so in-process calls (server rendering) get it too.
api.onError(handleError);

/**
 * Every admin route with the permission it declares and the roles that hold it, read from Hono's
 * own table. A route that declares none stops the worker here, and every test with it.
 */
export const adminRoutes = routePermissions(api, { prefix: "/api/admin", isPublic: (_method, path) => isPublicAdminPath(path), guards: [adminPrivacy, requireAdmin, ownLeadGuard] });
assertEveryRouteDeclares(adminRoutes);

export type AppType = typeof api;
