import type { Database } from "../db/client";
import { latestListingTitles } from "../jobs/titles";

/**
 * The inbox's Job filter: the latest 100 listings, published or not (applications outlive a
 * listing's publication), by id and title only. Here rather than the job listings' own API, which
 * is content an advisor, who files the applications, may not open.
 */
export function jobFilterOptions(db: Database) {
  return latestListingTitles(db, 100);
}
