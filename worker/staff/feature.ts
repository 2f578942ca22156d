import { adminUsers } from "../access/tables";
import { staffNameOf } from "../db/staff-name";
import { mailFactorChange, mailFactorsReset } from "./factor-changes";
import { mailPasswordReset } from "./password-reset/mail";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { defineFeature } from "../feature";
import { invitationRoutes } from "./invitation-routes";
import { passkeyRoutes } from "./passkeys/routes";
import { passwordResetRoutes } from "./password-reset/routes";
import { authRoutes } from "./routes";
import { secondFactorRoutes } from "./second-factor-routes";
import { sessionRoutes } from "./session-routes";
import { staffRoutes } from "./staff-routes";
import { factorRoutes } from "./totp/routes";
import { staffExport } from "./data-export";

/** Staff accounts, sessions and their factors: the account holder is mailed each reset link and factor change. */
export const staffFeature = defineFeature({
  name: "staff",
  on: {
    "admin.password_reset_requested": [mailPasswordReset],
    "admin.passkey_added": [mailFactorChange],
    "admin.passkey_removed": [mailFactorChange],
    "admin.totp_enabled": [mailFactorChange],
    "admin.totp_disabled": [mailFactorChange],
    "admin.recovery_codes_regenerated": [mailFactorChange],
    "admin.factors_reset": [mailFactorsReset],
  },
  audited: [
    {
      type: "admin",
      table: adminUsers,
      id: adminUsers.id,
      label: staffNameOf(adminUsers),
      /**
       * A failed sign-in keeps the address it came from and, when the email named a staff account,
       * that account's id as the record — never the email typed: that box often holds a typo,
       * somebody else's address or a password typed in the wrong field, and a hash of a guessable
       * address hides nothing. Which account is under attack is the one fact staff need. A reset
       * link mailed to a staff account: the account is the record; the request is only ever
       * reported for an existing account, so no row names an address that is not one.
       */
      auditedWithoutAdmin: ["admin.sign_in_failed", "admin.password_reset_requested"],
    },
  ],
  api: new Hono<AppEnv>()
    .route("/admin", authRoutes)
    .route("/admin", sessionRoutes)
    .route("/admin/staff", staffRoutes)
    .route("/admin/invitations", invitationRoutes)
    .route("/admin/password-reset", passwordResetRoutes)
    .route("/admin/login/code", secondFactorRoutes)
    .route("/admin/passkeys", passkeyRoutes)
    .route("/admin/factors", factorRoutes),
  /**
   * The sign-in steps (the password, its code, a passkey's challenge and answer), opening and
   * accepting an invitation, and a forgotten password's request, link and new password (a link's
   * token is the credential there, in the body).
   */
  publicAdminPaths: [
    "/admin/login",
    "/admin/login/code",
    "/admin/passkeys/sign-in/options",
    "/admin/passkeys/sign-in/verify",
    "/admin/invitations/open",
    "/admin/invitations/accept",
    "/admin/password-reset",
    "/admin/password-reset/check",
    "/admin/password-reset/complete",
  ],
  // The pages of a reset link and an invitation (their token rides in the fragment, which no server sees).
  tokenPages: ["/admin/reset-password", "/admin/invite"],
  exports: staffExport,
});
