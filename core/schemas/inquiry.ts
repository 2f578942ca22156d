import * as v from "valibot";
import { defineForm, field, fixed, honeypot } from "../forms/define-form";
import { callbackTimes, inquiryStatuses } from "../taxonomies/inquiries";
import { serviceIds } from "../taxonomies/services";
import { plainText, requiredText } from "./common";
import { leadSourceFields } from "./lead-source";
import {
  emailField,
  honeypotField,
  indianPhoneField,
  nameField,
  optionalEmailField,
  optionalMessageField,
  phoneField,
  sourcePageField,
} from "./contact-fields";

const optionsField = v.optional(
  v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(160), plainText())),
    v.maxLength(40, "Too many options selected"),
  ),
  [],
);

const serviceField = v.picklist(serviceIds, "Choose one of our services");

const subServiceField = v.optional(v.pipe(v.string(), v.maxLength(80), plainText()), "");

/** The contact page's form. */
export const contactForm = defineForm({
  type: fixed("contact"),
  name: field("text", "Full Name", nameField),
  email: field("email", "Email Address", emailField),
  phone: field("tel", "Phone Number", phoneField),
  subject: field("text", "Subject", requiredText(200, "Subject is required", "Subject")),
  message: field("textarea", "Message", requiredText(5000, "Message is required", "Message", { multiLine: true })),
  website: honeypot(honeypotField),
  sourcePage: sourcePageField,
  ...leadSourceFields,
});
export const contactSchema = contactForm.schema;

/** The fields of a service enquiry and a quote: contact details, ticked options and a note. */
const inquiryFields = (optionsLegend: string) => ({
  name: field("text", "Name", nameField),
  email: field("email", "Email", emailField),
  phone: field("tel", "Phone", phoneField),
  message: field("textarea", "Message", optionalMessageField),
  service: field("hidden", "", serviceField),
  selectedOptions: field("checkbox-list", optionsLegend, optionsField),
});

/** The enquiry form of a service page: the benefits the visitor is interested in. */
export const enquiryForm = defineForm({
  type: fixed("service_enquiry"),
  ...inquiryFields("Which services are you interested in?"),
  website: honeypot(honeypotField),
  sourcePage: sourcePageField,
  ...leadSourceFields,
});
export const enquirySchema = enquiryForm.schema;

/** The quote form of a sub-service page: the features the visitor wants priced. */
export const quoteForm = defineForm({
  type: fixed("quote"),
  ...inquiryFields("Features you would like priced"),
  subService: field("hidden", "", subServiceField),
  website: honeypot(honeypotField),
  sourcePage: sourcePageField,
  ...leadSourceFields,
});
export const quoteSchema = quoteForm.schema;

/** The call-back form's labels: its copy shows them (core/content/callback-form.ts), its Hindi twin in Hindi. */
export const callbackLabels = {
  name: "Your Name",
  phone: "Number to Call",
  preferredTime: "Best Time to Call",
  email: "Email",
};

/**
 * "Request a call back": phone first, email optional. On a service or sub-service page the page's
 * service (and sub-service) come with it; on /contact neither.
 */
export const callbackForm = defineForm({
  type: fixed("callback"),
  name: field("text", callbackLabels.name, nameField),
  phone: field("tel", callbackLabels.phone, indianPhoneField),
  email: field("email", callbackLabels.email, optionalEmailField),
  /** "" for any time of the working day. */
  preferredTime: field(
    "select",
    callbackLabels.preferredTime,
    v.optional(v.union([v.literal(""), v.picklist(callbackTimes)], "Choose morning, afternoon or evening"), ""),
  ),
  service: field("hidden", "", v.optional(v.union([v.literal(""), serviceField], "Choose one of our services"), "")),
  subService: field("hidden", "", subServiceField),
  website: honeypot(honeypotField),
  sourcePage: sourcePageField,
  ...leadSourceFields,
});
export const callbackSchema = callbackForm.schema;

/** Every public form that becomes a row in `inquiries`, told apart by `type`. */
export const inquirySchema = v.variant("type", [contactSchema, enquirySchema, quoteSchema, callbackSchema], "Unknown kind of inquiry");

export type InquiryInput = v.InferOutput<typeof inquirySchema>;

// Admin side: the life of an inquiry once it has arrived.
export const inquiryStatusSchema = v.object({
  status: v.picklist(inquiryStatuses, `Choose one of: ${inquiryStatuses.join(", ")}.`),
});


const REPLY_FIRST = "Write your reply first";

/** A reply the staff mail to the visitor from the inquiry panel. */
export const inquiryReplySchema = v.object({
  body: requiredText(10000, REPLY_FIRST, "Reply", { multiLine: true }),
});

/**
 * The reply box's own rule: a reply begun from `starter` (its greeting and sign-off in the lead's
 * language) says something more than the starter, so a click on Send does not mail a greeting alone.
 */
export const replyBeyondStarter = (starter: string) =>
  v.object({ body: v.pipe(inquiryReplySchema.entries.body, v.check((body) => body.replace(/\s+/g, " ").trim() !== starter.replace(/\s+/g, " ").trim(), REPLY_FIRST)) });

/** A private note the staff keep in an inquiry's thread; the visitor never sees it. */
export const inquiryNoteSchema = v.object({
  body: requiredText(5000, "Write the note first", "Note", { multiLine: true }),
});
