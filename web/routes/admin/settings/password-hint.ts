import { MIN_PASSWORD_LENGTH } from "#core/schemas/auth";

/** A rough hint, not a rule: length matters most, variety helps. */
export function strengthHint(password: string): string {
  const length = [...password].length;
  if (length === 0) return `Use at least ${MIN_PASSWORD_LENGTH} characters; a passphrase of several words is easiest to remember.`;
  if (length < MIN_PASSWORD_LENGTH) return `Too short: ${MIN_PASSWORD_LENGTH - length} more character(s) needed.`;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  return length >= 16 || kinds >= 3 ? "Strong password." : "Acceptable. Longer, or mixing cases, digits and symbols, is stronger.";
}
