import { Link } from "react-router-dom";
import { closureOf } from "#core/format/job-closing";
import { hiringStatusLabels } from "#core/taxonomies/jobs";
import { Badge } from "@/components/ui/badge";
import type { JobRow } from "../data/jobs";

/**
 * The Title cell of the jobs table: the title with a Filled or Closed badge (Status stays the
 * spec's Published/Draft), and under it the applications received, opening the inbox on that job.
 */
export function JobTitleCell({ job }: { job: JobRow }) {
  const closure = closureOf(job);
  const count = job.applications;
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{job.title}</span>
        {closure ? <Badge variant="outline">{hiringStatusLabels[closure]}</Badge> : null}
      </div>
      <Link to={`/admin/inquiries?job=${job.id}`} className="text-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline">
        {count === 1 ? "1 application" : `${count} applications`}
      </Link>
    </div>
  );
}
