import { Briefcase } from "lucide-react";
import { jobTypes } from "#core/taxonomies/jobs";
import { type JobRow, jobResource } from "../data/jobs";
import { publishableColumns, statusFilter } from "../publishable/publishable-columns";
import { PublishableList } from "../publishable/publishable-list";
import { JobTitleCell } from "./job-title-cell";

const columns = publishableColumns<JobRow>(jobResource, "Are you sure you want to delete this job posting?", [
  { accessorKey: "location", header: "Location" },
  { id: "type", accessorKey: "jobType", header: "Type" },
], (job) => <JobTitleCell job={job} />);
const typeFilter = { column: "type", label: "Type", options: jobTypes.map((type) => ({ value: type, label: type })) };

/** /admin/jobs: Title (with Filled/Closed and the application count), Location, Type, Status, Date; filtered by status and type. */
export function Component() {
  return (
    <PublishableList
      resource={jobResource}
      newLabel="New Job"
      description="Post openings and manage which ones are public."
      empty={{ icon: Briefcase, text: "Create your first job listing to start receiving applications." }}
      columns={columns}
      filters={[statusFilter, typeFilter]}
    />
  );
}
