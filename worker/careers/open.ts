import { and, eq, gte, isNull, or } from "drizzle-orm";
import { indiaToday } from "#core/format/india-time";
import { jobs } from "../jobs/tables";

/**
 * The listings still taking applications: open, and with no closing date or one not yet past in
 * India. The SQL twin of core's `closureOf`, computed at each read (no cron closes anything).
 */
export const stillOpen = (now = new Date()) =>
  and(eq(jobs.hiringStatus, "open"), or(isNull(jobs.closesOn), gte(jobs.closesOn, indiaToday(now))));
