import { formatDate } from "#core/format/date";
import { indiaToday } from "#core/format/india-time";
import { followUpState } from "#core/taxonomies/lead-desk";
import type { InquiryRow } from "../data/inquiries";
import { LeadStageBadge } from "../leads/lead-stage-badge";

type StageFacts = Pick<InquiryRow, "stage" | "followUpOn" | "followUpTime">;

const MARKER = "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap";

/** "Overdue" or "Due today" for an open lead whose follow-up day (India's) has come. */
function FollowUpMarker({ on, time, overdue }: { on: string; time: string | null; overdue: boolean }) {
  const at = time ? ` at ${time}` : "";
  // The day and time: in the title for a pointer, read after the marker by a screen reader.
  const detail = overdue ? ` since ${formatDate(on)}${at}` : at;
  return (
    <span
      title={overdue ? `Follow-up was due ${formatDate(on)}${at}` : `Follow-up due today${at}`}
      className={overdue ? `${MARKER} border-destructive/40 bg-destructive/10 text-destructive` : `${MARKER} border-amber-300 bg-amber-50 text-amber-900`}
    >
      <span className="sr-only">Follow-up </span>
      {overdue ? "Overdue" : "Due today"}
      {detail ? <span className="sr-only">{detail}</span> : null}
    </span>
  );
}

/**
 * The lead's stage, and its follow-up when due. The stage is the desk's own reading of a lead, apart
 * from the spec's Status: a lead nobody has contacted yet is New here whether or not it was opened.
 */
export function InquiryStageCell({ row }: { row: StageFacts }) {
  const due = followUpState(row, indiaToday());
  return (
    <div className="flex flex-wrap items-center gap-1">
      <LeadStageBadge stage={row.stage} />
      {due && row.followUpOn ? <FollowUpMarker on={row.followUpOn} time={row.followUpTime} overdue={due === "overdue"} /> : null}
    </div>
  );
}
