/**
 * The admin API routes a visitor without a session may call, as "METHOD /path": the sign-in steps
 * (the password, its code, and a passkey: its challenge and the answer), an invitation link and a
 * password reset, whose tokens are the credential (staff.test.ts and password-reset.test.ts cover
 * them). Written out here rather than read from the staff declaration (`publicAdminPaths`), so
 * the access tests catch a route made public by mistake. Every other /api/admin route must answer
 * 401 without a session.
 */
export const PUBLIC_ADMIN_ROUTES: ReadonlySet<string> = new Set([
  "POST /api/admin/login",
  "POST /api/admin/login/code",
  "POST /api/admin/passkeys/sign-in/options",
  "POST /api/admin/passkeys/sign-in/verify",
  "POST /api/admin/invitations/open",
  "POST /api/admin/invitations/accept",
  "GET /api/admin/password-reset",
  "POST /api/admin/password-reset",
  "POST /api/admin/password-reset/check",
  "POST /api/admin/password-reset/complete",
]);
