import type { HiringStatus } from "../taxonomies/jobs";
import { INDIA_UTC_OFFSET, indiaToday } from "./india-time";

/**
 * The last moment applications are taken on a closing date (in India, whatever the server's zone):
 * its JobPosting `validThrough`.
 */
export function closingInstant(closesOn: string): string {
  return `${closesOn}T23:59:59${INDIA_UTC_OFFSET}`;
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
