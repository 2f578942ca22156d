import { INDIA_OFFSET_MINUTES } from "#core/format/india-time";

/*
 * The Cache-Control of a public page, read by Workers Cache in front of the Worker (wrangler.toml
 * `[cache]`) and by browsers.
 *
 * - `max-age=0`: a browser asks again on every visit (a 304 costs little), so a publish shows on a
 *   visitor's next visit.
 * - `s-maxage`: how long the edge keeps the page without asking the Worker. Freshness comes from the
 *   purge by tag every public write makes (./purge.ts), so this only has to bound two things: a purge
 *   that failed, and India's date. A job listing closes by itself once its closing date has passed
 *   in India, with no write to purge anything, so nothing the edge keeps may outlive India's
 *   midnight: the edge keeps a page until then, at most a day.
 * - `stale-while-revalidate`: once that time is up, the edge answers with the old page while one
 *   request renders the new one, so no visitor waits for a render at expiry. Short, because browsers
 *   honour it too (a browser may show its own copy once more while it revalidates, within this
 *   window of its last visit), and it is taken out of `s-maxage`, so even a stale answer never
 *   crosses India's midnight.
 */

/** The edge may answer with a page this many seconds past its time while it renders the new one. */
const STALE_WHILE_REVALIDATE_SECONDS = 60;

const DAY_SECONDS = 24 * 60 * 60;

/** Seconds from `now` to the next midnight in India (1 … 86 400). */
export function secondsToIndiaMidnight(now = new Date()): number {
  const indiaSeconds = Math.floor(now.getTime() / 1000) + INDIA_OFFSET_MINUTES * 60;
  return DAY_SECONDS - (((indiaSeconds % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS);
}

/** The Cache-Control of a cacheable public page at `now`. */
export function publicCacheControl(now = new Date()): string {
  const left = secondsToIndiaMidnight(now);
  const stale = Math.min(STALE_WHILE_REVALIDATE_SECONDS, left - 1);
  return `public, max-age=0, s-maxage=${left - stale}, stale-while-revalidate=${stale}`;
}

/** What nothing shared may keep: a page for a signed-in admin or with a token, a redirect, a 404, a refused form. */
export const UNSHARED_CACHE_CONTROL = "private, no-store";
