import { adminApi } from "./admin-api";
import { publishableResource, type RecordOf, type RowOf } from "./publishable-resource";

const jobs = adminApi.jobs;

export type JobRow = RowOf<typeof jobs>;
export type JobRecord = RecordOf<typeof jobs>;

/** Job listings: text only, no files. */
export const jobResource = publishableResource({
  client: jobs,
  names: { short: "job", record: "job listing", plural: "jobs", item: "Job", audience: "applicants" },
  path: "/admin/jobs",
});
