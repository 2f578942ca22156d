import { adminApi } from "./admin-api";
import { publishableResource, type RecordOf, type RowOf } from "./publishable-resource";

const jobs = adminApi.jobs;

export type JobRow = RowOf<typeof jobs>;
export type JobRecord = RecordOf<typeof jobs>;

/** Job listings: text only, no files. */
export const jobResource = publishableResource({
  client: jobs,
  entity: "job",
  history: [
    { key: "title", label: "Job Title" },
    { key: "titleHi", label: "Job Title in Hindi" },
    { key: "slug", label: "Slug" },
    { key: "description", label: "Description" },
    { key: "descriptionHi", label: "Description in Hindi" },
    { key: "requirements", label: "Requirements" },
    { key: "requirementsHi", label: "Requirements in Hindi" },
    { key: "location", label: "Location" },
    { key: "locationHi", label: "Location in Hindi" },
    { key: "jobType", label: "Job Type" },
    { key: "salaryRange", label: "Salary Range" },
    { key: "salaryRangeHi", label: "Salary Range in Hindi" },
    { key: "hiringStatus", label: "Position" },
    { key: "closesOn", label: "Closing Date" },
  ],
  names: { short: "job", record: "job listing", plural: "jobs", item: "Job", audience: "applicants" },
  path: "/admin/jobs",
});
