import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { actionsColumn, dateColumn } from "../list/columns";
import type { ListFilter } from "../list/list-filter";
import { formatDateTime } from "#core/format/date";
import { PublishedBadge } from "./published-badge";
import { type PublishableRow, RowActions, type RowActionsResource } from "./row-actions";

/** The status filter every publishable list offers. */
export const statusFilter: ListFilter = {
  column: "status",
  label: "Status",
  options: [
    { value: "published", label: "Published" },
    { value: "draft", label: "Draft" },
  ],
};

/**
 * Title, the resource's own columns, Status, Date and the row actions: the spec's columns for
 * posts and jobs, which the team's list shares. Built once per resource, at module level, so the
 * table's columns stay stable.
 * `titleCell` shows more in the Title cell than the title (a job's badge and applications).
 */
export function publishableColumns<Row extends PublishableRow>(
  resource: RowActionsResource,
  deleteQuestion: string,
  own: ColumnDef<Row, string>[],
  titleCell?: (row: Row) => ReactNode,
): ColumnDef<Row, string>[] {
  return [
    {
      accessorKey: "title",
      header: "Title",
      enableSorting: true,
      ...(titleCell ? { cell: ({ row }) => titleCell(row.original) } : { meta: { className: "font-medium" } }),
    },
    ...own,
    {
      id: "status",
      accessorFn: (row) => (row.published ? "published" : "draft"),
      header: "Status",
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <PublishedBadge published={row.original.published} />
          {!row.original.published && row.original.publishAt ? (
            <span className="text-xs text-muted-foreground">Scheduled for {formatDateTime(row.original.publishAt)} IST</span>
          ) : null}
        </span>
      ),
    },
    dateColumn(),
    actionsColumn<Row>(({ row }) => <RowActions resource={resource} row={row} deleteQuestion={deleteQuestion} />) as ColumnDef<Row, string>,
  ];
}
