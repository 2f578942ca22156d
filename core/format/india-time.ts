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

/** A `datetime-local` value typed as India's wall-clock time ("2026-12-12T10:00") → the UTC instant, ISO; null if not a time. */
export function indiaLocalToUtc(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const at = Date.parse(`${local}:00${INDIA_UTC_OFFSET}`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** A UTC instant as India's wall-clock time for a `datetime-local` input: "2026-12-12T10:00". */
export function utcToIndiaLocal(iso: string): string {
  return new Date(Date.parse(iso) + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}
