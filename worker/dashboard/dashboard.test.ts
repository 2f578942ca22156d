import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, signIn } from "../testing/admin-helpers";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

interface Dashboard {
  stats: { blogs: { total: number; published: number }; jobs: { total: number; published: number }; inquiries: { total: number; new: number } };
  activity: { action: string; actor: string | null; recordType: string; recordId: number | null; label: string | null; createdAt: string }[];
}

const dashboard = async () => (await (await call("/api/admin/dashboard", { cookie })).json()) as Dashboard;

describe("GET /api/admin/dashboard", () => {
  it("counts posts, jobs and inquiries", async () => {
    const insertBlog = env.DB.prepare(
      "insert into blogs (title, slug, content, excerpt, category, author, published, updated_at) values (?, ?, 'c', 'e', 'Finance', 'A', ?, ?)",
    );
    const insertJob = env.DB.prepare(
      "insert into jobs (title, slug, description, requirements, location, job_type, published, updated_at) values (?, ?, 'd', 'r', 'Bhopal', 'Remote', ?, ?)",
    );
    const insertInquiry = env.DB.prepare("insert into inquiries (name, email, type, status, created_at) values (?, 'v@example.com', 'contact', ?, ?)");
    await env.DB.batch([
      // These rows alone: whatever another test created goes first.
      ...["inquiries", "jobs", "blogs"].map((table) => env.DB.prepare(`delete from ${table}`)),
      insertBlog.bind("Published post", "p1", 1, "2026-03-01T00:00:00.000Z"),
      insertBlog.bind("Draft post", "p2", 0, "2026-03-02T00:00:00.000Z"),
      insertBlog.bind("Another published", "p3", 1, "2026-03-03T00:00:00.000Z"),
      insertJob.bind("Open job", "j1", 1, "2026-03-04T00:00:00.000Z"),
      insertJob.bind("Draft job", "j2", 0, "2026-03-05T00:00:00.000Z"),
      insertInquiry.bind("Ravi", "new", "2026-03-06T00:00:00.000Z"),
      insertInquiry.bind("Meera", "read", "2026-03-07T00:00:00.000Z"),
      insertInquiry.bind("Kabir", "new", "2026-03-08T00:00:00.000Z"),
    ]);
    const { stats } = await dashboard();
    expect(stats).toEqual({ blogs: { total: 3, published: 2 }, jobs: { total: 2, published: 1 }, inquiries: { total: 3, new: 2 } });
  });

  it("shows the audit trail's latest entries as Recent Activity, newest first, naming the record", async () => {
    const created = await call("/api/admin/jobs", {
      method: "POST",
      cookie,
      json: { title: "Audit Associate", slug: "audit-associate", description: "D", requirements: "R", location: "Bhopal", jobType: "Full-time", published: false },
    });
    const { id } = (await created.json()) as { id: number };
    await call(`/api/admin/jobs/${id}/published`, { method: "PATCH", cookie, json: { published: true } });
    const { activity } = await dashboard();
    expect(activity.slice(0, 2)).toMatchObject([
      { action: "job.published", actor: "admin@example.com", recordType: "job", recordId: id, label: "Audit Associate" },
      { action: "job.created", recordId: id, label: "Audit Associate" },
    ]);
    expect(activity.at(-1)).toMatchObject({ action: "admin.signed_in" });
  });

  it("names whoever acted by the name they gave, and by their address only while they have none", async () => {
    const job = { title: "Tax Associate", slug: "tax-associate", description: "D", requirements: "R", location: "Bhopal", jobType: "Full-time", published: false };
    await call("/api/admin/jobs", { method: "POST", cookie, json: job });
    expect((await dashboard()).activity[0]).toMatchObject({ action: "job.created", actor: "admin@example.com" });

    await env.DB.prepare("update admin_users set name = 'Asha Verma' where email = 'admin@example.com'").run();
    const { activity } = await dashboard();
    expect(activity[0]).toMatchObject({ action: "job.created", actor: "Asha Verma" });
    // Every entry of theirs, those written before they had a name too.
    expect(activity.filter((entry) => entry.actor === "admin@example.com")).toEqual([]);
    await env.DB.prepare("update admin_users set name = '' where email = 'admin@example.com'").run();
  });
});
