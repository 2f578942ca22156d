import { type LoaderFunctionArgs, redirect, useLoaderData } from "react-router-dom";
import { Breadcrumb } from "@/components/site/breadcrumb";
import { DeadlineList } from "@/components/site/tools/compliance/deadline-list";
import { FeedLinks, KindFilter, PhoneLead } from "@/components/site/tools/compliance/calendar-controls";
import { useDates } from "@/components/site/tools/dates";
import { ToolHero } from "@/components/site/tools/tool-hero";
import { ReminderFormIsland } from "@/islands/tool-islands";
import { ServiceLinks } from "@/components/site/tools/tool-parts";
import { ofKinds } from "#core/compliance/calendar";
import { COMPLIANCE_CALENDAR_PATH } from "#core/compliance/paths";
import type { LocalizedEntry } from "#core/compliance/types";
import { type DeadlineKind, isDeadlineKind } from "#core/taxonomies/compliance";
import * as calendarEn from "#core/content/compliance-calendar";
import * as calendarHi from "#core/content/hi/compliance-calendar";
import { indiaToday } from "#core/format/india-time";
import { localizedHref } from "#core/site/hindi-pages";
import { localeOfPath } from "#core/i18n/locale";
import { inLocale } from "#core/i18n/translated";
import { reminderLeadDays } from "#core/schemas/compliance";
import { apiFor } from "@/lib/api-client";
import { useContent } from "@/lib/locale";
import { routeHandle } from "../route-handle";
import { addressWithCampaign, toolHead, useTool, useToolTrail, useToolWords } from "./tool-page";

const ID = "compliance-calendar";

interface CalendarPageData {
  year: { label: string; starts: string; ends: string; verifiedOn: string };
  /** In the page's language. */
  entries: LocalizedEntry[];
  feedUrl: string;
  /** The page's own address, absolute: what a date added to Google Calendar links back to. */
  pageUrl: string;
  kind: DeadlineKind | null;
  /** India's date: what is past and what comes next. */
  today: string;
}

/**
 * The year's due dates, as extended by staff, read from /api/compliance in-process (the page then
 * carries its cache tag, so an extension purges it). `?kind=gst` shows one kind; anything else in
 * the query but campaign tags (which the lead records) is dropped by a redirect, so the cache keys
 * one address per view.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<CalendarPageData> {
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind");
  const locale = localeOfPath(url.pathname);
  const path = localizedHref(locale, COMPLIANCE_CALENDAR_PATH);
  const view = addressWithCampaign(path, url, isDeadlineKind(kind) ? `kind=${kind}` : "");
  if (`${url.pathname}${url.search}` !== view) throw redirect(view);
  const res = await apiFor(context).api.compliance.$get({ query: { lang: locale } });
  if (!res.ok) throw new Response("The calendar could not be loaded.", { status: 500 });
  const { year, entries, feedUrl } = await res.json();
  const chosen = isDeadlineKind(kind) ? kind : null;
  // The feed's origin is the site's (SITE_URL), as a date added to a calendar should link to.
  const pageUrl = `${new URL(feedUrl).origin}${path}`;
  return { year, entries: ofKinds(entries, chosen ? [chosen] : []), feedUrl, pageUrl, kind: chosen, today: indiaToday() };
}

function ComplianceCalendarPage() {
  const page = useLoaderData() as CalendarPageData;
  const copy = useContent({ en: calendarEn, hi: calendarHi }).complianceCalendarCopy;
  const dates = useDates();
  const help = useToolWords(ID);
  const { reminders } = copy;
  const reminderWords = {
    formLabel: reminders.formLabel,
    submit: reminders.submit,
    submitting: reminders.submitting,
    success: reminders.success,
    failure: reminders.failure,
    leadOptions: Object.fromEntries(reminderLeadDays.map((days) => [days, reminders.leadOption(days)])) as Record<(typeof reminderLeadDays)[number], string>,
    kindLabels: copy.kindLabels,
  };
  return (
    <>
      <ToolHero
        title={
          <>
            {`${copy.name} `}
            <span className="whitespace-nowrap">{copy.fy(page.year.label)}</span>
          </>
        }
        subtitle={copy.subtitle}
        before={<Breadcrumb trail={useToolTrail()} current={useTool(ID).name} />}
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8">
          <div className="space-y-3">
            <KindFilter kind={page.kind} />
            {/* On a phone the reminders and the feed come after the whole year: the reminders lead, a way straight to them. */}
            <PhoneLead />
            <p className="text-sm text-muted-foreground">
              {copy.verified(dates.long(page.year.verifiedOn))} {copy.weekend}
            </p>
          </div>
          <DeadlineList entries={page.entries} today={page.today} pageUrl={page.pageUrl} />
          <div className="space-y-2 text-sm text-muted-foreground">
            <p>{copy.agm}</p>
            <p>{copy.dir3Kyc}</p>
            <p>{copy.disclaimer}</p>
          </div>
        </div>

        <aside className="space-y-8">
          <section aria-labelledby="reminders-heading" className="rounded-lg border bg-card p-5 sm:p-6">
            <h2 id="reminders-heading" className="scroll-mt-24 text-lg font-semibold text-foreground">
              {copy.reminders.heading}
            </h2>
            <p className="mt-2 mb-5 text-sm leading-relaxed text-muted-foreground">{copy.reminders.text}</p>
            <ReminderFormIsland kind={page.kind} words={reminderWords} />
          </section>
          <FeedLinks feedUrl={page.feedUrl} kind={page.kind} />
          <section aria-labelledby="calendar-help-heading" className="rounded-lg border bg-card p-5 sm:p-6">
            <h2 id="calendar-help-heading" className="text-lg font-semibold text-foreground">
              {copy.help.heading}
            </h2>
            <p className="mt-2 mb-4 text-sm leading-relaxed text-muted-foreground">{copy.help.text}</p>
            <ServiceLinks heading={help.ctaHeading} services={help.services} />
          </section>
        </aside>
      </div>
    </>
  );
}

export { ComplianceCalendarPage as Component };
export { RouteError as ErrorBoundary } from "../route-error";

export const handle = routeHandle({
  heroUnderNav: true,
  head: ({ data, locale }) => {
    const fy = (data as CalendarPageData | undefined)?.year.label ?? "";
    return toolHead(ID, inLocale({ en: calendarEn, hi: calendarHi }, locale).complianceCalendarCopy.headTitle(fy), undefined, locale);
  },
});
