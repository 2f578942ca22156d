import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { formatDate } from "#core/format/date";
import "./column-meta";

/** The "Date" column: created-at, newest first when sorted, not searched. */
export function dateColumn<Row extends { createdAt: string }>(): ColumnDef<Row, string> {
  return {
    id: "date",
    accessorFn: (row) => row.createdAt,
    header: "Date",
    cell: ({ getValue }) => formatDate(getValue()),
    sortDescFirst: true,
    enableGlobalFilter: false,
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
    enableGlobalFilter: false,
    meta: { className: "text-right" },
  };
}
