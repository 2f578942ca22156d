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
    { key: "slug", label: "Slug" },
    { key: "description", label: "Description" },
    { key: "requirements", label: "Requirements" },
    { key: "location", label: "Location" },
    { key: "jobType", label: "Job Type" },
    { key: "salaryRange", label: "Salary Range" },
    { key: "hiringStatus", label: "Position" },
    { key: "closesOn", label: "Closing Date" },
  ],
  names: { short: "job", record: "job listing", plural: "jobs", item: "Job", audience: "applicants" },
  path: "/admin/jobs",
});
