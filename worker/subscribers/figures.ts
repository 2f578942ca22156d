import { count, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { newsletterSends } from "./tables";

/**
 * Newsletter sends with batches still to mail (newsletter-queue.ts resumes them): a retry
 * /api/health reports, a statement for its batch.
 */
export function unfinishedSends(db: Database) {
  return db.select({ count: count() }).from(newsletterSends).where(isNull(newsletterSends.finishedAt));
}
