/**
 * A run of the cron trigger (every five minutes) that is the first of its hour, so it does the
 * hourly work too (worker/index.ts). Tests pass it as `scheduledTime`, never the clock: a run at
 * ten past does only the five-minute work.
 */
export const FIRST_RUN_OF_AN_HOUR = Date.parse("2026-11-27T06:00:00Z");
