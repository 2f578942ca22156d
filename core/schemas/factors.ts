import * as v from "valibot";

/** Six digits from an authenticator app; spaces (as some apps show "123 456") are dropped. */
export const totpCodeSchema = v.object({
  code: v.pipe(
    v.string("Enter the 6-digit code from your authenticator app."),
    v.transform((code) => code.replace(/\s/g, "")),
    v.regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."),
  ),
});

/** The second step of a password sign-in: the pending sign-in's token and a TOTP or recovery code. */
export const secondFactorSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, "This sign-in has expired. Please enter your password again.")),
  code: v.pipe(
    v.string("Enter the code from your authenticator app, or a recovery code."),
    v.trim(),
    v.nonEmpty("Enter the code from your authenticator app, or a recovery code."),
    v.maxLength(40, "That code is not right. Please check it and try again."),
  ),
});
