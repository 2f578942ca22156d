import * as v from "valibot";

/** A standard address whose top-level part has at least two letters (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const PHONE_PATTERN = /^\+?[0-9][0-9\s()-]{5,19}$/;

/**
 * A required text field whose every failure — missing key, wrong type, blank — reads `message`.
 * (valibot reports a missing key with its own wording unless the key defaults to "".)
 */
export function requiredText(message: string, label: string, max: number) {
  return v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(max, `${label} must be at most ${max} characters`),
    ),
    "",
  );
}

export const nameField = requiredText("Name is required", "Name", 120);

export const emailField = v.pipe(requiredText("Email is required", "Email", 254), v.regex(EMAIL_PATTERN, "Invalid email address"));

/** Optional; an empty string means "not given". */
export const phoneField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s === "" || PHONE_PATTERN.test(s), "Enter a valid phone number, e.g. +91 98765 43210"),
  ),
  "",
);

export const optionalMessageField = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(5000, "Message must be at most 5000 characters")),
  "",
);

/** A field people never see; bots fill it in. A non-empty value is accepted and silently dropped. */
export const honeypotField = v.optional(v.string(), "");
