import * as v from "valibot";
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

/** The contact page's form. */
export const contactSchema = v.object({
  type: v.literal("contact"),
  name: nameField,
  email: emailField,
  phone: phoneField,
  subject: requiredText(200, "Subject is required", "Subject"),
  message: requiredText(5000, "Message is required", "Message", { multiLine: true }),
  website: honeypotField,
  sourcePage: sourcePageField,
  ...leadSourceFields,
});

/** The enquiry form of a service page: the benefits the visitor is interested in. */
export const enquirySchema = v.object({
  type: v.literal("service_enquiry"),
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: optionalMessageField,
  service: serviceField,
  selectedOptions: optionsField,
  website: honeypotField,
  sourcePage: sourcePageField,
  ...leadSourceFields,
});

/** The quote form of a sub-service page: the features the visitor wants priced. */
export const quoteSchema = v.object({
  type: v.literal("quote"),
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: optionalMessageField,
  service: serviceField,
  subService: v.optional(v.pipe(v.string(), v.maxLength(80), plainText()), ""),
  selectedOptions: optionsField,
  website: honeypotField,
  sourcePage: sourcePageField,
  ...leadSourceFields,
});

/**
 * "Request a call back": phone first, email optional. On a service or sub-service page the page's
 * service (and sub-service) come with it; on /contact neither.
 */
export const callbackSchema = v.object({
  type: v.literal("callback"),
  name: nameField,
  phone: indianPhoneField,
  email: optionalEmailField,
  /** "" for any time of the working day. */
  preferredTime: v.optional(v.union([v.literal(""), v.picklist(callbackTimes)], "Choose morning, afternoon or evening"), ""),
  service: v.optional(v.union([v.literal(""), serviceField], "Choose one of our services"), ""),
  subService: v.optional(v.pipe(v.string(), v.maxLength(80), plainText()), ""),
  website: honeypotField,
  sourcePage: sourcePageField,
  ...leadSourceFields,
});

/** Every public form that becomes a row in `inquiries`, told apart by `type`. */
export const inquirySchema = v.variant("type", [contactSchema, enquirySchema, quoteSchema, callbackSchema], "Unknown kind of inquiry");

export type ContactInput = v.InferInput<typeof contactSchema>;
export type EnquiryInput = v.InferInput<typeof enquirySchema>;
export type QuoteInput = v.InferInput<typeof quoteSchema>;
export type CallbackInput = v.InferInput<typeof callbackSchema>;
export type InquiryInput = v.InferOutput<typeof inquirySchema>;

// Admin side: the life of an inquiry once it has arrived.
export const inquiryStatusSchema = v.object({
  status: v.picklist(inquiryStatuses, `Choose one of: ${inquiryStatuses.join(", ")}.`),
});


/** A reply the staff mail to the visitor from the inquiry panel. */
export const inquiryReplySchema = v.object({
  body: requiredText(10000, "Write your reply first", "Reply", { multiLine: true }),
});

/** A private note the staff keep in an inquiry's thread; the visitor never sees it. */
export const inquiryNoteSchema = v.object({
  body: requiredText(5000, "Write the note first", "Note", { multiLine: true }),
});
