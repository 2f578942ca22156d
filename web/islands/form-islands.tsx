import { island } from "./island";

/*
 * The public forms as islands, for pages to place (a site component never places one: a section
 * that holds a form takes it as its children). Each page's HTML holds the whole form, which posts
 * without JavaScript; its code (the validation rules, the form kit, the API client, React) loads
 * when the visitor first focuses or presses in it.
 */
export const ContactForm = island("contact-form");
export const EnquiryForm = island("enquiry-form");
export const QuoteForm = island("quote-form");
export const ApplicationForm = island("application-form");
export const CallbackForm = island("callback-form");
export const NewsletterForm = island("newsletter-form");
