import { BellRing, CalendarPlus, Download } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import * as calendarEn from "#core/content/compliance-calendar";
import * as calendarHi from "#core/content/hi/compliance-calendar";
import { COMPLIANCE_CALENDAR_PATH } from "#core/compliance/paths";
import { deadlineKinds, type DeadlineKind } from "#core/taxonomies/compliance";
import { buttonVariants } from "@/components/ui/button-variants";
import { useChromeCopy } from "@/lib/chrome";
import { useContent } from "@/lib/locale";
import { ExternalLink } from "../../external-link";

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
 * At the top on a phone, where a subscription is of little use (Google Calendar's phone app cannot
 * subscribe by URL): the email reminders first, then the way to the feed for a computer.
 */
export function PhoneLead() {
  const { phoneLead: copy } = useCopy();
  return (
    <div className="space-y-3 rounded-lg border bg-secondary/60 p-4 lg:hidden">
      <p className="text-sm leading-relaxed text-muted-foreground">{copy.text}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href="#reminders-heading" className={buttonVariants({ className: "min-h-11" })}>
          <BellRing aria-hidden="true" />
          {copy.reminders}
        </a>
        <a href="#feed-heading" className={buttonVariants({ variant: "outline", className: "min-h-11" })}>
          <CalendarPlus aria-hidden="true" />
          {copy.feed}
        </a>
      </div>
    </div>
  );
}

/**
 * The feed for a computer: Google Calendar's subscription (a link, and the same by hand, the web
 * being the only place it can subscribe), webcal: for Apple Calendar and Outlook, the file itself,
 * and one kind's feed. A filtered page offers its own kind's feed.
 */
export function FeedLinks({ feedUrl, kind }: { feedUrl: string; kind: DeadlineKind | null }) {
  const copy = useCopy();
  const { newTab } = useChromeCopy();
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
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{copy.feed.phone}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ExternalLink href={google} className={buttonVariants({ className: "min-h-11" })}>
          <CalendarPlus aria-hidden="true" />
          {copy.feed.googleSubscribe}
          <span className="sr-only">{` ${newTab}`}</span>
        </ExternalLink>
        <a href={webcal} className={buttonVariants({ variant: "outline", className: "min-h-11" })}>
          <CalendarPlus aria-hidden="true" />
          {copy.feed.apple}
        </a>
        <a href={url} download="compliance-calendar.ics" className={buttonVariants({ variant: "outline", className: "min-h-11" })}>
          <Download aria-hidden="true" />
          {copy.feed.download}
        </a>
      </div>
      <ol className="mt-4 list-decimal space-y-1 pl-5 text-xs leading-relaxed text-muted-foreground">
        {copy.feed.googleSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <code className="mt-1 block break-all text-xs text-foreground">{url}</code>
      <p className="mt-2 text-xs text-muted-foreground">{copy.feed.googleAfter}</p>
      {kind ? null : (
        <p className="mt-4 text-sm text-muted-foreground">
          {`${copy.feed.byKind} `}
          {deadlineKinds.map((each, i) => (
            <span key={each}>
              {i > 0 ? " · " : null}
              <Link to={`${COMPLIANCE_CALENDAR_PATH}?kind=${each}#feed-heading`} className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-2 md:min-h-0">
                {copy.kindLabels[each]}
              </Link>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
