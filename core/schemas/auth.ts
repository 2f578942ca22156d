import * as v from "valibot";

/** Passwords above this are refused before hashing: PBKDF2 over megabytes is a cheap DoS. */
const MAX_PASSWORD_LENGTH = 1024;
export const MIN_PASSWORD_LENGTH = 12;

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

export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(
      v.string("Enter your current password."),
      v.nonEmpty("Enter your current password."),
      v.maxLength(MAX_PASSWORD_LENGTH, "The current password is incorrect."),
    ),
    newPassword: v.pipe(
      v.string("Enter a new password."),
      v.check((p) => [...p].length >= MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`),
      v.maxLength(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`),
    ),
  }),
  v.forward(
    v.check((p) => p.newPassword !== p.currentPassword, "Choose a password different from the current one."),
    ["newPassword"],
  ),
);

export type LoginInput = v.InferOutput<typeof loginSchema>;
