import { type PasswordContext, passwordMessages, passwordProblem } from "#core/schemas/password-policy";
import { log } from "../lib/log";
import { type BreachCheckOptions, breachedPasswordVerdict } from "./breached-password";
import { COMMON_PASSWORDS_TEXT } from "./common-passwords";

let common: Set<string> | undefined;

/** Whether a password (NFKC, lower case) is among the 10,000 most common; the set is built on first use. */
function isCommonPassword(folded: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split("\n").filter(Boolean));
  return common.has(folded);
}

/** The local rules: the password policy plus the common-password list, as the message to show or null. */
export function newPasswordProblem(password: string, email: PasswordContext["email"]): string | null {
  return passwordProblem(password, { email, isCommon: isCommonPassword });
}

/**
 * Every rule a new password must pass, as the message to show or null: the local rules, then the
 * breached-password check when it is on (an unreachable service lets the password through, logged).
 * The password change route and `npm run admin` both call this.
 */
export async function checkNewPassword(
  password: string,
  email: PasswordContext["email"],
  breachCheck: BreachCheckOptions,
): Promise<string | null> {
  const problem = newPasswordProblem(password, email);
  if (problem) return problem;
  const verdict = await breachedPasswordVerdict(password, breachCheck);
  if (verdict === "unknown") log("warn", "breached_password_check_unavailable");
  return verdict === "breached" ? passwordMessages.breached : null;
}
