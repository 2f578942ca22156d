import { newsletterForm } from "#core/schemas/newsletter";
import { postedForm } from "../submissions/form-posts";
import { newsletterSubmission } from "./routes";

/** The newsletter box, posted without JavaScript from any page that shows it. */
export const newsletterForms = [postedForm({ kind: "newsletter", fields: newsletterForm, submission: newsletterSubmission })];
