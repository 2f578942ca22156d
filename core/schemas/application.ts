import * as v from "valibot";
import { applicationFormCopy } from "../content/careers";
import { defineForm, field, honeypot } from "../forms/define-form";
import { safeFileName } from "./common";
import { leadSourceFields } from "./lead-source";
import { emailField, honeypotField, nameField, optionalMessageField, phoneField, sourcePageField } from "./contact-fields";

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPE_MESSAGE = "Attach your résumé as a PDF, DOC or DOCX file.";
export const RESUME_SIZE_MESSAGE = "The résumé is too large. The limit is 5 MB.";

const { labels } = applicationFormCopy;

/** A job application from the careers page: contact details, a cover note and the résumé. */
export const applicationForm = defineForm({
  name: field("text", labels.name, nameField),
  email: field("email", labels.email, emailField),
  phone: field("tel", labels.phone, phoneField),
  message: field("textarea", labels.message, optionalMessageField),
  // A missing file counts as an empty one, so it reads the same message as a wrong one.
  resume: field(
    "file",
    labels.resume,
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
