import { adminUsers } from "../db/schema";
import { staffNameOf } from "../db/staff-name";
import { mailFactorChange } from "./factor-changes";
import { mailPasswordReset } from "./password-reset/mail";
import { staffExport } from "./data-export";

/** Staff accounts, sessions and their factors: the account holder is mailed each reset link and factor change. */
export const staffFeature = {
  name: "staff",
  afterResponse: [mailPasswordReset, mailFactorChange],
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
  exports: staffExport,
} as const;
