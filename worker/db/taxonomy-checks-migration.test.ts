import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { migrationUnderTest } from "../testing/migration-steps";

const MIGRATION = "0001_taxonomy_checks.sql";
const migration = migrationUnderTest(MIGRATION);

const run = (query: string, ...params: unknown[]) => env.DB.prepare(query).bind(...params).run();
const rows = (query: string) => env.DB.prepare(query).all().then((r) => r.results);

describe(`migration ${MIGRATION}`, () => {
  beforeEach(async () => {
    await migration.before();

    // Rows as production holds them before the migration: the seeded launch articles with their
    // old categories, posts and jobs from the admin forms, and an application linked to its job.
    const post = `insert into blogs (id, title, slug, content, excerpt, category, published, author) values (?, ?, ?, '<p>Body</p>', 'Excerpt', ?, 1, 'Vriddhi Team')`;
    await run(post, 1, "The Complete Guide to Startup Funding in India", "startup-funding-guide", "Funding");
    await run(post, 2, "Digital Transformation", "digital-transformation-small-business", "Technology");
    await run(post, 3, "Leading a small team", "leading-a-small-team", "Leadership");
    const job = `insert into jobs (id, title, slug, description, requirements, location, job_type, published) values (?, ?, ?, 'D', 'R', 'Bhopal', ?, 1)`;
    await run(job, 7, "Tax Associate", "tax-associate", "Full-time");
    await run(job, 8, "Design Intern", "design-intern", "Internship");
    const inquiry = `insert into inquiries (id, name, email, type, status, job_id, resume_url) values (?, ?, 'a@example.com', ?, ?, ?, ?)`;
    await run(inquiry, 1, "Asha", "job_application", "read", 7, "resumes/asha.pdf");
    await run(inquiry, 2, "Kabir", "contact", "replied", null, null);
    await run(inquiry, 3, "Meera", "service_enquiry", "new", null, null);
    await run(inquiry, 4, "Ravi", "quote", "new", null, null);

    await migration.apply();
  });

  it("keeps every row, mapping the seeded Funding article to Finance", async () => {
    expect(await rows("select id, slug, category from blogs order by id")).toEqual([
      { id: 1, slug: "startup-funding-guide", category: "Finance" },
      { id: 2, slug: "digital-transformation-small-business", category: "Technology" },
      { id: 3, slug: "leading-a-small-team", category: "Leadership" },
    ]);
    expect(await rows("select id, job_type from jobs order by id")).toEqual([
      { id: 7, job_type: "Full-time" },
      { id: 8, job_type: "Internship" },
    ]);
    expect(await rows("select id, type, status, job_id, resume_url from inquiries order by id")).toEqual([
      { id: 1, type: "job_application", status: "read", job_id: 7, resume_url: "resumes/asha.pdf" },
      { id: 2, type: "contact", status: "replied", job_id: null, resume_url: null },
      { id: 3, type: "service_enquiry", status: "new", job_id: null, resume_url: null },
      { id: 4, type: "quote", status: "new", job_id: null, resume_url: null },
    ]);
  });

  it("leaves the foreign key intact and acting", async () => {
    expect(await rows("pragma foreign_key_check")).toEqual([]);
    await run("delete from jobs where id = 7");
    expect(await rows("select job_id from inquiries where id = 1")).toEqual([{ job_id: null }]);
  });

  it("refuses values outside the taxonomies", async () => {
    await expect(
      run("insert into blogs (title, slug, content, excerpt, category, author) values ('T', 'new-post', 'C', 'E', 'Funding', 'A')"),
    ).rejects.toThrow(/CHECK constraint failed: blogs_category_check/);
    await expect(
      run("insert into jobs (title, slug, description, requirements, location, job_type) values ('T', 'new-job', 'D', 'R', 'L', 'Permanent')"),
    ).rejects.toThrow(/CHECK constraint failed: jobs_job_type_check/);
    await expect(run("insert into inquiries (name, email, type) values ('N', 'n@example.com', 'newsletter')")).rejects.toThrow(
      /CHECK constraint failed: inquiries_type_check/,
    );
    await expect(run("update inquiries set status = 'archived' where id = 2")).rejects.toThrow(
      /CHECK constraint failed: inquiries_status_check/,
    );
    await run("insert into inquiries (name, email, type) values ('N', 'n@example.com', 'contact')");
    expect(await rows("select status from inquiries where name = 'N'")).toEqual([{ status: "new" }]);
  });
});
