import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { Link } from "react-router-dom";
import { formatRupees } from "#core/format/rupees";
import { answeredWithin, plainWorkingTime } from "#core/format/response-time";
import { leadStageLabels, lostReasonLabels } from "#core/taxonomies/lead-desk";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TrendChart } from "@/components/ui/trend-chart";
import { cn } from "@/lib/utils";
import { ChartWithTable } from "../components/chart-with-table";
import { CountsChart } from "../components/counts-chart";
import { OwnLeadsNote } from "../components/own-leads-note";
import { type LeadDeskData, leadDeskQuery } from "../data/dashboard";
import { formatCount, monthLabel, shortMonthLabel } from "./dashboard-leads";

const captionClass = "mb-2 caption-top text-left text-sm font-semibold text-foreground";

/** A bound in working time ("2 working hours"), or a dash for a month without responses. */
const within = (minutes: number | null) => (minutes === null ? "—" : plainWorkingTime(minutes));
/** The chart's shorter form: "45 min", "3.5 h" (working hours). */
const workingHours = (minutes: number) => (minutes < 60 ? `${minutes} min` : `${(minutes / 60).toFixed(1)} h`);

/** A lead-desk card: the figures when loaded, else what is happening. All of them share one request. */
function LeadDeskCard({ title, description, className, children }: { title: string; description: string; className?: string; children: (data: LeadDeskData) => ReactNode }) {
  const { data, isError } = useQuery(leadDeskQuery);
  const titleId = useId();
  return (
    // min-w-0: a wide table scrolls inside its card instead of widening the dashboard's column on a phone.
    <Card role="region" aria-labelledby={titleId} className={cn("min-w-0", className)}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <OwnLeadsNote shown={data?.ownLeadsOnly} />
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {data ? children(data) : <p className="text-sm text-muted-foreground">{isError ? "Lead figures could not be loaded." : "Loading…"}</p>}
      </CardContent>
    </Card>
  );
}

type MonthTimes = LeadDeskData["responseTimes"][number];

