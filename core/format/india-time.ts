/**
 * India's clock (UTC+5:30, no daylight saving): the firm's days and months are India's, while
 * timestamps are stored in UTC. Apart from date.ts, whose formatters are built when it loads, so
 * code that only needs the offset does not carry them.
 */
export const INDIA_UTC_OFFSET = "+05:30";
export const INDIA_OFFSET_MINUTES = 330;

/** Today's date in India, YYYY-MM-DD. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
