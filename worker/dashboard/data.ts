import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogs } from "../blog/tables";
import { jobs } from "../jobs/tables";
import { inquiries } from "../leads/tables";

/**
 * The six dashboard figures, counted by D1 in one round trip. Each count reads an index only (new
 * inquiries: the status index; an advisor's own: the assignee and status index), so they stay
 * quick at any number of rows. `ownLeadsOf`: the colleague whose inquiries alone are counted
 * (worker/leads/access.ts), or null for the firm's.
 */
export async function dashboardStats(db: Database, ownLeadsOf: number | null = null) {
  const mine = ownLeadsOf === null ? undefined : eq(inquiries.assigneeId, ownLeadsOf);
  const [blogRow, jobRow, inquiryTotal, inquiryNew] = await db.batch([
    db.select({ total: count(), published: sql<number>`coalesce(sum(${blogs.published}), 0)` }).from(blogs),
    db.select({ total: count(), published: sql<number>`coalesce(sum(${jobs.published}), 0)` }).from(jobs),
    db.select({ total: count() }).from(inquiries).where(mine),
    db.select({ total: count() }).from(inquiries).where(and(eq(inquiries.status, "new"), mine)),
  ]);
  return {
    blogs: { total: blogRow[0].total, published: Number(blogRow[0].published) },
    jobs: { total: jobRow[0].total, published: Number(jobRow[0].published) },
    inquiries: { total: inquiryTotal[0].total, new: inquiryNew[0].total },
  };
}
