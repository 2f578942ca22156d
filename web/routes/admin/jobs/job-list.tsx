import { useQuery } from "@tanstack/react-query";
import { Briefcase, Plus } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { EmptyState } from "../components/empty-state";
import { formatDate } from "../components/format";
import { PageHeader } from "../components/page-header";
import { PublishedBadge, RowActions } from "../components/publication";
import { useLoadFailureToast } from "../components/use-load-failure";
import { jobListQuery, useDeleteJob, useToggleJob } from "../data/jobs";

const newJobButton = (
  <Button asChild>
    <Link to="/admin/jobs/new">
      <Plus /> New Job
    </Link>
  </Button>
);

export function Component() {
  const { data: jobs, isPending, isError } = useQuery(jobListQuery);
  const toggle = useToggleJob();
  const remove = useDeleteJob();
  useLoadFailureToast(isError, "Failed to load jobs");

  return (
    <>
      <PageHeader title="Job Listings" description="Post openings and manage which ones are public." actions={newJobButton} />
      {isPending ? (
        <p className="text-muted-foreground">Loading job listings…</p>
      ) : isError ? (
        <p className="text-muted-foreground">The job listings could not be loaded.</p>
      ) : jobs.length === 0 ? (
        <EmptyState icon={Briefcase} title="No Job Listings Yet" text="Create your first job listing to start receiving applications." action={newJobButton} />
      ) : (
        <Card>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Title</TableHead>
                <TableHead>Location</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Date</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {jobs.map((job) => (
                <TableRow key={job.id}>
                  <TableCell className="font-medium">{job.title}</TableCell>
                  <TableCell>{job.location}</TableCell>
                  <TableCell>{job.jobType}</TableCell>
                  <TableCell>
                    <PublishedBadge published={job.published} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(job.createdAt)}</TableCell>
                  <TableCell>
                    <RowActions
                      name={job.title}
                      editTo={`/admin/jobs/edit/${job.id}`}
                      published={job.published}
                      onTogglePublished={() => toggle.mutate({ id: job.id, published: !job.published })}
                      deleteQuestion="Are you sure you want to delete this job posting?"
                      onDelete={() => remove.mutate(job.id)}
                      busy={toggle.isPending || remove.isPending}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </>
  );
}
