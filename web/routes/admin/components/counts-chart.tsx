import { BarChart } from "@/components/ui/bar-chart";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ChartWithTable } from "./chart-with-table";

export interface CountRow {
  key: string;
  label: string;
  /** The label the chart draws, when shorter than the table's ("Nov" for "November 2026"). */
  short?: string;
  value: number;
}

interface CountsChartProps {
  /** The figures' name, as the chart's title and the table's caption ("Leads by stage"). */
  title: string;
  /** The heading of the rows' column ("Stage", "Month"). */
  heading: string;
  rows: CountRow[];
  format: (value: number) => string;
  layout?: "columns" | "rows";
}

/** Counts as bars, and the same counts as a table behind the chart's toggle. */
export function CountsChart({ title, heading, rows, format, layout }: CountsChartProps) {
  return (
    <ChartWithTable
      name={title.toLowerCase()}
      chart={<BarChart title={title} layout={layout} format={format} data={rows.map((row) => ({ label: row.short ?? row.label, value: row.value }))} />}
      table={
        <Table>
          <caption className="mb-2 caption-top text-left text-sm font-semibold text-foreground">{title}</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{heading}</TableHead>
              <TableHead scope="col" className="text-right">
                Leads
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableHead scope="row" className="font-medium text-foreground">
                  {row.label}
                </TableHead>
                <TableCell className="text-right tabular-nums">{format(row.value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}
