import { ArrowRight } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import * as careersEn from "#core/content/careers";
import * as careersHi from "#core/content/hi/careers";
import { useContent, useLocale } from "@/lib/locale";
import { staffFields } from "#core/i18n/staff-text";
import { Card, CardContent, CardHeader } from "../../ui/card";
import type { OpeningSummary } from "./career-types";
import { JobFacts } from "./job-facts";

/** One row of the careers list: title (as staff wrote it, in the page's language where they did), facts and a link to the role's page. */
export function OpeningCard({ job }: { job: OpeningSummary }) {
  const { careersCopy } = useContent({ en: careersEn, hi: careersHi });
  const { title } = staffFields(useLocale(), job, ["title"]);
  const href = `/careers/${encodeURIComponent(job.slug)}`;
  return (
    <Card className="transition-shadow hover:shadow-md">
      <CardHeader className="space-y-3">
        <h3 lang={title.lang} className="text-xl font-semibold leading-snug tracking-tight">
          <Link to={href} className="hover:text-primary focus-visible:outline-none focus-visible:underline">
            {title.text}
          </Link>
        </h3>
        <JobFacts job={job} className="text-muted-foreground" />
      </CardHeader>
      <CardContent>
        <Link to={href} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
          {/* The name a screen reader's list of links gives it, "View role and apply: Audit Associate", with the role's title in its own language. */}
          <span aria-hidden="true">{careersCopy.card.viewRole}</span>
          <span className="sr-only">
            {`${careersCopy.card.viewRole}: `}
            <span lang={title.lang}>{title.text}</span>
          </span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
