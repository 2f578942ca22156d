import { formatSortableDateTime } from "#core/format/date";
import { formatPhone } from "#core/format/phone";
import { formatRupees } from "#core/format/rupees";
import { inquiryStatusLabels, inquiryTypeLabel } from "#core/taxonomies/inquiries";
import { type LeadStage, leadStageLabels, type LostReason, lostReasonLabels } from "#core/taxonomies/lead-desk";
import type { Database } from "../db/client";
import { csvStream } from "../lib/csv";
import { exportPage, type ExportCursor, type InquiryFilters } from "./data";

/** Rows read per query: enough to keep round trips few, small enough to stream. */
const PAGE = 1000;

/**
 * The reference (VBS-…) comes first: it is what a visitor quotes on the phone or by email. Times are
 * India's ("2026-11-25 20:52", see formatSortableDateTime: a spreadsheet reads it as a date-time and
 * it sorts by time even as text); phones in one form ("+91 98765 43210"), else as the visitor typed.
 */
const HEADER = [
  "Reference",
  "Received (IST)",
  "Name",
  "Email",
  "Phone",
  "Type",
  "Status",
  "Service",
  "Related Job",
  "Subject",
  "Message",
  "Selected Options",
  "Résumé",
  // The lead desk's columns (worker/leads).
  "Assigned To",
  "Stage",
  "Outcome",
  "Follow-up (IST)",
  "First Response (IST)",
  "First Response (working minutes)",
];

/** "Won, ₹25,000" or "Lost: Price"; empty while the lead is open. */
function outcome(row: { stage: LeadStage; wonFee: number | null; lostReason: LostReason | null }): string | null {
  if (row.stage === "won") return row.wonFee === null ? "Won" : `Won, ${formatRupees(row.wonFee)}`;
  if (row.stage === "lost") return row.lostReason ? `Lost: ${lostReasonLabels[row.lostReason]}` : "Lost";
  return null;
}

/** The inbox's CSV: every inquiry matching the filters, newest first, streamed page by page. */
export function inquiryCsv(db: Database, filters: InquiryFilters) {
  return csvStream({
    header: HEADER,
    pageSize: PAGE,
    page: (after: ExportCursor | null) => exportPage(db, filters, after, PAGE),
    cursorOf: (row) => ({ createdAt: row.createdAt, id: row.id }),
    cells: (row) => [
      row.reference,
      formatSortableDateTime(row.createdAt),
      row.name,
      row.email,
      row.phone === null ? null : formatPhone(row.phone),
      inquiryTypeLabel(row.type),
      inquiryStatusLabels[row.status],
      row.service,
      row.jobTitle,
      row.subject,
      row.message,
      row.options?.join("; "),
      row.hasResume ? "Yes" : "No",
      row.assigneeName,
      leadStageLabels[row.stage],
      outcome(row),
      row.followUpOn && (row.followUpTime ? `${row.followUpOn} ${row.followUpTime}` : row.followUpOn),
      row.firstResponseAt && formatSortableDateTime(row.firstResponseAt),
      row.firstResponseMinutes,
    ],
  });
}
