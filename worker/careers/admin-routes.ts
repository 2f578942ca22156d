import { type Column, getTableName, sql, type Table } from "drizzle-orm";
import { jobListings } from "../jobs/resource";
import { jobs } from "../jobs/tables";
import { inquiries } from "../leads/tables";
import { publishableRoutes } from "../publishable/routes";

const column = (table: Table, col: Column) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(col.name)}`;

/**
 * A listing's applications, for each row of the admin list: read from inquiries_job_created_idx, a
 * count per listed row, 25 rows a page by default. The columns are named with their tables by
 * hand: in a one-table select drizzle writes `${jobs.id}` as a bare "id", which inside the
 * subquery would mean the inquiry's id.
 */
const applications = sql<number>`(select count(*) from ${inquiries} where ${column(inquiries, inquiries.jobId)} = ${column(jobs, jobs.id)} and ${column(inquiries, inquiries.type)} = 'job_application')`;

/**
 * /api/admin/jobs: the job listings' admin list and editing (the publishable kit over
 * worker/jobs/resource.ts), each listed row counting the applications it received. Built here, with
 * the applications: an application is an inquiry referencing its listing, so worker/jobs sits below
 * the inquiries' table and cannot count them itself.
 */
export const jobRoutes = publishableRoutes({ ...jobListings, list: { ...jobListings.list, columns: { applications } } }, "content");
