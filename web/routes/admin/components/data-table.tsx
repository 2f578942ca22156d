import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Hidden on narrow screens, so that the name, status and actions fit beside each other. */
  secondary?: boolean;
}

const secondaryClass = (column: { secondary?: boolean }) => (column.secondary ? "hidden md:table-cell" : undefined);

interface DataTableProps<T> {
  /** Plural noun for the loading and failure lines, e.g. "blog posts". */
  noun: string;
  rows: T[] | undefined;
  isError: boolean;
  /** Shown instead of the table when the list is empty. */
  empty: ReactNode;
  columns: Column<T>[];
  /** The row's action buttons, in the last column. */
  actions: (row: T) => ReactNode;
}

/** An admin list in its four states: loading, failed, empty, and a table with row actions. */
export function DataTable<T extends { id: number }>({ noun, rows, isError, empty, columns, actions }: DataTableProps<T>) {
  if (isError) return <p className="text-muted-foreground">The {noun} could not be loaded.</p>;
  if (!rows) return <p className="text-muted-foreground">Loading {noun}…</p>;
  if (rows.length === 0) return empty;
  return (
    <Card>
      <Table>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.header} className={secondaryClass(column)}>
                {column.header}
              </TableHead>
            ))}
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.header} className={cn(column.className, secondaryClass(column))}>
                  {column.cell(row)}
                </TableCell>
              ))}
              <TableCell>
                <div className="flex justify-end gap-1">{actions(row)}</div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
