import { postCounts } from "../blog/figures";
import type { Database } from "../db/client";
import { inboxCounts } from "../inquiries/figures";
import { listingCounts } from "../jobs/figures";

/**
 * The six dashboard figures, each counted by the feature that keeps it, by D1 in one round trip.
 * `ownLeadsOf`: the colleague whose inquiries alone are counted (worker/leads/access.ts), or null
 * for the firm's.
 */
export async function dashboardStats(db: Database, ownLeadsOf: number | null = null) {
  const inbox = inboxCounts(db, ownLeadsOf);
  const [blogRow, jobRow, inquiryTotal, inquiryNew] = await db.batch([postCounts(db), listingCounts(db), inbox.total, inbox.new]);
  return {
    blogs: { total: blogRow[0].total, published: Number(blogRow[0].published) },
    jobs: { total: jobRow[0].total, published: Number(jobRow[0].published) },
    inquiries: { total: inquiryTotal[0].total, new: inquiryNew[0].total },
  };
}
