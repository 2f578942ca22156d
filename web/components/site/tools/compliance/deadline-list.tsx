import clsx from "clsx";
import { CalendarPlus } from "@/components/site/icons";
import * as calendarEn from "#core/content/compliance-calendar";
import * as calendarHi from "#core/content/hi/compliance-calendar";
import type { LocalizedEntry } from "#core/compliance/types";
import { byMonth } from "#core/compliance/days";
import { googleCalendarEventUrl } from "#core/compliance/google-calendar";
import { useChromeCopy } from "@/lib/chrome";
import { useContent } from "@/lib/locale";
import { useStaffText } from "@/lib/staff-text";
import { ExternalLink } from "../../external-link";
import { useDates } from "../dates";

const useCopy = () => useContent({ en: calendarEn, hi: calendarHi }).complianceCalendarCopy;

/**
 * The year's due dates month by month, each with its date, who must meet it, what missing it costs
 * and the law behind both, and an extension where staff recorded one. What is still to come leads,
 * its first date marked; the dates already past wait under a disclosure (no script needed) for
 * anyone catching up on a missed filing. The dates' own words (title, who, penalty, the law) come
 * in the page's language (core/compliance); an extension's source is staff's, in Hindi once they
 * wrote it. Each date to come can go into Google Calendar as one event (`pageUrl`: the page, absolute).
 */
export function DeadlineList({ entries, today, pageUrl }: { entries: readonly LocalizedEntry[]; today: string; pageUrl: string }) {
  const copy = useCopy();
  if (entries.length === 0) return <p className="text-muted-foreground">{copy.nothing}</p>;
  const upcoming = entries.filter((entry) => entry.due >= today);
  const past = entries.filter((entry) => entry.due < today);
  return (
    <div className="space-y-10">
      <Months entries={upcoming} nextId={upcoming[0]?.id} pageUrl={pageUrl} />
      {upcoming.length === 0 ? <p className="text-muted-foreground">{copy.allPast}</p> : null}
      {past.length > 0 ? (
        <details className="group rounded-lg border bg-secondary/40 p-4 sm:p-5">
          <summary className="flex min-h-11 cursor-pointer items-center text-base font-semibold text-foreground">{copy.earlier(past.length)}</summary>
          <div className="mt-6">
            <Months entries={past} past />
          </div>
        </details>
      ) : null}
    </div>
  );
}

function Months({ entries, nextId, past = false, pageUrl }: { entries: readonly LocalizedEntry[]; nextId?: string; past?: boolean; pageUrl?: string }) {
  // The current month can be in both lists (its dates before and after today): the ids must differ.
  const idPrefix = past ? "past-month" : "month";
  const dates = useDates();
  return (
    <div className="space-y-10">
      {byMonth(entries).map(([month, inMonth]) => (
        <section key={month} aria-labelledby={`${idPrefix}-${month}`}>
          <h2 id={`${idPrefix}-${month}`} className="border-b pb-2 text-xl font-bold tracking-tight text-foreground">
            {dates.month(month)}
          </h2>
          <ol className="mt-4 space-y-4">
            {inMonth.map((entry) => (
              <DeadlineItem key={entry.id} entry={entry} past={past} next={entry.id === nextId} pageUrl={pageUrl} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function DeadlineItem({ entry, past, next, pageUrl }: { entry: LocalizedEntry; past: boolean; next: boolean; pageUrl?: string }) {
  const copy = useCopy();
  const dates = useDates();
  const source = useStaffText(entry.extension?.source ?? "", entry.extension?.sourceHi ?? null);
  const { day, weekday } = dates.tile(entry.due);
  return (
    <li id={entry.id} className={clsx("flex scroll-mt-32 gap-3 rounded-lg border bg-card p-3 sm:gap-4 sm:p-5", past && "opacity-70", next && "border-primary ring-1 ring-primary")}>
      <div className="flex w-12 shrink-0 flex-col sm:w-14 items-center rounded-md bg-secondary py-2 text-center" aria-hidden="true">
        <span className="text-2xl leading-none font-bold text-foreground">{day}</span>
        <span className="mt-1 text-xs text-muted-foreground uppercase">{weekday}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-2 text-sm leading-relaxed">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-amber-800">{copy.kindLabels[entry.kind]}</span>
          {next ? <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">{copy.next}</span> : null}
          {past ? <span className="text-xs font-medium text-muted-foreground">{copy.past}</span> : null}
        </div>
        <h3 className="text-base font-semibold text-foreground">
          {entry.title}
          <span className="sr-only">{copy.due(dates.long(entry.due))}</span>
        </h3>
        {entry.extension ? (
          <p className="rounded-md bg-success/10 px-3 py-2 font-medium text-foreground">
            {copy.extended(dates.long(entry.due), dates.long(entry.dueDate))}
            {`${copy.sentenceEnd} `}
            {copy.extendedBy}:{" "}
            <span lang={source.lang}>
              {entry.extension.sourceUrl ? <ExternalLink href={entry.extension.sourceUrl} className="text-primary underline underline-offset-2">{source.text}</ExternalLink> : source.text}
            </span>
          </p>
        ) : null}
        <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-foreground">{copy.who}</dt>
          <dd className="text-muted-foreground">{entry.who}</dd>
          <dt className="font-medium text-foreground">{copy.penalty}</dt>
          <dd className="text-muted-foreground">
            {entry.penalty} <span className="text-xs">({entry.penaltyCitation})</span>
          </dd>
          <dt className="font-medium text-foreground">{copy.law}</dt>
          <dd className="text-xs text-muted-foreground">{entry.citation}</dd>
          {entry.assumption ? (
            <>
              <dt className="font-medium text-foreground">{copy.assumption}</dt>
              <dd className="text-muted-foreground">{entry.assumption}</dd>
            </>
          ) : null}
        </dl>
        {pageUrl ? <AddToGoogle entry={entry} pageUrl={pageUrl} /> : null}
      </div>
    </li>
  );
}

/** One date as one event in Google Calendar: on a phone, where a feed cannot be subscribed to, the way to keep it. */
function AddToGoogle({ entry, pageUrl }: { entry: LocalizedEntry; pageUrl: string }) {
  const copy = useCopy();
  const { newTab } = useChromeCopy();
  const details = `${copy.who}: ${entry.who}\n${copy.penalty}: ${entry.penalty}`;
  return (
    <ExternalLink
      href={googleCalendarEventUrl(entry, details, pageUrl)}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-0"
    >
      <CalendarPlus className="size-4" aria-hidden="true" />
      {copy.addToGoogle}
      <span className="sr-only">{`: ${entry.title} ${newTab}`}</span>
    </ExternalLink>
  );
}
