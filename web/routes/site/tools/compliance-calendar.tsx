import { type LoaderFunctionArgs, redirect, useLoaderData } from "react-router-dom";
import { Breadcrumb } from "@/components/site/breadcrumb";
import { DeadlineList } from "@/components/site/tools/compliance/deadline-list";
import { FeedLinks, KindFilter } from "@/components/site/tools/compliance/calendar-controls";
import { ToolHero } from "@/components/site/tools/tool-hero";
import { ReminderFormIsland } from "@/components/site/tools/tool-islands";
import { ServiceLinks } from "@/components/site/tools/tool-parts";
import { COMPLIANCE_DISCLAIMER, ofKinds } from "#core/compliance/calendar";
import { COMPLIANCE_CALENDAR_PATH } from "#core/compliance/paths";
import { type CalendarEntry, type DeadlineKind, isDeadlineKind } from "#core/compliance/types";
import { complianceCalendarCopy as copy } from "#core/content/compliance-calendar";
import { freeTool } from "#core/content/tools";
import { formatDate } from "#core/format/date";
import { indiaToday } from "#core/format/india-time";
import { apiFor } from "@/lib/api-client";
import { routeHandle } from "../route-handle";
import { addressWithCampaign, toolHead, toolTrail } from "./tool-page";

const tool = freeTool("compliance-calendar");

interface CalendarPageData {
  year: { label: string; starts: string; ends: string; verifiedOn: string };
  entries: CalendarEntry[];
  feedUrl: string;
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
  const view = addressWithCampaign(COMPLIANCE_CALENDAR_PATH, url, isDeadlineKind(kind) ? `kind=${kind}` : "");
  if (`${url.pathname}${url.search}` !== view) throw redirect(view);
  const res = await apiFor(context).api.compliance.$get();
  if (!res.ok) throw new Response("The calendar could not be loaded.", { status: 500 });
  const { year, entries, feedUrl } = await res.json();
  const chosen = isDeadlineKind(kind) ? kind : null;
  return { year, entries: ofKinds(entries, chosen ? [chosen] : []), feedUrl, kind: chosen, today: indiaToday() };
}

function ComplianceCalendarPage() {
  const page = useLoaderData() as CalendarPageData;
  return (
    <>
      <ToolHero
        title={
          <>
            {`${copy.name} `}
            <span className="whitespace-nowrap">{`FY ${page.year.label}`}</span>
          </>
        } subtitle={copy.subtitle} before={<Breadcrumb trail={toolTrail} current={tool.name} />} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8">
          <div className="space-y-3">
            <KindFilter kind={page.kind} />
            {/* On a phone the feed and the reminders come after the whole year: a way straight to them. */}
            <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium lg:hidden">
              <a href="#feed-heading" className="text-primary underline underline-offset-2">
                {copy.feed.heading}
              </a>
              <a href="#reminders-heading" className="text-primary underline underline-offset-2">
                {copy.reminders.heading}
              </a>
            </p>
            <p className="text-sm text-muted-foreground">
              {copy.verified(formatDate(page.year.verifiedOn))} {copy.weekend}
            </p>
          </div>
          <DeadlineList entries={page.entries} today={page.today} />
          <div className="space-y-2 text-sm text-muted-foreground">
            <p>{copy.agm}</p>
            <p>{copy.dir3Kyc}</p>
            <p>{COMPLIANCE_DISCLAIMER}</p>
          </div>
        </div>

        <aside className="space-y-8">
          <FeedLinks feedUrl={page.feedUrl} kind={page.kind} />
          <section aria-labelledby="reminders-heading" className="rounded-lg border bg-card p-5 sm:p-6">
            <h2 id="reminders-heading" className="scroll-mt-24 text-lg font-semibold text-foreground">
              {copy.reminders.heading}
            </h2>
            <p className="mt-2 mb-5 text-sm leading-relaxed text-muted-foreground">{copy.reminders.text}</p>
            <ReminderFormIsland kind={page.kind} />
          </section>
          <section aria-labelledby="calendar-help-heading" className="rounded-lg border bg-card p-5 sm:p-6">
            <h2 id="calendar-help-heading" className="text-lg font-semibold text-foreground">
              {copy.help.heading}
            </h2>
            <p className="mt-2 mb-4 text-sm leading-relaxed text-muted-foreground">{copy.help.text}</p>
            <ServiceLinks services={tool.services} />
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
  head: ({ data }) => {
    const fy = (data as CalendarPageData | undefined)?.year.label ?? "";
    return toolHead(tool, `Compliance Calendar FY ${fy}: GST, TDS, ITR and ROC Due Dates`, undefined);
  },
});
