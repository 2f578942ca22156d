import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { CountsChart } from "../components/counts-chart";
import { OwnLeadsNote } from "../components/own-leads-note";
import { type LeadsData, leadsQuery } from "../data/dashboard";

type LeadTable = LeadsData["byService"];

const monthName = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });
/** A count the Indian way: 1,25,000. */
export const formatCount = (n: number) => n.toLocaleString("en-IN");

/** "2026-11" → "Nov 2026". */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
const shortMonthName = new Intl.DateTimeFormat("en-IN", { month: "short", timeZone: "UTC" });
/** "2026-11" → "Nov": a chart's axis, where the table beside it names the year. */
export const shortMonthLabel = (month: string) => shortMonthName.format(new Date(`${month}-01T00:00:00Z`));

/**
 * All leads per month as bars, with the exact counts behind a toggle. Both breakdowns count every
 * lead once (the smallest rows summed as "Other"), so either one's rows add up to the month's total.
 */
function LeadsPerMonth({ table }: { table: LeadTable }) {
  const totals = table.months.map((month, i) => ({ month, total: table.rows.reduce((sum, row) => sum + row.counts[i], 0) }));
  return (
    <CountsChart
      title="Leads per month"
      heading="Month"
      format={formatCount}
      rows={totals.map(({ month, total }) => ({ key: month, label: monthLabel(month), short: shortMonthLabel(month), value: total }))}
    />
  );
}

/**
 * One breakdown as a table (a screen reader reads it cell by cell), each row's total drawn as a
 * bar beside it for the eye; the bar is decoration, the number is in the cell.
 */
function LeadsTable({ caption, label, table }: { caption: string; label: string; table: LeadTable }) {
  const largest = Math.max(1, ...table.rows.map((row) => row.total));
  return (
    <Table>
      <caption className="mb-2 caption-top text-left text-sm font-semibold text-foreground">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{label}</TableHead>
          {table.months.map((month) => (
            <TableHead key={month} scope="col" className="text-right whitespace-nowrap">
              {monthLabel(month)}
            </TableHead>
          ))}
          <TableHead scope="col" className="min-w-32">
            Total
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {table.rows.map((row) => (
          <TableRow key={row.label}>
            <TableHead scope="row" className="font-medium text-foreground">
              {row.label}
            </TableHead>
            {row.counts.map((n, i) => (
              <TableCell key={table.months[i]} className="text-right tabular-nums">
                {n}
              </TableCell>
            ))}
            <TableCell>
              <div className="flex items-center gap-2">
                <span className="w-8 text-right font-semibold tabular-nums">{row.total}</span>
                {/* A native bar: no inline style, which the CSP (style-src 'self') would refuse. */}
                <progress aria-hidden value={row.total} max={largest} className="h-2 flex-1 accent-primary" />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Leads per month as a chart, then by service and by source, counted by the worker from the inquiries themselves. */
export function LeadsCard() {
  const { data, isError } = useQuery(leadsQuery);
  const empty = data && data.byService.rows.length === 0;
  return (
    // min-w-0: the tables scroll inside the card instead of widening the dashboard's column on a phone.
    <Card className="min-w-0 lg:col-span-2">
      <CardHeader>
        <CardTitle>Leads by Month</CardTitle>
        <OwnLeadsNote shown={data?.ownLeadsOnly} />
        <CardDescription>
          Contact messages, enquiries and quote requests of the last six months (India time). The source is the campaign&rsquo;s
          utm_source, else the site the visitor came from; no outside analytics script is used.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        {data && !empty ? (
          <>
            <LeadsPerMonth table={data.byService} />
            <LeadsTable caption="Leads by service" label="Service" table={data.byService} />
            <LeadsTable caption="Leads by source" label="Source" table={data.bySource} />
          </>
        ) : empty ? (
          <p className="text-sm text-muted-foreground">No leads in the last six months yet.</p>
        ) : isError ? (
          <p className="text-sm text-muted-foreground">Lead figures could not be loaded.</p>
        ) : (
          <p className="text-sm text-muted-foreground">Loading…</p>
        )}
      </CardContent>
    </Card>
  );
}
