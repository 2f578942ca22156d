import { useQuery } from "@tanstack/react-query";
import { CalendarClock, ExternalLink } from "lucide-react";
import { useState } from "react";
import { formatDate } from "#core/format/date";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { complianceCalendarQuery, useRemoveExtension } from "../data/compliance";
import { useLoadFailureToast } from "../data/use-load-failure-toast";
import { byMonth, monthName } from "#core/compliance/days";
import { COMPLIANCE_CALENDAR_PATH } from "#core/compliance/paths";
import { CalendarToolbar } from "./calendar-toolbar";
import { type Filters, matches, NO_FILTERS } from "./calendar-filters";
import { MonthCards } from "./month-cards";
import { MonthTable } from "./month-table";

/**
 * /admin/compliance: the year's statutory due dates, and the extensions staff record when a
 * notification or circular moves one. The public calendar, its .ics feed and the reminder mails
 * read the same records, so a change shows there on the next request.
 */
export function Component() {
  const { data, isError, isPending } = useQuery(complianceCalendarQuery);
  useLoadFailureToast(isError, "Failed to load the compliance calendar");
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const remove = useRemoveExtension();

  const entries = data?.entries ?? [];
  const shown = entries.filter((entry) => matches(entry, filters));
  const extended = entries.filter((entry) => entry.extension !== null).length;

  return (
    <>
      <PageHeader
        title="Compliance Calendar"
        description={
          data
            ? `Due dates of FY ${data.year.label}, written from the law. When a notification or circular extends one, record it here: the public calendar, its feed and the reminder mails use the new date at once.`
            : undefined
        }
        actions={
          <a href={COMPLIANCE_CALENDAR_PATH} target="_blank" rel="noreferrer" className={buttonVariants({ variant: "outline" })}>
            <ExternalLink aria-hidden /> Public calendar<span className="sr-only"> (opens in a new tab)</span>
          </a>
        }
      />
      {isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading the calendar...
        </p>
      ) : null}
      {data ? (
        <div className="space-y-6">
          <div className="space-y-3">
            <p className="text-sm text-muted-foreground">Verified on {formatDate(data.year.verifiedOn)}</p>
            <CalendarToolbar filters={filters} onChange={setFilters} />
            <p role="status" className="text-sm text-muted-foreground">
              Showing {shown.length} of {entries.length} due dates; {extended === 1 ? "1 is extended" : `${extended} are extended`}.
            </p>
          </div>
          {shown.length === 0 ? (
            <EmptyState
              icon={CalendarClock}
              title="No due dates match"
              text="Try another kind or fewer words, or show every due date."
              action={
                <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                  Show all due dates
                </Button>
              }
            />
          ) : (
            byMonth(shown).map(([key, inMonth]) => (
              <section key={key} aria-labelledby={`compliance-month-${key}`} className="space-y-3">
                <h2 id={`compliance-month-${key}`} className="text-lg font-semibold">
                  {monthName(key)}
                </h2>
                <MonthTable label={monthName(key)} entries={inMonth} remove={remove} />
                <MonthCards entries={inMonth} remove={remove} />
              </section>
            ))
          )}
        </div>
      ) : null}
    </>
  );
}
