/**
 * The mutating API routes that read no JSON body, as two tests hold them: the request-body test
 * (worker/http/request-bodies.test.ts) and the CSRF test (tests/security/csrf.test.ts). Every other
 * mutating route must demand JSON; both tests fail when a route named here no longer exists.
 */
/** Mutating API routes that read no body; every other one must demand JSON, unless it takes files. */
export const NO_BODY_ROUTES = new Set([
  "POST /api/admin/logout",
  "DELETE /api/admin/sessions/:id",
  "POST /api/admin/sessions/revoke-others",
  "DELETE /api/admin/staff/invites/:id",
  "POST /api/admin/staff/invites/:id/email",
  "DELETE /api/admin/staff/:id",
  "POST /api/admin/staff/:id/ownership",
  "POST /api/admin/staff/:id/factors/reset",
  "POST /api/admin/session/reverify/options",
  "DELETE /api/admin/blogs/:id",
  "DELETE /api/admin/blogs/:id/previews/:linkId",
  "DELETE /api/admin/jobs/:id",
  "DELETE /api/admin/people/:id",
  "DELETE /api/admin/inquiries/:id",
  "DELETE /api/admin/subscribers/:id",
  "POST /api/admin/passkeys/registration/options",
  "DELETE /api/admin/passkeys/:id",
  "POST /api/admin/passkeys/sign-in/options",
  "POST /api/admin/factors/totp/setup",
  "DELETE /api/admin/factors/totp",
  "POST /api/admin/factors/recovery-codes",
  "POST /api/admin/newsletter/posts/:id",
  "PUT /api/admin/newsletter/posts/:id/scheduled",
  "DELETE /api/admin/newsletter/posts/:id/scheduled",
  "POST /api/admin/blogs/:id/revisions/:revision/restore",
  "POST /api/admin/jobs/:id/revisions/:revision/restore",
  "POST /api/admin/people/:id/revisions/:revision/restore",
  "POST /api/admin/services/:serviceId/:subServiceId/revisions/:revision/restore",
  "DELETE /api/admin/autosaves/:entity/:key",
  "PUT /api/admin/presence/:entity/:key",
  "DELETE /api/admin/presence/:entity/:key",
  "DELETE /api/admin/compliance/:id/extension",
  "POST /api/admin/data-export",
  "DELETE /api/admin/cases/:id/items/:itemId",
]);

/** Mutating API routes that take multipart forms (files), with their own larger size limit. */
export const MULTIPART_ROUTES = new Set([
  "POST /api/jobs/:slug/applications",
  "PUT /api/admin/uploads/blogs/:id/image",
  "PUT /api/admin/uploads/people/:id/photo",
  "POST /api/admin/uploads/blogs/:id/content-images",
  "POST /api/admin/uploads/blogs/staged-images",
  "POST /api/admin/uploads/site-logos",
  "POST /api/admin/cases/:id/items/:itemId/files",
  "POST /api/admin/cases/:id/outputs",
]);
