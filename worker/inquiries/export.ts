import { inquiryStatusLabels, inquiryTypeLabel } from "#core/taxonomies/inquiries";
import type { Database } from "../db/client";
import { csvStream } from "../lib/csv";
import { exportPage, type ExportCursor, type InquiryFilters } from "./data";

/** Rows read per query: enough to keep round trips few, small enough to stream. */
const PAGE = 1000;

const HEADER = ["Received (UTC)", "Name", "Email", "Phone", "Type", "Status", "Service", "Related Job", "Subject", "Message", "Selected Options", "Résumé"];

/** The inbox's CSV: every inquiry matching the filters, newest first, streamed page by page. */
export function inquiryCsv(db: Database, filters: InquiryFilters) {
  return csvStream({
    header: HEADER,
    pageSize: PAGE,
    page: (after: ExportCursor | null) => exportPage(db, filters, after, PAGE),
    cursorOf: (row) => ({ createdAt: row.createdAt, id: row.id }),
    cells: (row) => [
      row.createdAt,
      row.name,
      row.email,
      row.phone,
      inquiryTypeLabel(row.type),
      inquiryStatusLabels[row.status],
      row.service,
      row.jobTitle,
      row.subject,
      row.message,
      row.options?.join("; "),
      row.hasResume ? "Yes" : "No",
    ],
  });
}
