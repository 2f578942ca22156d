import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { type LeadsData, leadsQuery } from "./data/dashboard";

type LeadTable = LeadsData["byService"];

const monthName = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });
/** "2026-11" → "Nov 2026". */
const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

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

/** Leads per month by service and by source, counted by the worker from the inquiries themselves. */
export function LeadsCard() {
  const { data, isError } = useQuery(leadsQuery);
  const empty = data && data.byService.rows.length === 0;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Leads by Month</CardTitle>
        <CardDescription>
          Contact messages, enquiries and quote requests of the last six months (India time). The source is the campaign&rsquo;s
          utm_source, else the site the visitor came from; no outside analytics script is used.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        {data && !empty ? (
          <>
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
