import type { ColumnDef } from "@tanstack/react-table";
import { inquiryStatuses, inquiryStatusLabels, inquiryTypeLabel, inquiryTypes } from "#core/taxonomies/inquiries";
import type { InquiryRow } from "../data/inquiries";
import { actionsColumn, dateColumn } from "../list/columns";
import type { ListFilter } from "../list/list-filter";
import { InquiryRowActions } from "./inquiry-row-actions";
import { InquiryStatusBadge } from "./inquiry-status-badge";

/**
 * Name, Type, Email, Status, Date (spec §2), then View and Delete; the public reference after the
 * name, so the search finds the inquiry a visitor quotes on the phone.
 */
export const inquiryColumns: ColumnDef<InquiryRow, string>[] = [
  { accessorKey: "name", header: "Name", meta: { className: "font-medium" } },
  { accessorKey: "reference", header: "Reference", meta: { className: "font-mono text-xs whitespace-nowrap" } },
  { accessorKey: "type", header: "Type", cell: ({ getValue }) => inquiryTypeLabel(getValue()), filterFn: "equalsString" },
  { accessorKey: "email", header: "Email" },
  {
    accessorKey: "status",
    header: "Status",
    cell: ({ row }) => <InquiryStatusBadge status={row.original.status} />,
    filterFn: "equalsString",
    enableGlobalFilter: false,
  },
  dateColumn(),
  actionsColumn(InquiryRowActions) as ColumnDef<InquiryRow, string>,
];

export const inquiryFilters: readonly ListFilter[] = [
  { column: "status", label: "Status", options: inquiryStatuses.map((s) => ({ value: s, label: inquiryStatusLabels[s] })) },
  { column: "type", label: "Type", options: inquiryTypes.map((t) => ({ value: t, label: inquiryTypeLabel(t) })) },
];
