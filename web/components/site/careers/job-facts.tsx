import { CalendarDays, IndianRupee, MapPin } from "lucide-react";
import { careersCopy } from "#core/content/careers";
import { formatDate } from "#core/format/date";
import { clsx } from "clsx";
import { Badge } from "../../ui/badge";
import type { OpeningSummary } from "./career-types";

type JobFactsProps = {
  job: Pick<OpeningSummary, "location" | "jobType" | "salaryRange" | "createdAt">;
  className?: string;
};

/** Type, location, salary (when the listing gives one) and posting date of an opening. */
export function JobFacts({ job, className }: JobFactsProps) {
  return (
    <ul className={clsx("flex flex-wrap items-center gap-x-5 gap-y-2 text-sm", className)}>
      <li>
        <Badge variant="secondary">{job.jobType}</Badge>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <MapPin className="size-4" aria-hidden="true" />
        {job.location}
      </li>
      {job.salaryRange ? (
        <li className="inline-flex items-center gap-1.5">
          <IndianRupee className="size-4" aria-hidden="true" />
          <span className="sr-only">{careersCopy.facts.salary}: </span>
          {job.salaryRange}
        </li>
      ) : null}
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden="true" />
        <span className="sr-only">{careersCopy.facts.posted} </span>
        <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
      </li>
    </ul>
  );
}
