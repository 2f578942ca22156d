import { count, desc, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogs, inquiries, jobs } from "../db/schema";

/** The six dashboard figures, counted by D1 in one round trip. */
export async function dashboardStats(db: Database) {
  const [blogRow, jobRow, inquiryRow] = await db.batch([
    db.select({ total: count(), published: sql<number>`coalesce(sum(${blogs.published}), 0)` }).from(blogs),
    db.select({ total: count(), published: sql<number>`coalesce(sum(${jobs.published}), 0)` }).from(jobs),
    db.select({ total: count(), new: sql<number>`coalesce(sum(${inquiries.status} = 'new'), 0)` }).from(inquiries),
  ]);
  return {
    blogs: { total: blogRow[0].total, published: Number(blogRow[0].published) },
    jobs: { total: jobRow[0].total, published: Number(jobRow[0].published) },
    inquiries: { total: inquiryRow[0].total, new: Number(inquiryRow[0].new) },
  };
}

export type ActivityKind = "inquiry" | "blog" | "job";

export interface Activity {
  kind: ActivityKind;
  id: number;
  /** The inquirer's name or the post's or job's title (plain text). */
  label: string;
  /** For an inquiry its type; for posts and jobs whether they are published now. */
  detail: string;
  at: string;
}

/**
 * The latest events across the admin's content: inquiries received, and posts and jobs
 * created, changed or (un)published — each at its own newest timestamp.
 */
export async function recentActivity(db: Database, limit = 8): Promise<Activity[]> {
  const [inquiryRows, blogRows, jobRows] = await db.batch([
    db
      .select({ id: inquiries.id, label: inquiries.name, detail: inquiries.type, at: inquiries.createdAt })
      .from(inquiries)
      .orderBy(desc(inquiries.createdAt))
      .limit(limit),
    db
      .select({ id: blogs.id, label: blogs.title, published: blogs.published, at: blogs.updatedAt })
      .from(blogs)
      .orderBy(desc(blogs.updatedAt))
      .limit(limit),
    db
      .select({ id: jobs.id, label: jobs.title, published: jobs.published, at: jobs.updatedAt })
      .from(jobs)
      .orderBy(desc(jobs.updatedAt))
      .limit(limit),
  ]);
  const state = (published: boolean) => (published ? "published" : "draft");
  return [
    ...inquiryRows.map((r) => ({ kind: "inquiry" as const, ...r })),
    ...blogRows.map(({ published, ...r }) => ({ kind: "blog" as const, ...r, detail: state(published) })),
    ...jobRows.map(({ published, ...r }) => ({ kind: "job" as const, ...r, detail: state(published) })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
}

