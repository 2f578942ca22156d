import * as v from "valibot";
import { defineForm, field, honeypot } from "../forms/define-form";
import { safeFileName } from "./common";
import { leadSourceFields } from "./lead-source";
import { emailField, honeypotField, nameField, optionalMessageField, phoneField, sourcePageField } from "./contact-fields";

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPE_MESSAGE = "Attach your résumé as a PDF, DOC or DOCX file.";
export const RESUME_SIZE_MESSAGE = "The résumé is too large. The limit is 5 MB.";

/** The form's labels: its copy shows them (core/content/careers.ts), its Hindi twin in Hindi. */
export const applicationLabels = {
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  message: "Cover Note",
  resume: "Résumé",
};

/** A job application from the careers page: contact details, a cover note and the résumé. */
export const applicationForm = defineForm({
  name: field("text", applicationLabels.name, nameField),
  email: field("email", applicationLabels.email, emailField),
  phone: field("tel", applicationLabels.phone, phoneField),
  message: field("textarea", applicationLabels.message, optionalMessageField),
  // A missing file counts as an empty one, so it reads the same message as a wrong one.
  resume: field(
    "file",
    applicationLabels.resume,
    v.optional(
      v.pipe(
        v.file(RESUME_TYPE_MESSAGE),
        v.minSize(1, RESUME_TYPE_MESSAGE),
        v.maxSize(MAX_RESUME_BYTES, RESUME_SIZE_MESSAGE),
        safeFileName(),
      ),
      () => new File([], ""),
    ),
  ),
  website: honeypot(honeypotField),
  sourcePage: sourcePageField,
  ...leadSourceFields,
});
export const applicationSchema = applicationForm.schema;
