import * as v from "valibot";
import { normalizePhone, parseIndianNumber } from "./phone-number";
import { emailField, indianPhoneField } from "./contact-fields";

/**
 * Who a privacy request (DPDP Act 2023: access or erasure) is about: the email address they gave,
 * or their phone number, since a call-back request needs no email.
 */
export const privacyRequestSchema = v.union(
  [v.object({ email: emailField }), v.object({ phone: indianPhoneField })],
  "Give the email address or the Indian phone number the request is about.",
);

export type PrivacyRequest = v.InferOutput<typeof privacyRequestSchema>;

const SUBJECT_HINT = "Enter an email address, or an Indian phone number such as +91 98765 43210.";

/** The Privacy screen's one field: whatever the person gave us, an address or a number. */
export const privacyLookupSchema = v.object({
  subject: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(SUBJECT_HINT),
    v.check((s) => (s.includes("@") ? v.is(emailField, s) : parseIndianNumber(normalizePhone(s)) !== null), SUBJECT_HINT),
  ),
});

/** The request the Privacy screen's field makes: an address when it has an @, else a phone number. */
export const privacyRequestOf = (subject: string): PrivacyRequest => (subject.includes("@") ? { email: subject } : { phone: subject });
