import type { HiringStatus } from "../taxonomies/jobs";

/** India's offset: a closing date is the last day applications are taken in Bhopal, whatever the server's zone. */
const INDIA_OFFSET = "+05:30";
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** Today's date in India, YYYY-MM-DD. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last moment applications are taken on a closing date: its JobPosting `validThrough`. */
export function closingInstant(closesOn: string): string {
  return `${closesOn}T23:59:59${INDIA_OFFSET}`;
}

export interface ClosingFacts {
  hiringStatus: HiringStatus;
  /** The last day applications are taken (YYYY-MM-DD), or none. */
  closesOn: string | null;
}

/**
 * Why a listing no longer takes applications, or null while it does. A closing date that has
 * passed closes it by itself, computed on every read, so nothing has to run at midnight.
 */
export function closureOf(job: ClosingFacts, now = new Date()): "filled" | "closed" | null {
  if (job.hiringStatus === "filled") return "filled";
  if (job.hiringStatus === "closed") return "closed";
  if (job.closesOn && job.closesOn < indiaToday(now)) return "closed";
  return null;
}
