import { adminUsers } from "../db/schema";
import { mailFactorChange } from "./factor-changes";
import { mailPasswordReset } from "./password-reset/mail";

/** Staff accounts, sessions and their factors: the account holder is mailed each reset link and factor change. */
export const authFeature = {
  name: "auth",
  afterResponse: [mailPasswordReset, mailFactorChange],
  audited: [{ type: "admin", table: adminUsers, id: adminUsers.id, label: adminUsers.email }],
} as const;
