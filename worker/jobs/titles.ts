import { desc } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobs } from "./tables";

/** The latest listings, published or not, by id and title only, newest first. */
export function latestListingTitles(db: Database, limit: number) {
  return db.select({ id: jobs.id, title: jobs.title }).from(jobs).orderBy(desc(jobs.id)).limit(limit).all();
}
