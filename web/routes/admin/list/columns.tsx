import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { formatDate, formatShortDate, formatTime } from "#core/format/date";
import { Checkbox } from "@/components/ui/checkbox";
import "./column-meta";

/**
 * The "Date" column: created-at, newest first when sorted, not searched. With `time`, "30 Nov 2026"
 * and the time of day (IST) under it: when an inquiry arrived matters to whoever calls back.
 */
export function dateColumn<Row extends { createdAt: string }>({ time = false } = {}): ColumnDef<Row, string> {
  return {
    id: "date",
    accessorFn: (row) => row.createdAt,
    header: "Date",
    cell: ({ getValue }) =>
      time ? (
        <span className="flex flex-col">
          <span>{formatShortDate(getValue())}</span>
          <span className="text-xs text-muted-foreground">{formatTime(getValue())} IST</span>
        </span>
      ) : (
        formatDate(getValue())
      ),
    sortDescFirst: true,
    enableSorting: true,
    meta: { className: "whitespace-nowrap" },
  };
}

/** The row's buttons, last; a component so that each row may hold its own mutations. */
export function actionsColumn<Row>(Actions: (props: { row: Row }) => ReactNode): ColumnDef<Row> {
  return {
    id: "actions",
    header: "Actions",
    cell: ({ row }) => (
      <div className="flex justify-end gap-1">
        <Actions row={row.original} />
      </div>
    ),
    enableSorting: false,
    meta: { className: "text-right" },
  };
}

/** The tick box of each row, and one in the header for the whole page, for bulk actions. */
export function selectColumn<Row>(label: (row: Row) => string): ColumnDef<Row> {
  return {
    id: "select",
    header: ({ table }) => (
      <Checkbox
        aria-label="Select all on this page"
        checked={table.getIsAllPageRowsSelected()}
        ref={(box) => {
          if (box) box.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox aria-label={`Select ${label(row.original)}`} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
    ),
    enableSorting: false,
    meta: { className: "w-10" },
  };
}
