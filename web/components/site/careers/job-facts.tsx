import { CalendarDays, IndianRupee, MapPin } from "@/components/site/icons";
import * as careersEn from "#core/content/careers";
import * as careersHi from "#core/content/hi/careers";
import { useContent, useLocale } from "@/lib/locale";
import { useDateFormat } from "@/lib/date-format";
import { staffFields } from "#core/i18n/staff-text";
import { clsx } from "clsx";
import { Badge } from "../../ui/badge";
import type { OpeningSummary } from "./career-types";

type JobFactsProps = {
  job: Pick<OpeningSummary, "location" | "jobType" | "salaryRange" | "locationHi" | "salaryRangeHi" | "createdAt">;
  className?: string;
};

/**
 * Type, location, salary (when the listing gives one) and posting date of an opening, in the page's
 * language: the type from its list, the date in its words; the place and salary as staff wrote them
 * (their Hindi twins on a Hindi page, where written).
 */
export function JobFacts({ job, className }: JobFactsProps) {
  const { careersCopy: copy } = useContent({ en: careersEn, hi: careersHi });
  const { location, salaryRange } = staffFields(useLocale(), job, ["location", "salaryRange"]);
  const date = useDateFormat();
  return (
    <ul className={clsx("flex flex-wrap items-center gap-x-5 gap-y-2 text-sm", className)}>
      <li>
        <Badge variant="secondary">{copy.jobTypes[job.jobType]}</Badge>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <MapPin className="size-4" aria-hidden="true" />
        <span lang={location.lang}>{location.text}</span>
      </li>
      {job.salaryRange ? (
        <li className="inline-flex items-center gap-1.5">
          <IndianRupee className="size-4" aria-hidden="true" />
          <span className="sr-only">{copy.facts.salary}: </span>
          <span lang={salaryRange.lang}>{salaryRange.text}</span>
        </li>
      ) : null}
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden="true" />
        <span className="sr-only">{copy.facts.posted} </span>
        <time dateTime={job.createdAt}>{date(job.createdAt)}</time>
      </li>
    </ul>
  );
}
