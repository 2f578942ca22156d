import type { ColumnDef } from "@tanstack/react-table";
import { inquiryTypeLabel, NO_EMAIL_GIVEN } from "#core/taxonomies/inquiries";
import type { InquiryRow } from "../data/inquiries";
import { actionsColumn, dateColumn, selectColumn } from "../list/columns";
import { InquiryRowActions } from "./inquiry-row-actions";
import { InquiryStatusBadge } from "./inquiry-status-badge";

/**
 * A tick box, then Name, Type, Email, Status, Date (spec §2), then View and Delete; the public
 * reference after the name, the one a visitor quotes on the phone (the search finds it too).
 */
export const inquiryColumns: ColumnDef<InquiryRow, string>[] = [
  selectColumn<InquiryRow>((row) => `inquiry from ${row.name}`) as ColumnDef<InquiryRow, string>,
  { accessorKey: "name", header: "Name", enableSorting: true, meta: { className: "font-medium" } },
  { accessorKey: "reference", header: "Reference", meta: { className: "font-mono text-xs whitespace-nowrap" } },
  { accessorKey: "type", header: "Type", cell: ({ getValue }) => inquiryTypeLabel(getValue()) },
  {
    accessorKey: "email",
    header: "Email",
    cell: ({ getValue }) => getValue() ?? <span className="text-muted-foreground">{NO_EMAIL_GIVEN}</span>,
  },
  { accessorKey: "status", header: "Status", cell: ({ row }) => <InquiryStatusBadge status={row.original.status} /> },
  dateColumn(),
  actionsColumn(InquiryRowActions) as ColumnDef<InquiryRow, string>,
];
