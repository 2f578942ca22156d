import { useQuery } from "@tanstack/react-query";
import { Briefcase, Plus } from "lucide-react";
import { Link } from "react-router-dom";
import { formatDate } from "#core/format/date";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "../components/data-table";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { PublishedBadge, RowActions } from "../components/publication";
import { useLoadFailureToast } from "../components/use-load-failure";
import { type JobRow, jobListQuery, useDeleteJob, useToggleJob } from "../data/jobs";

const newJobButton = (
  <Button asChild>
    <Link to="/admin/jobs/new">
      <Plus /> New Job
    </Link>
  </Button>
);

const columns: Column<JobRow>[] = [
  { header: "Title", cell: (job) => job.title, className: "font-medium" },
  { header: "Location", cell: (job) => job.location, secondary: true },
  { header: "Type", cell: (job) => job.jobType, secondary: true },
  { header: "Status", cell: (job) => <PublishedBadge published={job.published} /> },
  { header: "Date", cell: (job) => formatDate(job.createdAt), className: "whitespace-nowrap", secondary: true },
];

export function Component() {
  const { data: jobs, isError } = useQuery(jobListQuery);
  const toggle = useToggleJob();
  const remove = useDeleteJob();
  useLoadFailureToast(isError, "Failed to load jobs");

  return (
    <>
      <PageHeader title="Job Listings" description="Post openings and manage which ones are public." actions={newJobButton} />
      <DataTable
        noun="job listings"
        rows={jobs}
        isError={isError}
        columns={columns}
        empty={
          <EmptyState icon={Briefcase} title="No Job Listings Yet" text="Create your first job listing to start receiving applications." action={newJobButton} />
        }
        actions={(job) => (
          <RowActions
            name={job.title}
            editTo={`/admin/jobs/edit/${job.id}`}
            published={job.published}
            onTogglePublished={() => toggle.mutate({ id: job.id, published: !job.published })}
            deleteQuestion="Are you sure you want to delete this job posting?"
            onDelete={() => remove.mutate(job.id)}
            busy={toggle.isPending || remove.isPending}
          />
        )}
      />
    </>
  );
}
