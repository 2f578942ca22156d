import { callbackForm, contactForm, enquiryForm, quoteForm } from "#core/schemas/inquiry";
import { postedForm } from "../submissions/form-posts";
import { inquiryForm } from "./public-routes";

/** The four public forms that become an inquiry, posted without JavaScript to any page that shows them. */
export const inquiryForms = [
  postedForm({ kind: "contact", fields: contactForm, submission: inquiryForm }),
  postedForm({ kind: "service_enquiry", fields: enquiryForm, submission: inquiryForm }),
  postedForm({ kind: "quote", fields: quoteForm, submission: inquiryForm }),
  postedForm({ kind: "callback", fields: callbackForm, submission: inquiryForm }),
];
