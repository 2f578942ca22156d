import { formatRupees } from "#core/format/rupees";
import type { InquiryMessageDetail, InquiryMessageKind } from "#core/taxonomies/inquiries";
import { contactChannelLabels, leadStageLabels, lostReasonLabels } from "#core/taxonomies/lead-desk";

/** The title a lead-desk entry of the thread carries ("Contacted by WhatsApp", "Stage: Qualified → Won, ₹25,000"). */
export function entryTitle(kind: InquiryMessageKind, detail: InquiryMessageDetail | null): string {
  if (kind === "contacted" && detail && "channel" in detail) return `Contacted by ${contactChannelLabels[detail.channel]}`;
  if (kind === "stage" && detail && "to" in detail) {
    const outcome = detail.wonFee !== null ? `, ${formatRupees(detail.wonFee)}` : detail.lostReason ? ` (${lostReasonLabels[detail.lostReason]})` : "";
    return `Stage: ${leadStageLabels[detail.from]} → ${leadStageLabels[detail.to]}${outcome}`;
  }
  if (kind === "assigned" && detail && "assigneeId" in detail) return detail.assigneeName ? `Assigned to ${detail.assigneeName}` : "Unassigned";
  return kind === "note" ? "Private note" : "Reply";
}
