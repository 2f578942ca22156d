import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { formatDate } from "#core/format/date";
import { Checkbox } from "@/components/ui/checkbox";
import "./column-meta";

/** The "Date" column: created-at, newest first when sorted, not searched. */
export function dateColumn<Row extends { createdAt: string }>(): ColumnDef<Row, string> {
  return {
    id: "date",
    accessorFn: (row) => row.createdAt,
    header: "Date",
    cell: ({ getValue }) => formatDate(getValue()),
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
