/**
 * The password rules (OWASP ASVS 5.0 V6.2), one place for the browser, the API and the CLI.
 * Length counts code points after NFKC, so "ﬃ" or a letter plus combining marks count as what they
 * normalise to. There are deliberately no composition rules (no "one digit, one symbol"): length
 * and refusing guessable choices matter, mixing kinds of characters does not.
 *
 * The common-password list is not here: it is 10,000 entries the browser does not need. The server
 * passes `isCommon` (worker/staff/new-password.ts), and the admin shows its message from the API.
 */

export const MIN_PASSWORD_LENGTH = 12;
/** Passwords above this are refused before hashing: PBKDF2 over megabytes is a cheap DoS. */
export const MAX_PASSWORD_LENGTH = 1024;

/** The site's own name: people put it in passwords for it, and attackers try it first. */
const SITE_NAME = "vriddhi";

/**
 * Digits with at most the separators of phone numbers and dates: such passwords are mostly those,
 * and a 12-digit number is within reach of a guessing attack. This limits what a password may be
 * made of alone, and requires no kind of character, so it is not a composition rule.
 */
const DIGITS_ONLY = /^[\p{Nd}\s+\-./]+$/u;

export const passwordMessages = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters. A passphrase of three or four words is long enough and easy to remember.`,
  tooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  repeated: "A password of one character repeated is guessed at once. Choose a passphrase instead.",
  digitsOnly: "A password of digits alone, such as a phone number or a date, is guessed quickly. Use words instead.",
  siteName: "Leave the firm's name out of your password: it is among the first guesses.",
  email: "Leave your email address, or the part before the @, out of your password.",
  common: "This password is one of the most common ones and is guessed at once. Choose another.",
  breached: "This password has appeared in a data breach, so attackers try it. Choose another.",
} as const;

/** The form the rules compare: NFKC, as counted, and lower case, since case adds little to a guess. */
export const normalizePassword = (password: string) => password.normalize("NFKC");
const folded = (password: string) => normalizePassword(password).toLowerCase();

/** The length the rules count: code points after NFKC. */
export const passwordLength = (password: string) => [...normalizePassword(password)].length;

/** What the rules need to know beyond the password. */
export interface PasswordContext {
  /** The account's email: neither it nor its local part may be in the password. */
  email?: string;
  /** Whether a password (NFKC, lower case) is among the most common; only the server has the list. */
  isCommon?: (folded: string) => boolean;
}

/** The email's parts worth refusing: the whole address and a local part long enough to matter. */
function emailParts(email: string): string[] {
  const address = folded(email.trim());
  const local = address.split("@")[0] ?? "";
  return [address, ...(local.length >= 3 ? [local] : [])].filter(Boolean);
}

/** The first rule a new password breaks, as the message to show, or null when it passes them all. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  const length = passwordLength(password);
  if (length < MIN_PASSWORD_LENGTH) return passwordMessages.tooShort;
  if (length > MAX_PASSWORD_LENGTH) return passwordMessages.tooLong;
  const text = folded(password);
  if (new Set(text).size === 1) return passwordMessages.repeated;
  if (DIGITS_ONLY.test(text)) return passwordMessages.digitsOnly;
  if (text.includes(SITE_NAME)) return passwordMessages.siteName;
  if (context.email && emailParts(context.email).some((part) => text.includes(part))) return passwordMessages.email;
  if (context.isCommon?.(text)) return passwordMessages.common;
  return null;
}