function ResponseTimes({ months }: { months: MonthTimes[] }) {
  const [last, current] = months.slice(-2);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ["This month", current],
            ["Last month", last],
          ] as const
        ).map(([heading, month]) => (
          <div key={heading}>
            <h4 className="text-sm font-semibold">{heading}</h4>
            <p className="mt-1 leading-snug font-semibold">{answeredWithin(month.median, month.p90) ?? "No leads answered yet."}</p>
            <p className="mt-1 text-xs text-muted-foreground">Leads answered: {formatCount(month.responses)}</p>
          </div>
        ))}
      </div>
      <ChartWithTable
        name="time to first response per month"
        chart={
          <TrendChart
            title="Working hours within which half the leads were answered, per month"
            data={months.map((m) => ({ label: shortMonthLabel(m.month), value: m.median }))}
            format={workingHours}
            missing="no responses"
          />
        }
        table={
          <Table>
            <caption className={captionClass}>Time to first response per month</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Month</TableHead>
                <TableHead scope="col" className="text-right">
                  Answered
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Half within
                </TableHead>
                <TableHead scope="col" className="text-right">
                  9 in 10 within
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {months.map((m) => (
                <TableRow key={m.month}>
                  <TableHead scope="row" className="font-medium text-foreground">
                    {monthLabel(m.month)}
                  </TableHead>
                  <TableCell className="text-right tabular-nums">{formatCount(m.responses)}</TableCell>
                  <TableCell className="text-right tabular-nums">{within(m.median)}</TableCell>
                  <TableCell className="text-right tabular-nums">{within(m.p90)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
    </>
  );
}

/** A count that opens the inbox filtered to the leads it counts. */
function FollowUpLink({ to, count, label, urgent }: { to: string; count: number; label: string; urgent?: boolean }) {
  return (
    <Link
      to={to}
      className="flex flex-col rounded-md border p-3 transition-colors sm:p-4 hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className={cn("text-3xl font-bold tabular-nums", urgent && count > 0 && "text-destructive")}>{formatCount(count)}</span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </Link>
  );
}

/** A table of leads and those won, for one breakdown. */
function ConversionTable({ caption, label, rows }: { caption: string; label: string; rows: LeadDeskData["conversion"]["bySource"] }) {
  return (
    <Table>
      <caption className={captionClass}>{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{label}</TableHead>
          <TableHead scope="col" className="text-right">
            Leads
          </TableHead>
          <TableHead scope="col" className="text-right">
            Won
          </TableHead>
          <TableHead scope="col" className="text-right">
            Conversion
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableHead scope="row" className="font-medium text-foreground">
              {row.label}
            </TableHead>
            <TableCell className="text-right tabular-nums">{formatCount(row.leads)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(row.won)}</TableCell>
            <TableCell className="text-right tabular-nums">{row.rate}%</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The lead desk on the dashboard: how quickly leads are answered, the follow-ups due, where the
 * leads stand, this month's outcomes and which sources and services convert. Firm-wide figures,
 * or an advisor's own when they are held to their own leads, counted by the worker
 * (worker/leads/figures.ts).
 */
export function LeadDeskCards() {
  return (
    <>
      <LeadDeskCard
        title="Response Time"
        description="How long leads waited for a first response (a reply, a call, a WhatsApp chat or a stage moved on), counted in business hours only."
      >
        {(data) => <ResponseTimes months={data.responseTimes} />}
      </LeadDeskCard>
      <LeadDeskCard
        title="Calls to Make"
        description="Leads nobody has contacted yet (still at the New stage, opened or not: reading one is not contacting it), and open leads whose follow-up date has passed or falls today (India time)."
      >
        {({ notContacted, followUps }) => (
          <div className="grid grid-cols-3 gap-3">
            <FollowUpLink to="/admin/inquiries?stage=new" count={notContacted} label="Not yet contacted" />
            <FollowUpLink to="/admin/inquiries?followUp=overdue" count={followUps.overdue} label="Follow-up overdue" urgent />
            <FollowUpLink to="/admin/inquiries?followUp=today" count={followUps.today} label="Follow-up due today" />
          </div>
        )}
      </LeadDeskCard>
      <LeadDeskCard title="Leads by Stage" description="Every lead as it stands today, job applications aside.">
        {({ stages }) => (
          <CountsChart
            title="Leads by stage"
            heading="Stage"
            layout="rows"
            format={formatCount}
            rows={stages.map((s) => ({ key: s.stage, label: leadStageLabels[s.stage], value: s.count }))}
          />
        )}
      </LeadDeskCard>
      <LeadDeskCard title="Won and Lost This Month" description="Leads closed since the 1st of this month (India time), and the fees agreed on those won.">
        {({ outcomes }) => (
          <>
            <dl className="flex flex-wrap gap-x-8 gap-y-3">
              {(
                [
                  ["Won", formatCount(outcomes.won)],
                  ["Lost", formatCount(outcomes.lost)],
                  ["Fees won", formatRupees(outcomes.wonFees)],
                ] as const
              ).map(([term, figure]) => (
                <div key={term}>
                  <dt className="text-sm text-muted-foreground">{term}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{figure}</dd>
                </div>
              ))}
            </dl>
            {outcomes.lostReasons.length > 0 ? (
              <div className="text-sm">
                <h4 className="font-semibold">Why leads were lost</h4>
                <ul className="mt-1 space-y-1">
                  {outcomes.lostReasons.map(({ reason, count }) => (
                    <li key={reason ?? "none"} className="flex justify-between gap-4">
                      <span>{reason ? lostReasonLabels[reason] : "No reason recorded"}</span>
                      <span className="tabular-nums">{formatCount(count)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        )}
      </LeadDeskCard>
      <LeadDeskCard
        title="Conversion"
        description="Leads of the last six months (India time) and how many were won so far; leads still open count as not won yet."
        className="lg:col-span-2"
      >
        {({ conversion }) =>
          conversion.bySource.length === 0 ? (
            <p className="text-sm text-muted-foreground">No leads in the last six months yet.</p>
          ) : (
            <div className="space-y-8">
              <ConversionTable caption="Conversion by source" label="Source" rows={conversion.bySource} />
              <ConversionTable caption="Conversion by service" label="Service" rows={conversion.byService} />
            </div>
          )
        }
      </LeadDeskCard>
    </>
  );
}
