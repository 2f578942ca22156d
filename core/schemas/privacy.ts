import * as v from "valibot";
import { emailField } from "./contact-fields";

/** The address a privacy request (DPDP Act 2023: access or erasure) is about. */
export const privacyRequestSchema = v.object({ email: emailField });

export type PrivacyRequest = v.InferOutput<typeof privacyRequestSchema>;
