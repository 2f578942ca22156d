import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { hiringStatuses, jobTypes } from "#core/taxonomies/jobs";
import { createdAt, oneOf, updatedAt } from "../db/columns";
import { schedule, scheduleIndex } from "../publishable/columns";

export const jobs = sqliteTable(
  "jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull(),
    requirements: text("requirements").notNull(),
    location: text("location").notNull(),
    jobType: text("job_type", { enum: jobTypes }).notNull(),
    salaryRange: text("salary_range"),
    /**
     * The listing's words in Hindi for /hi/careers, each beside its English field in the editor;
     * null until staff write it, and the Hindi page shows the English (marked as English) meanwhile.
     */
    titleHi: text("title_hi"),
    descriptionHi: text("description_hi"),
    requirementsHi: text("requirements_hi"),
    locationHi: text("location_hi"),
    salaryRangeHi: text("salary_range_hi"),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    ...schedule(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Open, filled or closed, apart from published/draft. Checked by core/schemas/job.ts, not by a
     * CHECK: adding one would make drizzle-kit rebuild the table, and the rebuild would set the
     * applications' job_id to null (job applications would lose their job).
     */
    hiringStatus: text("hiring_status", { enum: hiringStatuses }).notNull().default("open"),
    /** The last day (YYYY-MM-DD, India) applications are taken; once past, the listing counts as closed. */
    closesOn: text("closes_on"),
  },
  (t) => [
    index("jobs_created_idx").on(t.createdAt),
    index("jobs_type_created_idx").on(t.jobType, t.createdAt),
    index("jobs_published_created_idx").on(t.published, t.createdAt),
    scheduleIndex("jobs_publish_at_idx", t.publishAt),
    oneOf("jobs_job_type_check", t.jobType, jobTypes),
  ],
);
