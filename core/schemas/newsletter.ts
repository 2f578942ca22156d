import * as v from "valibot";
import { emailField, honeypotField } from "./contact-fields";

export const newsletterSchema = v.object({
  email: emailField,
  website: honeypotField,
});
