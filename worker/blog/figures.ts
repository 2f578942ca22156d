import { count, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogs } from "./tables";

/** How many posts there are and how many are published: the dashboard's figure, a statement for its batch. */
export function postCounts(db: Database) {
  return db.select({ total: count(), published: sql<number>`coalesce(sum(${blogs.published}), 0)` }).from(blogs);
}
