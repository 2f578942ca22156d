import type { ColumnDef } from "@tanstack/react-table";
import { Phone } from "lucide-react";
import { formatPhone, telHref } from "#core/format/phone";
import { inquiryTypeLabel, NO_EMAIL_GIVEN } from "#core/taxonomies/inquiries";
import type { InquiryRow } from "../data/inquiries";
import { actionsColumn, dateColumn, selectColumn } from "../list/columns";
import { InquiryRowActions } from "./inquiry-row-actions";
import { InquiryStageCell } from "./inquiry-stage-cell";
import { InquiryStatusBadge } from "./inquiry-status-badge";

const none = <span className="text-muted-foreground">—</span>;

/** An address that may wrap before its "@" in a narrow column, never inside a word. */
function EmailCell({ email }: { email: string | null }) {
  if (!email) return <span className="text-muted-foreground">{NO_EMAIL_GIVEN}</span>;
  const at = email.lastIndexOf("@");
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** The visitor's number as a call link (the phone's dialler opens), or as typed when it cannot be dialled. */
function PhoneCell({ phone }: { phone: string | null }) {
  if (!phone) return none;
  const tel = telHref(phone);
  if (!tel) return <span>{phone}</span>;
  return (
    <a href={tel} className="inline-flex items-center gap-1 whitespace-nowrap text-primary underline-offset-4 hover:underline">
      <Phone className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only">Call </span>
      {formatPhone(phone)}
    </a>
  );
}

/**
 * A tick box, then the spec's Name, Type, Email, Status and Date (with the time it arrived, IST),
 * then what the office reads at a glance: the public reference a visitor quotes on the phone, the
 * number to call, the lead's stage (with a follow-up that has come due) and who has it; View and
 * Delete last. Every column shows at table widths: the table scrolls sideways rather than drop one.
 */
export const inquiryColumns: ColumnDef<InquiryRow, string>[] = [
  selectColumn<InquiryRow>((row) => `inquiry from ${row.name}`) as ColumnDef<InquiryRow, string>,
  { accessorKey: "name", header: "Name", enableSorting: true, meta: { className: "font-medium" } },
  { accessorKey: "type", header: "Type", cell: ({ getValue }) => inquiryTypeLabel(getValue()) },
  { accessorKey: "email", header: "Email", cell: ({ row }) => <EmailCell email={row.original.email} /> },
  { accessorKey: "status", header: "Status", cell: ({ row }) => <InquiryStatusBadge status={row.original.status} /> },
  dateColumn<InquiryRow>({ time: true }),
  { accessorKey: "reference", header: "Reference", meta: { className: "font-mono text-xs whitespace-nowrap" } },
  { accessorKey: "phone", header: "Phone", cell: ({ row }) => <PhoneCell phone={row.original.phone} /> },
  // A badge never breaks inside ("Proposal sent"); a follow-up marker wraps under it instead.
  { id: "stage", header: "Stage", cell: ({ row }) => <InquiryStageCell row={row.original} />, meta: { className: "whitespace-nowrap" } },
  { accessorKey: "assigneeName", header: "Assigned to", cell: ({ getValue }) => getValue() ?? none },
  actionsColumn(InquiryRowActions) as ColumnDef<InquiryRow, string>,
];
