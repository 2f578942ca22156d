import * as v from "valibot";
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

export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(
      v.string("Enter your current password."),
      v.nonEmpty("Enter your current password."),
      v.maxLength(MAX_PASSWORD_LENGTH, "The current password is incorrect."),
    ),
    newPassword: v.pipe(
      v.string("Enter a new password."),
      // The rules that need no account or list; the server adds the email and common-password ones.
      v.rawCheck(({ dataset, addIssue }) => {
        const problem = dataset.typed ? passwordProblem(dataset.value) : null;
        if (problem) addIssue({ message: problem });
      }),
    ),
  }),
  v.forward(
    v.check((p) => p.newPassword !== p.currentPassword, "Choose a password different from the current one."),
    ["newPassword"],
  ),
);

export type LoginInput = v.InferOutput<typeof loginSchema>;
