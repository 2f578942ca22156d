import { applicationForm, MAX_RESUME_BYTES, RESUME_SIZE_MESSAGE } from "#core/schemas/application";
import { postedForm } from "../submissions/form-posts";
import { applicationSubmission } from "./routes";

/**
 * How large a job application posted without JavaScript may be: well above the résumé's 5 MB, so
 * a file that is too large is refused by the schema at its field, with everything typed shown
 * again. Only beyond this is the body not read; the page then says why, with the form empty.
 */
export const APPLICATION_POST_LIMIT = 4 * MAX_RESUME_BYTES;

/** The job application, posted with its résumé to the job's page. */
export const applicationForms = [
  postedForm({
    kind: "job_application",
    fields: applicationForm,
    submission: applicationSubmission,
    largePostPage: {
      path: "/careers/:slug",
      maxBytes: APPLICATION_POST_LIMIT,
      tooLarge: { fieldErrors: { resume: RESUME_SIZE_MESSAGE }, error: RESUME_SIZE_MESSAGE },
    },
  }),
];
