import { ArrowRight } from "lucide-react";
import { Link } from "@/components/site/locale-link";
import { careersCopy } from "#core/content/careers";
import { Card, CardContent, CardHeader } from "../../ui/card";
import type { OpeningSummary } from "./career-types";
import { JobFacts } from "./job-facts";

/** One row of the careers list: title, facts and a link to the role's page. */
export function OpeningCard({ job }: { job: OpeningSummary }) {
  const href = `/careers/${encodeURIComponent(job.slug)}`;
  return (
    <Card className="transition-shadow hover:shadow-md">
      <CardHeader className="space-y-3">
        <h3 className="text-xl font-semibold leading-snug tracking-tight">
          <Link to={href} className="hover:text-primary focus-visible:outline-none focus-visible:underline">
            {job.title}
          </Link>
        </h3>
        <JobFacts job={job} className="text-muted-foreground" />
      </CardHeader>
      <CardContent>
        <Link
          to={href}
          aria-label={`${careersCopy.card.viewRole}: ${job.title}`}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          {careersCopy.card.viewRole}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
