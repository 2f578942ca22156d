import { flexRender, type Header, type Table as TanStackTable } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

const SORT_ICONS = { asc: ArrowUp, desc: ArrowDown, none: ArrowUpDown } as const;

/** Half the padding around each cell, for a list with many columns (the inbox) to fit a laptop's width. */
const COMPACT = "px-2 first:pl-4 last:pr-4";

function SortableHead<Row>({ header, compact }: { header: Header<Row, unknown>; compact: boolean }) {
  const label = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <TableHead className={cn(compact && COMPACT, header.column.columnDef.meta?.className)}>{label}</TableHead>;
  const direction = header.column.getIsSorted() || "none";
  const Icon = SORT_ICONS[direction];
  return (
    <TableHead className={cn(compact && COMPACT)} aria-sort={direction === "none" ? "none" : direction === "asc" ? "ascending" : "descending"}>
      <Button variant="ghost" size="sm" className="-ml-3" onClick={header.column.getToggleSortingHandler()}>
        {label}
        <Icon aria-hidden />
      </Button>
    </TableHead>
  );
}

/**
 * The list on wider screens: a real table whose headers sort it. Every column shows: one too wide
 * for the screen scrolls sideways inside the card rather than drop a column.
 */
export function ListTable<Row>({ table, compact = false }: { table: TanStackTable<Row>; compact?: boolean }) {
  const rows = table.getRowModel().rows;
  return (
    <Card className="hidden md:block">
      <Table>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <SortableHead key={header.id} header={header} compact={compact} />
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-state={row.getIsSelected() ? "selected" : undefined}>
              {row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id} className={cn(compact && `${COMPACT} py-3`, cell.column.columnDef.meta?.className)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
