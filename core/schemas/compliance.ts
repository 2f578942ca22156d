import * as v from "valibot";
import { deadlineKinds } from "../taxonomies/compliance";
import { defineForm, field, honeypot } from "../forms/define-form";
import { optionalText, plainText, requiredText } from "./common";
import { emailField, honeypotField, sourcePageField } from "./contact-fields";
import { isHttpsUrl } from "./site-settings";

/** How many days before a due date a reminder may be sent, as the form offers them. */
export const reminderLeadDays = ["1", "3", "7"] as const;
export type ReminderLeadDays = (typeof reminderLeadDays)[number];

/** The calendar's reminder sign-up: an address, the kinds of dates, and how early. Double opt-in. */
export const reminderForm = defineForm({
  email: field("email", "Email address", emailField),
  kinds: field(
    "checkbox-list",
    "Remind me of",
    v.pipe(v.array(v.picklist(deadlineKinds, "Choose from the kinds listed.")), v.minLength(1, "Choose at least one kind of due date.")),
  ),
  leadDays: field("select", "How early", v.picklist(reminderLeadDays, "Choose 1, 3 or 7 days before.")),
  website: honeypot(honeypotField),
  /** The page the form was on: its language is the mails' (a Hindi calendar's sign-up is mailed in Hindi). */
  sourcePage: sourcePageField,
});
export const reminderSchema = reminderForm.schema;
export type ReminderInput = v.InferOutput<typeof reminderSchema>;

/** A due date's id in the address of its admin routes: as core/compliance/types.ts writes them. */
export const deadlineParamSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Not a due date's id."), v.maxLength(80)) });

export const EXTENSION_SOURCE_MAX = 200;

/**
 * A due date moved by notification or circular, as staff record it: the new date and what moved
 * it. Whether the new date is later than the law's is checked by the route, which knows the entry.
 */
export const deadlineExtensionSchema = v.object({
  extendedTo: v.pipe(
    v.string("Enter the new due date."),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the new due date."),
    v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), "Enter a real date."),
  ),
  source: requiredText(EXTENSION_SOURCE_MAX, "Say which notification or circular extended it.", "The source"),
  /** The source as the Hindi calendar says it ("सीबीडीटी परिपत्र 12/2026, 18 जुलाई 2026"); empty until someone writes it. */
  sourceHi: optionalText(EXTENSION_SOURCE_MAX, "The Hindi source"),
  sourceUrl: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(500, "The link can be at most 500 characters long."), plainText(), v.check((s) => s === "" || isHttpsUrl(s), "The link must start with https://")),
    "",
  ),
});
export type DeadlineExtensionInput = v.InferOutput<typeof deadlineExtensionSchema>;

export const EXTENSION_NOT_LATER_MESSAGE = "An extension moves the due date later: choose a date after the statutory one.";
/** The latest date an extension may name: a year after the financial year ends; anything later is a typing slip. */
export const extensionTooLateMessage = (latest: string) => `Choose a date no later than ${latest}: an extension further ahead is most likely a typing slip.`;
export const DEADLINE_NOT_FOUND_MESSAGE = "Due date not found";
