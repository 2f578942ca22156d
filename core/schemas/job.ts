import * as v from "valibot";
import { hiringStatuses, jobTypes } from "../taxonomies/jobs";
import { optionalText, plainText, requiredText } from "./common";
import { slugSchema } from "./slug";

export const CLOSING_DATE_MESSAGE = "Enter the closing date as a real day, YYYY-MM-DD.";

/** A day that exists: 2026-02-30 passes the pattern, but only a real day survives the round trip through Date. */
const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

/** A job listing as the admin form sends it; an empty salary range or closing date is stored as none. */
export const jobSchema = v.object({
  title: requiredText(200),
  slug: slugSchema,
  description: requiredText(20_000, undefined, undefined, { multiLine: true }),
  requirements: requiredText(20_000, undefined, undefined, { multiLine: true }),
  location: requiredText(200),
  jobType: v.picklist(jobTypes, "Please choose a job type."),
  salaryRange: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => s?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(120, "The salary range can be at most 120 characters long."), plainText())),
  ),
  /** The listing's words for /hi/careers, each beside its English field; empty shows the English there, marked. */
  titleHi: optionalText(200, "The Hindi title"),
  descriptionHi: optionalText(20_000, "The Hindi description", true),
  requirementsHi: optionalText(20_000, "The Hindi requirements", true),
  locationHi: optionalText(200, "The Hindi location"),
  salaryRangeHi: optionalText(120, "The Hindi salary range"),
  published: v.boolean(),
  /** Whether the role still takes applications; open unless staff say otherwise. */
  hiringStatus: v.optional(v.picklist(hiringStatuses, "Choose whether the position is open, filled or closed."), "open"),
  /** The last day applications are taken, in India; a past day closes the listing by itself. */
  closesOn: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => s?.trim() || null),
    v.nullable(v.pipe(v.string(), v.isoDate(CLOSING_DATE_MESSAGE), v.check(isRealDay, CLOSING_DATE_MESSAGE))),
  ),
});

export type JobInput = v.InferOutput<typeof jobSchema>;
