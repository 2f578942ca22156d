import { deferred } from "@/lib/deferred";

/*
 * The public forms, each in its own chunk (web/lib/deferred.tsx): the validation rules, the form
 * kit and the API client are not part of a page's first load.
 */
export const ContactForm = deferred(() => import("./contact-form").then((m) => m.ContactForm));
export const EnquiryForm = deferred(() => import("./enquiry-form").then((m) => m.EnquiryForm));
export const QuoteForm = deferred(() => import("./quote-form").then((m) => m.QuoteForm));
export const ApplicationForm = deferred(() => import("./application-form").then((m) => m.ApplicationForm));
export const CallbackForm = deferred(() => import("./callback-form").then((m) => m.CallbackForm));
export const NewsletterForm = deferred(() => import("./newsletter-form").then((m) => m.NewsletterForm));
