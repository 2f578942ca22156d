import { MIN_PASSWORD_LENGTH, passwordLength } from "#core/schemas/password-policy";

/**
 * A hint, not a rule: length is what counts (as the policy counts it), never a mix of kinds of
 * characters. Common and breached passwords are refused by the server, whose message shows here.
 */
export function strengthHint(password: string): string {
  const length = passwordLength(password);
  if (length === 0) return `Use at least ${MIN_PASSWORD_LENGTH} characters; a passphrase of several words is easiest to remember.`;
  if (length < MIN_PASSWORD_LENGTH) return `Too short: ${MIN_PASSWORD_LENGTH - length} more character(s) needed.`;
  return length >= 16 ? "Good length." : "Long enough. A few more characters make it harder to guess.";
}
