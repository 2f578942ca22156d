import * as v from "valibot";
import { colleagueRoles } from "../taxonomies/admin-roles";
import { plainText } from "./common";
import { emailField } from "./contact-fields";
import { MAX_PASSWORD_LENGTH, passwordProblem } from "./password-policy";

const email = v.pipe(
  v.string("Email is required"),
  v.trim(),
  v.nonEmpty("Email is required"),
  v.maxLength(254, "Invalid email address"),
  v.email("Invalid email address"),
);

export const loginSchema = v.object({
  email,
  password: v.pipe(
    v.string("Password is required"),
    v.nonEmpty("Password is required"),
    v.maxLength(MAX_PASSWORD_LENGTH, "Invalid credentials"),
  ),
});

/**
 * The rule every password an admin chooses must meet (password change, accepting an invitation).
 * Kept in this one place so a stricter password policy replaces it everywhere at once.
 */
export const newPasswordField = v.pipe(
  v.string("Enter a new password."),
  // The rules that need no account or list; the server adds the email and common-password ones.
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? passwordProblem(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  }),
);

const currentPassword = v.pipe(
  v.string("Enter your current password."),
  v.nonEmpty("Enter your current password."),
  v.maxLength(MAX_PASSWORD_LENGTH, "The current password is incorrect."),
);

export const changePasswordSchema = v.pipe(
  v.object({ currentPassword, newPassword: newPasswordField }),
  v.forward(
    v.check((p) => p.newPassword !== p.currentPassword, "Choose a password different from the current one."),
    ["newPassword"],
  ),
);

/** Confirming the password to re-verify a session before a sensitive change. */

/** The owner invites a colleague by their work email; it becomes their sign-in. */
const colleagueRoleField = v.picklist(colleagueRoles, "Choose the colleague's role.");

/** An invitation: the colleague's address and the role their account gets. */
export const inviteSchema = v.object({ email: emailField, role: colleagueRoleField });

/** What the admin sends: the invitation, and whether the link is also emailed to the colleague (it is shown to copy either way). */
export const inviteRequestSchema = v.object({ ...inviteSchema.entries, sendEmail: v.optional(v.boolean(), false) });

/** The owner changes a colleague's role. */
export const roleChangeSchema = v.object({ role: colleagueRoleField });

/** What a colleague chooses when accepting an invitation. */
export const acceptInviteSchema = v.object({
  name: v.pipe(v.string("Enter your name."), v.trim(), v.nonEmpty("Enter your name."), v.maxLength(100, "Use at most 100 characters."), plainText()),
  password: newPasswordField,
});

/** A token from a mailed or shown link (a reset or an invitation): sent in a body, never in a URL path. */
const linkToken = v.pipe(v.string("This link is not valid."), v.nonEmpty("This link is not valid."), v.maxLength(100, "This link is not valid."));

/** How long a mailed password reset link works. */
export const RESET_LINK_MINUTES = 30;

/** Asking for a password reset link: the staff account's email. */
export const passwordResetRequestSchema = v.object({ email });

/** Opening a reset or invitation link: its token. */
export const linkTokenSchema = v.object({ token: linkToken });

/** Choosing a new password from a mailed reset link. */
export const passwordResetSchema = v.object({ token: linkToken, password: newPasswordField });

/** Accepting an invitation: the link's token, the colleague's name and password. */
export const acceptInviteWithTokenSchema = v.object({ token: linkToken, ...acceptInviteSchema.entries });
