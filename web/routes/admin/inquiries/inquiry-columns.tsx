import type { ColumnDef } from "@tanstack/react-table";
import { inquiryStatuses, inquiryTypeLabel } from "#core/schemas/inquiry";
import type { InquiryRow } from "../data/inquiries";
import { actionsColumn, dateColumn } from "../list/columns";
import type { ListFilter } from "../list/list-filter";
import { InquiryRowActions } from "./inquiry-row-actions";
import { InquiryStatusBadge } from "./inquiry-status-badge";

/** Name, Type, Email, Status, Date (spec §2), then View and Delete. */
export const inquiryColumns: ColumnDef<InquiryRow, string>[] = [
  { accessorKey: "name", header: "Name", meta: { className: "font-medium" } },
  { accessorKey: "type", header: "Type", cell: ({ getValue }) => inquiryTypeLabel(getValue()), filterFn: "equalsString" },
  { accessorKey: "email", header: "Email" },
  {
    accessorKey: "status",
    header: "Status",
    cell: ({ getValue }) => <InquiryStatusBadge status={getValue()} />,
    filterFn: "equalsString",
    enableGlobalFilter: false,
  },
  dateColumn(),
  actionsColumn(InquiryRowActions) as ColumnDef<InquiryRow, string>,
];

const INQUIRY_TYPES = ["contact", "service_enquiry", "quote", "job_application"];

export const inquiryFilters: readonly ListFilter[] = [
  { column: "status", label: "Status", options: inquiryStatuses.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) })) },
  { column: "type", label: "Type", options: INQUIRY_TYPES.map((t) => ({ value: t, label: inquiryTypeLabel(t) })) },
];
