import * as v from "valibot";

const YEAR_MS = 365 * 24 * 3_600_000;

/**
 * When a draft is to be published (any ISO timestamp; stored as UTC, as the admin's IST entry is
 * converted), or null to cancel the schedule. In the future, and within a year: a later date is more likely a typo for this one.
 */
export const scheduleSchema = v.object({
  publishAt: v.nullable(
    v.pipe(
      v.string("Choose the date and time to publish."),
      v.isoTimestamp("Choose the date and time to publish."),
      v.check((at) => Date.parse(at) > Date.now(), "Choose a time in the future."),
      v.check((at) => Date.parse(at) < Date.now() + YEAR_MS, "Choose a time within the next year."),
      // One form, UTC with milliseconds, since the cron compares the stored text with the time now.
      v.transform((at) => new Date(at).toISOString()),
    ),
  ),
});
