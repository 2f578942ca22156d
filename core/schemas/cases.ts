import * as v from "valibot";
import { locales } from "../i18n/locale";
import { caseStatuses } from "../taxonomies/cases";
import { serviceIds } from "../taxonomies/services";
import { optionalText, requiredText } from "./common";

const staffId = v.pipe(v.number("Choose a colleague from the list."), v.integer("Choose a colleague from the list."), v.minValue(1, "Choose a colleague from the list."));

const realDay = (message: string) =>
  v.pipe(
    v.string(message),
    v.isoDate(message),
    v.check((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), "That date does not exist."),
  );

/** A recurring filing's period as staff write it: "2026-11", "Nov 2026", "FY 2026-27", "Q3 2026-27". */
const period = optionalText(40, "The period");

/**
 * Opening a case: from a won lead (its id; the client's details come from the lead) or directly,
 * with the client's name and a phone number or an email. Either way, the sub-service it is for.
 */
export const openCaseSchema = v.pipe(
  v.object({
    inquiryId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
    clientName: optionalText(120, "The client's name"),
    clientPhone: optionalText(30, "The phone number"),
    clientEmail: v.pipe(optionalText(254, "The email address"), v.check((email) => email === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), "Enter a valid email address, or leave it empty.")),
    language: v.optional(v.picklist(locales, "Choose the client's language."), "en"),
    serviceId: v.picklist(serviceIds, "Choose the service."),
    subServiceId: v.pipe(v.string("Choose the service."), v.regex(/^[a-z0-9-]{1,60}$/, "Choose the service.")),
    period,
    assigneeId: v.optional(v.nullable(staffId), null),
    dueOn: v.optional(v.nullable(realDay("Choose the due date.")), null),
  }),
  v.forward(
    v.check((input) => !!input.inquiryId || !!input.clientName, "Enter the client's name."),
    ["clientName"],
  ),
  v.forward(
    v.check((input) => !!input.inquiryId || !!input.clientPhone || !!input.clientEmail, "Enter a phone number or an email address."),
    ["clientPhone"],
  ),
);
export type OpenCase = v.InferOutput<typeof openCaseSchema>;

/** Who handles the case and by when; either may be cleared. */
export const caseUpdateSchema = v.object({
  assigneeId: v.nullable(staffId),
  dueOn: v.nullable(realDay("Choose the due date.")),
});

/** Closing a case when the work is done, or opening it again. */
export const caseStatusSchema = v.object({ status: v.picklist(caseStatuses, "Choose open or closed.") });

/** Another period of a recurring filing, started from the last case. */
export const nextPeriodSchema = v.object({
  period: v.pipe(period, v.check((value) => value !== null, "Enter the period, such as Nov 2026.")),
  dueOn: v.optional(v.nullable(realDay("Choose the due date.")), null),
});

export const caseItemParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, "Not a valid id."), v.transform(Number)),
  itemId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, "Not a valid id."), v.transform(Number)),
});
export const caseStepParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, "Not a valid id."), v.transform(Number)),
  stepId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, "Not a valid id."), v.transform(Number)),
});
export const caseFileParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, "Not a valid id."), v.transform(Number)),
  fileId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, "Not a valid id."), v.transform(Number)),
});

/** A document asked for beyond the sub-service's list ("Rent agreement of the office"), with an optional note. */
export const caseItemSchema = v.object({
  label: requiredText(200, "Name the document to ask for.", "The document"),
  note: optionalText(300, "The note"),
});

export const RETURN_REASON_MESSAGE = "Say why another copy is needed: the client sees this.";

/**
 * Where an item stands: accepted, or sent back with the reason the client will see (the move to
 * received comes with a file). `note` changes the item's note when given.
 */
export const caseItemReviewSchema = v.pipe(
  v.object({
    state: v.picklist(["accepted", "returned", "requested"] as const, "Choose accept or send back."),
    reason: optionalText(300, "The reason"),
  }),
  v.forward(
    v.check((input) => input.state !== "returned" || !!input.reason, RETURN_REASON_MESSAGE),
    ["reason"],
  ),
);

export const caseItemNoteSchema = v.object({ note: optionalText(300, "The note") });

/** A step ticked off (a day, an optional reference such as an ARN, SRN or acknowledgement number, and a note), or undone with `done: false`. */
export const caseStepSchema = v.pipe(
  v.object({
    done: v.boolean(),
    doneOn: v.optional(v.nullable(realDay("Choose the day it was done."))),
    reference: optionalText(80, "The reference"),
    note: optionalText(500, "The note", true),
  }),
  v.forward(
    v.check((input) => !input.done || !!input.doneOn, "Choose the day it was done."),
    ["doneOn"],
  ),
);

export const caseNoteSchema = v.object({ body: requiredText(2000, "Write the note.", "The note", { multiLine: true }) });
