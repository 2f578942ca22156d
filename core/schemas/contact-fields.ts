import * as v from "valibot";
import { normalizePhone, parseIndianNumber } from "./phone-number";
import { plainText, requiredText } from "./common";

/**
 * A plain address (spec section 5): one `@`, a local part of at most 64 characters (RFC 5321) made of
 * letters, digits and `.!#$*+/=^_`{|}~-`, and a domain of dot-separated labels whose top-level part has
 * at least two letters. Whatever a `mailto:` link or a mail header could read as syntax is refused:
 * `?`, `&`, `%`, spaces, commas, quotes, angle brackets and control characters.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$*+/=^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const PHONE_PATTERN = /^\+?[0-9][0-9\s()-]{5,19}$/;

export const nameField = requiredText(120, "Name is required", "Name");

export const emailField = v.pipe(requiredText(254, "Email is required", "Email", { plain: false }), v.regex(EMAIL_PATTERN, "Invalid email address"));

/** Optional (the call-back form's): an empty string means "not given"; anything else must be an address. */
export const optionalEmailField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(254, "Email can be at most 254 characters long."),
    v.check((s) => s === "" || EMAIL_PATTERN.test(s), "Invalid email address"),
  ),
  "",
);

/**
 * The start of every phone field's pipe: the number as `normalizePhone` reads it (a copy's direction
 * marks gone, "+९१ ९८७६५ ४३२१०" as "+91 98765 43210"), so it is checked and stored in ASCII digits.
 */
export const phoneText = (message?: string) => v.pipe(v.string(message), v.transform(normalizePhone));

const PHONE_REQUIRED = "Phone number is required";

/** Required and Indian (the call-back form's): the team dials it, so it must be a number they can reach. */
export const indianPhoneField = v.optional(
  v.pipe(
    phoneText(PHONE_REQUIRED),
    v.nonEmpty(PHONE_REQUIRED),
    v.maxLength(24, "Phone number can be at most 24 characters long."),
    plainText(),
    v.check((s) => parseIndianNumber(s) !== null, "Enter a valid Indian phone number, e.g. +91 98765 43210"),
  ),
  "",
);

/** Optional; an empty string means "not given". */
export const phoneField = v.optional(
  v.pipe(
    phoneText(),
    v.check((s) => s === "" || PHONE_PATTERN.test(s), "Enter a valid phone number, e.g. +91 98765 43210"),
  ),
  "",
);

export const optionalMessageField = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(5000, "Message can be at most 5000 characters long."), plainText(true)),
  "",
);

/** A field people never see; bots fill it in. A non-empty value is accepted and silently dropped. */
export const honeypotField = v.optional(v.string(), "");

/**
 * The path of the page a form was sent from, e.g. "/services/legal-tax": shown to the staff with
 * the inquiry. Only a path on this site (no scheme, host, `//` or `/\`), printable, at most 500
 * characters; anything else is dropped rather than refused, since the visitor cannot fix it.
 */
export const sourcePageField = v.optional(
  v.pipe(
    v.string(),
    v.transform((path) => (/^\/(?![/\\])[\x21-\x7e]{0,499}$/.test(path) ? path : "")),
  ),
  "",
);
