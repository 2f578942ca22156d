import { callbackForm, contactForm, enquiryForm, quoteForm } from "#core/schemas/inquiry";
import { postedForm } from "../submissions/form-posts";
import { inquirySubmission } from "./public-routes";

/** The four public forms that become an inquiry, posted without JavaScript to any page that shows them. */
export const inquiryForms = [
  postedForm({ kind: "contact", fields: contactForm, submission: inquirySubmission }),
  postedForm({ kind: "service_enquiry", fields: enquiryForm, submission: inquirySubmission }),
  postedForm({ kind: "quote", fields: quoteForm, submission: inquirySubmission }),
  postedForm({ kind: "callback", fields: callbackForm, submission: inquirySubmission }),
];
