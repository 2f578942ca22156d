import { CalendarPlus, Download } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import * as calendarEn from "#core/content/compliance-calendar";
import * as calendarHi from "#core/content/hi/compliance-calendar";
import { COMPLIANCE_CALENDAR_PATH } from "#core/compliance/paths";
import { deadlineKinds, type DeadlineKind } from "#core/compliance/types";
import { buttonVariants } from "@/components/ui/button-variants";
import { useContent } from "@/lib/locale";

const useCopy = () => useContent({ en: calendarEn, hi: calendarHi }).complianceCalendarCopy;

/** The filter: plain links, so it needs no script and each view has its own address. */
export function KindFilter({ kind }: { kind: DeadlineKind | null }) {
  const copy = useCopy();
  const choices: [DeadlineKind | null, string][] = [[null, copy.allKinds], ...deadlineKinds.map((k): [DeadlineKind, string] => [k, copy.kindLabels[k]])];
  return (
    <nav aria-label={copy.filterLabel}>
      <ul className="flex flex-wrap gap-2">
        {choices.map(([value, label]) => (
          <li key={value ?? "all"}>
            <Link
              to={value ? `${COMPLIANCE_CALENDAR_PATH}?kind=${value}` : COMPLIANCE_CALENDAR_PATH}
              aria-current={value === kind ? "page" : undefined}
              className={buttonVariants({ variant: value === kind ? "default" : "outline", size: "sm", className: "rounded-full" })}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The feed three ways: webcal: (Apple Calendar, Outlook and phones subscribe to it), Google
 * Calendar's "add by URL" link, and the file itself. A filtered page offers its own kind's feed.
 */
export function FeedLinks({ feedUrl, kind }: { feedUrl: string; kind: DeadlineKind | null }) {
  const copy = useCopy();
  const url = kind ? `${feedUrl}?kind=${kind}` : feedUrl;
  const webcal = url.replace(/^https?:/, "webcal:");
  const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`;
  return (
    <section aria-labelledby="feed-heading" className="rounded-lg border bg-secondary/60 p-5 sm:p-6">
      <h2 id="feed-heading" className="scroll-mt-24 text-lg font-semibold text-foreground">
        {copy.feed.heading}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{copy.feed.text}</p>
      {kind ? <p className="mt-2 text-sm text-muted-foreground">{copy.feed.ofKind(copy.kindLabels[kind])}</p> : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={webcal} className={buttonVariants({ className: "min-h-11" })}>
          <CalendarPlus aria-hidden="true" />
          {copy.feed.apple}
        </a>
        <a href={google} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline", className: "min-h-11" })}>
          <CalendarPlus aria-hidden="true" />
          {copy.feed.google}
        </a>
        <a href={url} download="compliance-calendar.ics" className={buttonVariants({ variant: "outline", className: "min-h-11" })}>
          <Download aria-hidden="true" />
          {copy.feed.download}
        </a>
      </div>
      <p className="mt-4 text-xs text-muted-foreground">
        {copy.feed.googleHint} <code className="break-all text-foreground">{url}</code>
      </p>
    </section>
  );
}
