import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";

/** Slug and last change of every published job listing, newest first: the careers entries in the sitemap. */
export function publishedOpeningStamps(db: Database) {
  return db
    .select({ slug: jobs.slug, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(eq(jobs.published, true))
    .orderBy(desc(jobs.createdAt))
    .all();
}
