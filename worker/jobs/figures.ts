import { count, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { gapCount, hindiGap } from "../lib/hindi-gaps";
import { jobs } from "./tables";

/*
 * What the admin's dashboard counts of the job listings, each a statement for its batch.
 */

/** How many listings there are and how many are published. */
export function listingCounts(db: Database) {
  return db.select({ total: count(), published: sql<number>`coalesce(sum(${jobs.published}), 0)` }).from(jobs);
}

/** A published listing's title, description, requirements, place and salary written without their Hindi. */
export function untranslatedListingTexts(db: Database) {
  return db
    .select({
      n: gapCount([
        hindiGap(jobs.title, jobs.titleHi),
        hindiGap(jobs.description, jobs.descriptionHi),
        hindiGap(jobs.requirements, jobs.requirementsHi),
        hindiGap(jobs.location, jobs.locationHi),
        hindiGap(jobs.salaryRange, jobs.salaryRangeHi),
      ]),
    })
    .from(jobs)
    .where(sql`${jobs.published} = 1`);
}
