import type { ColumnDef } from "@tanstack/react-table";
import { inquiryTypeLabel, NO_EMAIL_GIVEN } from "#core/taxonomies/inquiries";
import type { InquiryRow } from "../data/inquiries";
import { actionsColumn, dateColumn, selectColumn } from "../list/columns";
import { InquiryRowActions } from "./inquiry-row-actions";
import { InquiryStageCell } from "./inquiry-stage-cell";
import { InquiryStatusBadge } from "./inquiry-status-badge";

/**
 * A tick box, then Name, Type, Email, Status, Date (spec §2), then View and Delete; the public
 * reference after the name, the one a visitor quotes on the phone (the search finds it too). The
 * lead desk's Stage (with a follow-up that has come due) and Assigned to follow the spec's columns.
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
  // A badge never breaks inside ("Proposal sent"); a follow-up marker wraps under it instead.
  { id: "stage", header: "Stage", cell: ({ row }) => <InquiryStageCell row={row.original} />, meta: { className: "whitespace-nowrap" } },
  {
    accessorKey: "assigneeName",
    header: "Assigned to",
    cell: ({ getValue }) => getValue() ?? <span className="text-muted-foreground">—</span>,
    // The desktop table is wide already; the phone's cards and the panel show it at every width.
    meta: { className: "hidden 2xl:table-cell" },
  },
  actionsColumn(InquiryRowActions) as ColumnDef<InquiryRow, string>,
];
